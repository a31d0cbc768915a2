import Foundation
import KursCore
import TerminalUI

/// One currency over a period, in a bordered pane titled "USD · US Dollar · 30 days" (Enter on a rates row):
///
/// - the period keys ("1 7d  2 30d  3 90d  4 1y", the current one highlighted);
/// - a chart of PrivatBank's cash buy (up colour), sale (down colour) and the NBU rate (accent) on one scale, with
///   high / middle / low labels and the first and last day under it, and a legend;
/// - per series its first → last value, the change and the low and high with their days (the year when not the
///   current one), in the widest label set that fits (`CurrencyDetailLabels`), broken between numbers otherwise;
/// - today's quote from every source loaded (PrivatBank cash and card, Monobank, NBU), broken between quotes;
///   "Latest" with their origin and day when they are not from today (the embedded sample, an old cache);
/// - what the history could not get (a rate limit, a damaged database), wrapped, or "loading history…".
///
/// Prices are UAH per 1 unit. The chart's points are doubles (drawing only); every number written is the exact
/// Decimal.
struct CurrencyDetailPane: Widget, Sendable {
    /// The currency.
    var code: CurrencyCode
    /// The period, in days.
    var days: Int
    /// The history of the period.
    var history: CurrencyHistoryLoad
    /// Today's quotes of the currency (the rates panel's comparison row); nil when no source has it.
    var today: CurrencyComparison?
    /// Styles to draw with.
    var theme: PaneTheme
    /// The time the pane is drawn at: dates outside its year carry the year, and today's quotes are labelled
    /// "Today" only when they are from its day (Kyiv); nil: dates without the year, the quotes "Today".
    var now: Date? = nil
    /// Where today's quotes are from when not live: "sample 2025", "cache"; nil for live.
    var todayOrigin: String? = nil

    /// "USD · US Dollar · 30 days".
    var title: String {
        let name = CurrencySymbols.currencyName(for: code).map { " · \($0)" } ?? ""
        return "\(code.rawValue)\(name) · \(days) days"
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let content = DetailFrame(title: title, theme: theme).render(area: area, buffer: &buffer)
        guard !content.isEmpty else { return }
        let labels = self.labels(width: content.width)
        let footer = footerLines(width: content.width, labels: labels)
        let chartHeight = max(0, content.height - 2 - footer.count)
        buffer.setLine(x: content.x, y: content.y, rangeLine().truncated(to: content.width))
        let chartArea = Rect(x: content.x, y: content.y + 1, width: content.width, height: chartHeight)
        drawChart(in: chartArea, buffer: &buffer)
        buffer.setLine(x: content.x, y: chartArea.bottom, legend(labels).truncated(to: content.width))
        for (index, line) in footer.enumerated() where chartArea.bottom + 1 + index < content.bottom {
            buffer.setLine(x: content.x, y: chartArea.bottom + 1 + index, line.clipped(to: content.width))
        }
    }

    /// "1 7d  2 30d  3 90d  4 1y" with the current period reversed.
    func rangeLine() -> Line {
        var spans: [Span] = []
        for (index, range) in CurrencyDetailScreen.ranges.enumerated() {
            let label = range == 365 ? "1y" : "\(range)d"
            spans.append(Span("\(index + 1) ", style: theme.label))
            spans.append(Span(label, style: range == days ? theme.highlight : .plain))
            spans.append(Span("  "))
        }
        return Line(spans)
    }

    /// The series drawn: PrivatBank buy, PrivatBank sale, NBU rate, named by `labels`.
    private func series(_ labels: CurrencyDetailLabels = .sets[0]) -> [(name: String, style: Style, values: [(day: RateDay, value: Decimal?)])] {
        guard case .loaded(let history) = history else { return [] }
        return [
            (labels.buyName, theme.change(.up), history.privatbank.map { ($0.day, $0.buy) }),
            (labels.saleName, theme.change(.down), history.privatbank.map { ($0.day, $0.sale) }),
            ("NBU", theme.colors ? Style(foreground: theme.accentColor) : Style(modifiers: .bold),
             history.nbu.map { ($0.day, $0.rate) }),
        ]
    }

    private func drawChart(in area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let drawn = series().filter { CurrencyPeriod($0.values) != nil }
        let all = drawn.flatMap { $0.values.compactMap(\.value) }
        guard let low = all.min(), let high = all.max(), let first = drawn.first else {
            let text: String
            switch history {
            case .loading: text = "loading history…"
            case .unavailable: text = "no history"
            case .loaded: text = "no history for these \(days) days yet"
            }
            buffer.setString(x: area.x, y: area.y + area.height / 2, DisplayWidth.fit(text, to: area.width, alignment: .center),
                             style: theme.label, maxWidth: area.width)
            return
        }
        func doubles(_ values: [(day: RateDay, value: Decimal?)]) -> [Double] {
            values.map { $0.value.map { NSDecimalNumber(decimal: $0).doubleValue } ?? .nan }
        }
        let middle = (low + high) / 2
        var chart = LineChart(
            values: doubles(first.values), maxLabel: RateFormat.twoDecimals(high), midLabel: RateFormat.twoDecimals(middle),
            minLabel: RateFormat.twoDecimals(low),
            startLabel: first.values.first.map { dayLabel($0.day) } ?? "",
            endLabel: first.values.last.map { dayLabel($0.day) } ?? "",
            lineStyle: first.style, labelStyle: theme.label, mode: theme.ascii ? .blocks : .braille)
        chart.overlays = drawn.dropFirst().map { LineChart.Overlay(values: doubles($0.values), style: $0.style) }
        chart.render(area: area, buffer: &buffer)
    }

    /// "━ PrivatBank buy  ━ PrivatBank sale  ━ NBU", each in its line's style.
    func legend(_ labels: CurrencyDetailLabels = .sets[0]) -> Line {
        let mark = theme.ascii ? "-" : "━"
        return Line(series(labels).flatMap { [Span("\(mark) ", style: $0.style), Span($0.name + "  ", style: theme.label)] })
    }

    /// The widest label set whose period lines each fit on one row of `width` columns (the shortest set when none
    /// does: its lines then break between their numbers), with today's sources short when their full names make
    /// today's line wider than `width`.
    func labels(width: Int) -> CurrencyDetailLabels {
        func fits(_ labels: CurrencyDetailLabels, _ lines: [(lead: Span, atoms: [[Span]], separator: Span)]) -> Bool {
            lines.allSatisfy {
                AtomRows.fitsOneRow(leadWidth: labels.leadWidth, atoms: $0.atoms, separator: $0.separator, width: width)
            }
        }
        var labels = CurrencyDetailLabels.sets.first { fits($0, periodAtomLines($0)) }
            ?? CurrencyDetailLabels.sets[CurrencyDetailLabels.sets.count - 1]
        labels.shortSources = !fits(labels, todayAtomLines(labels))
        return labels
    }

    /// The period's lines, today's quotes and the history's notes, in rows of `width` columns: a line too wide
    /// breaks between its numbers, a reason too wide wraps between words.
    func footerLines(width: Int, labels: CurrencyDetailLabels? = nil) -> [Line] {
        let labels = labels ?? self.labels(width: width)
        var lines = atomLines(labels).flatMap {
            AtomRows.rows(lead: $0.lead, leadWidth: labels.leadWidth, atoms: $0.atoms, separator: $0.separator, width: width)
        }
        switch history {
        case .loading: lines.append(Line("loading history…", style: theme.label))
        case .unavailable(let reason):
            let text = TerminalText.sanitize(reason)
            let said = text.hasPrefix("history unavailable") ? text : "history unavailable: \(text)"
            lines += Paragraph.wrapped([Line(said, style: theme.error)], width: width)
        case .loaded(let history):
            lines += Paragraph.wrapped(history.notes.map { Line($0, style: theme.label) }, width: width)
        }
        return lines
    }

    /// The footer's number lines as a lead and whole atoms: one per series with a period, then today's quotes.
    private func atomLines(_ labels: CurrencyDetailLabels) -> [(lead: Span, atoms: [[Span]], separator: Span)] {
        periodAtomLines(labels) + todayAtomLines(labels)
    }

    /// One line per series with a period: its name, then its numbers.
    private func periodAtomLines(_ labels: CurrencyDetailLabels) -> [(lead: Span, atoms: [[Span]], separator: Span)] {
        series(labels).compactMap { entry -> (lead: Span, atoms: [[Span]], separator: Span)? in
            guard let period = CurrencyPeriod(entry.values) else { return nil }
            return (Span(entry.name, style: theme.label), periodAtoms(period, labels), Span("  "))
        }
    }

    /// Today's line (none without quotes): "Today", then one atom per source; quotes not all from today (the
    /// embedded sample, an old cache) are "Latest" with their origin and day first ("Latest  sample 2025 · …",
    /// "Latest  cache 1 Dec · …").
    private func todayAtomLines(_ labels: CurrencyDetailLabels) -> [(lead: Span, atoms: [[Span]], separator: Span)] {
        guard let today, !today.quotes.isEmpty else { return [] }
        let separator = Span(" · ", style: theme.label)
        guard let origin = quotesOrigin(today) else {
            return [(Span("Today", style: theme.label), todayAtoms(today, labels), separator)]
        }
        return [(Span("Latest", style: theme.label), [[Span(origin, style: theme.label)]] + todayAtoms(today, labels), separator)]
    }

    /// nil when `comparison`'s quotes are from `now`'s day and not the sample (or there is no `now`); else their
    /// origin and day: `todayOrigin` as it is for the sample ("sample 2025"), with the latest quote's day otherwise
    /// ("cache 1 Dec", "1 Dec 2025").
    private func quotesOrigin(_ comparison: CurrencyComparison) -> String? {
        guard let now else { return nil }
        if let todayOrigin, todayOrigin.hasPrefix("sample") { return todayOrigin }
        guard let latest = comparison.quotes.map(\.fetchedAt).max(),
              comparison.quotes.contains(where: { RateDay($0.fetchedAt) != RateDay(now) }) else { return nil }
        return [todayOrigin, dayLabel(RateDay(latest))].compactMap { $0 }.joined(separator: " ")
    }

    /// `todayOrigin` for quotes of `origin`: "sample 2025" (its recorded date), "cache"; nil for live.
    static func originLabel(_ origin: DataOrigin) -> String? {
        switch origin {
        case .embeddedSample(let recordedOn): return "sample \(TerminalText.sanitize(recordedOn))"
        case .cache: return "cache"
        case .live: return nil
        }
    }

    /// "3 Dec", or "3 Dec 2025" when `day` is not in `now`'s year.
    private func dayLabel(_ day: RateDay) -> String {
        guard let now else { return DateFormat.shortDayMonth(day.noonUTC) }
        return DateFormat.shortDayMonth(day.noonUTC, now: now)
    }

    /// "41.10 → 41.85", "+0.75 (+1.82%)", "low 41.05 3 Nov" (or "↓41.05 3 Nov"), "high 41.90 28 Nov".
    private func periodAtoms(_ period: CurrencyPeriod, _ labels: CurrencyDetailLabels) -> [[Span]] {
        let direction = PercentFormat.direction(of: period.change)
        let sign = period.change > 0 ? "+" : ""
        let percent = period.changePercent.map { " (\(PercentFormat.signed($0)))" } ?? ""
        let marks = labels.lowHigh(ascii: theme.ascii)
        return [
            [Span("\(RateFormat.twoDecimals(period.first.value)) → \(RateFormat.twoDecimals(period.last.value))")],
            [Span("\(sign)\(RateFormat.twoDecimals(period.change))\(percent)", style: theme.change(direction))],
            [Span(marks.low, style: theme.label),
             Span("\(RateFormat.twoDecimals(period.low.value)) \(dayLabel(period.low.day))")],
            [Span(marks.high, style: theme.label),
             Span("\(RateFormat.twoDecimals(period.high.value)) \(dayLabel(period.high.day))")],
        ]
    }

    /// "Today  PrivatBank cash 41.25/41.85 · PrivatBank card 41.35/41.75 · Monobank 41.30/41.80 · NBU 41.4228"
    /// on one line, the best buy and best sale in bold.
    func todayLine(_ comparison: CurrencyComparison) -> Line {
        let labels = CurrencyDetailLabels.sets[0]
        return AtomRows.rows(lead: Span("Today", style: theme.label), leadWidth: labels.leadWidth,
                             atoms: todayAtoms(comparison, labels), separator: Span(" · ", style: theme.label), width: .max)[0]
    }

    /// One atom per quote: "PrivatBank cash 41.25/41.85" (or "Privat cash …"), "NBU 41.4228".
    private func todayAtoms(_ comparison: CurrencyComparison, _ labels: CurrencyDetailLabels) -> [[Span]] {
        let bestBuy = comparison.bestBuy, bestSale = comparison.bestSale
        return comparison.quotes.map { quote in
            var spans = [Span(labels.sourceName(quote.source) + " ", style: theme.label)]
            if quote.source.isBank {
                let buy = quote.quote.buy, sale = quote.quote.sale
                spans.append(Span(buy.map(RateFormat.twoDecimals) ?? PlainText.absent,
                                  style: bestBuy?.source == quote.source ? theme.title : .plain))
                spans.append(Span("/"))
                spans.append(Span(sale.map(RateFormat.twoDecimals) ?? PlainText.absent,
                                  style: bestSale?.source == quote.source ? theme.title : .plain))
            } else {
                spans.append(Span(quote.quote.rate.map(RateFormat.fullPrecision) ?? PlainText.absent))
            }
            return spans
        }
    }
}
