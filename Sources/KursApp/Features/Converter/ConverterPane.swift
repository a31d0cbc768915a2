import Foundation
import KursCore
import TerminalUI

/// The currency converter in a bordered pane. Pure: it draws `state` with names from `rates`.
///
/// Full layout (content at least 36 columns × 5 rows): "From" with the amount as typed and the currency
/// (code, symbol, name); "To" with the result (grouped, the target's minor units) and the currency; the
/// rate line ("1 USD = 41.25 UAH · PrivatBank buy · 14:00" or "… · mid-market · open.er-api 19 Aug"); the
/// inverse rate; the fallback note when bank pricing fell back to mid-market; the input error in red; the
/// quick picks as numbered buttons; a key hint line. Lines of low priority (hints, blank lines, inverse
/// rate, quick picks) are dropped first when rows run short. Smaller areas show "100 USD = 4,125.00 UAH",
/// the rate line (wrapped) and the error. The open picker covers the pane below the field it edits.
struct ConverterPane: Widget, Sendable {
    /// What to show.
    var state: ConverterState
    /// Names and fetch times of the rates (`ConverterRates.bank.fetchedAt` gives the rate line's time).
    var rates: ConverterRates
    /// Whether the pane has the keyboard focus (highlighted border, field and cursor).
    var focused: Bool
    /// The time zone of the bank rate time in the rate line ("· 14:00").
    var timeZone: TimeZone
    /// Colours and ASCII fallbacks (`NO_COLOR`).
    var theme: PaneTheme

    /// A converter pane; see the properties for the meaning of each input.
    init(state: ConverterState, rates: ConverterRates, focused: Bool = false,
                timeZone: TimeZone = .current, theme: PaneTheme = PaneTheme()) {
        self.state = state
        self.rates = rates
        self.focused = focused
        self.timeZone = timeZone
        self.theme = theme
    }

    /// Content narrower or lower than this uses the compact layout, in columns / rows.
    static let fullWidth = 36
    static let fullHeight = 5

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let mode = state.hryvniaSource?.displayName ?? (state.mode == .bank ? "bank" : "mid-market")
        let block = Block(title: Line("Converter"), rightTitle: Line(mode, style: theme.label),
                          borderStyle: theme.border(focused: focused), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        let compact = content.width < Self.fullWidth || content.height < Self.fullHeight
        let lines = compact ? compactLines(width: content.width) : fullLines(width: content.width)
        let shown = ConverterLines.fit(lines, height: content.height)
        for (row, entry) in shown.enumerated() {
            buffer.setLine(x: content.x, y: content.y + row, entry.line.truncated(to: content.width),
                           maxWidth: content.width)
        }
        if let picker = state.picker {
            let pickerView = ConverterPickerView(picker: picker, theme: theme)
            if compact {
                pickerView.renderCompact(area: content, buffer: &buffer)
            } else {
                let fieldRow = shown.firstIndex { $0.tag == picker.target } ?? 0
                let top = content.y + fieldRow + 1
                pickerView.render(area: Rect(x: area.x, y: top, width: area.width, height: area.bottom - top),
                                  buffer: &buffer)
            }
        }
    }

    // MARK: Lines

    /// The lines of the full layout, with their priorities.
    func fullLines(width: Int) -> [ConverterLines.Entry] {
        var entries: [ConverterLines.Entry] = [
            .init(fromLine(width: width), priority: 10, tag: .from),
            .init(toLine(width: width), priority: 10, tag: .to),
            .init(.empty, priority: 3),
        ]
        if let conversion = state.conversion {
            let rate = ConverterRateText.rateLine(conversion, rates: sourceStamp, timeZone: timeZone)
            entries.append(.init(ConverterLineBreak.rateRows(rate, width: width).map { Line($0) }, priority: 8))
            entries.append(.init(Line(ConverterRateText.inverseLine(conversion), style: theme.label), priority: 5))
            if let note = conversion.fallbackNote {
                entries.append(.init(Line(note, style: theme.label), priority: 7))
            }
        }
        if let error = errorLine { entries.append(.init(error, priority: 9)) }
        entries.append(.init(.empty, priority: 2))
        entries.append(.init(quickPickLines(width: width), priority: 6))
        let hints = ConverterLineBreak.rows(Self.hints, separator: "  ", width: width)
        entries.append(.init(hints.map { Line($0, style: theme.label) }, priority: 1))
        return entries
    }

    /// The line under the conversion: the input's or the conversion's error; "loading…" instead of "no rate" while
    /// no rate has arrived at all yet (a first start's fetches under way: nothing is missing, it is coming).
    var errorLine: Line? {
        guard let error = state.inputError else { return nil }
        let waiting = state.hryvniaSource == nil && rates.bank == nil && rates.midMarket == nil
            && error == ConversionError.noRate(from: state.from, to: state.to).reason
        return waiting ? Line("loading…", style: theme.label) : Line(error, style: theme.error)
    }

    /// When and where from the rates priced with are: the chosen hryvnia source's, else PrivatBank's.
    var sourceStamp: (fetchedAt: Date, origin: DataOrigin)? {
        if let source = state.hryvniaSource, let prices = rates.hryvnia[source] { return (prices.fetchedAt, prices.origin) }
        return rates.bank.map { ($0.fetchedAt, $0.origin) }
    }

    /// The key hints of the full layout, broken between hints when the row is narrow.
    static let hints = ["↑↓ field", "f/t currency", "s swap", "m mode"]

    /// The lines of the compact layout: the summary, the rate line wrapped, the error.
    func compactLines(width: Int) -> [ConverterLines.Entry] {
        var entries: [ConverterLines.Entry] = []
        if let conversion = state.conversion, state.inputError == nil {
            entries.append(.init(Line(ConverterRateText.summary(conversion), style: theme.title), priority: 10))
        } else {
            // No result beside an error: the amount as typed, the pair and "—".
            let pending = "\(state.amountText) \(state.from) → \(state.to) = " + absentValue
            entries.append(.init(Line(pending), priority: 10))
        }
        if let conversion = state.conversion {
            let rate = ConverterRateText.rateLine(conversion, rates: sourceStamp, timeZone: timeZone)
            for row in Paragraph.wrapped([Line(rate)], width: width) { entries.append(.init(row, priority: 8)) }
        }
        if let error = errorLine { entries.append(.init(error, priority: 9)) }
        return entries
    }

    /// "From  100▏            USD $   US Dollar"; the amount in red while it is invalid.
    func fromLine(width: Int) -> Line {
        let editing = focused && state.picker == nil && state.field == .amount
        var amountStyle: Style = state.inputError == nil ? .plain : theme.error
        if editing && state.amountSelected && !state.amountText.isEmpty { amountStyle = amountStyle.with(.reverse) }
        var value = [Span(state.amountText, style: amountStyle)]
        if editing && !state.amountSelected { value.append(Span(" ", style: theme.highlight)) }
        return fieldLine(label: "From", value: value, code: state.from, field: .from, width: width)
    }

    /// "To    4,125.00         UAH ₴   Ukrainian Hryvnia"; "—" when there is no conversion.
    func toLine(width: Int) -> Line {
        return fieldLine(label: "To", value: [Span(result, style: theme.title)], code: state.to, field: .to,
                         width: width)
    }

    /// The result shown in "To": "—" when there is no conversion or the amount text is invalid (the
    /// conversion of the last valid amount is never shown next to the error).
    var result: String {
        guard state.inputError == nil, let conversion = state.conversion else { return absentValue }
        return conversion.formattedResult
    }

    /// A label (5 columns), a value column and the currency: code and symbol (8 columns), then the name — whole,
    /// or its last word when the row is narrow, or left out (`ConverterLineBreak.currencyName`).
    func fieldLine(label: String, value: [Span], code: CurrencyCode, field: ConverterField, width: Int) -> Line {
        let valueWidth = self.valueWidth(width: width)
        let valueLine = Line(value).truncated(to: valueWidth)
        let symbol = CurrencySymbols.symbol(for: code).map { " " + $0 } ?? ""
        let selected = focused && state.picker == nil && state.field == field
        var spans = [Span(DisplayWidth.pad(label, to: 6), style: theme.label)]
        spans += valueLine.spans
        spans.append(Span(String(repeating: " ", count: max(0, valueWidth - valueLine.width) + 2)))
        spans.append(Span(code.rawValue + symbol, style: selected ? theme.highlight : .plain))
        spans.append(Span(String(repeating: " ", count: max(1, 8 - DisplayWidth.of(code.rawValue + symbol)))))
        let room = width - 6 - valueWidth - 2 - max(8, DisplayWidth.of(code.rawValue + symbol) + 1)
        spans.append(Span(ConverterLineBreak.currencyName(rates.name(of: code), room: room), style: theme.label))
        return Line(spans)
    }

    /// Columns of the value column: wide enough for the amount (and its cursor) and the result, at least
    /// 12, leaving the currency code room.
    func valueWidth(width: Int) -> Int {
        let wanted = max(12, DisplayWidth.of(state.amountText) + 1, DisplayWidth.of(result))
        return max(1, min(wanted, width - 6 - 2 - 8))
    }

    /// "[1 USD] [2 EUR] …" on one row when the buttons fit, else "1 USD  2 EUR …" broken between picks over
    /// as many rows as they need; the current pair in bold.
    func quickPickLines(width: Int) -> [Line] {
        let picks = Array(state.quickPicks.prefix(9).enumerated())
        let buttons = picks.map { "[\($0.offset + 1) \($0.element)]" }
        let wide = DisplayWidth.of(buttons.joined(separator: " ")) <= width
        let texts = wide ? buttons : picks.map { "\($0.offset + 1) \($0.element)" }
        let separator = wide ? " " : "  "
        let rows = ConverterLineBreak.rows(texts, separator: separator, width: width)
        var next = 0
        return rows.map { row in
            var spans: [Span] = []
            var used = 0
            while next < picks.count, used < DisplayWidth.of(row) {
                if !spans.isEmpty { spans.append(Span(separator)); used += separator.count }
                let (_, code) = picks[next]
                let current = code == state.from || code == state.to
                spans.append(Span(texts[next], style: current ? theme.title : .plain))
                used += DisplayWidth.of(texts[next])
                next += 1
            }
            return Line(spans)
        }
    }
}

/// Lines with priorities, dropped lowest first when rows run short.
enum ConverterLines {
    struct Entry {
        /// The entry's rows (a rate line broken in two is one entry: kept or dropped whole).
        var lines: [Line]
        /// Higher stays longer.
        var priority: Int
        /// Which field the line shows, for placing the picker under it.
        var tag: ConverterField?

        init(_ line: Line, priority: Int, tag: ConverterField? = nil) {
            self.init([line], priority: priority, tag: tag)
        }

        init(_ lines: [Line], priority: Int, tag: ConverterField? = nil) {
            self.lines = lines
            self.priority = priority
            self.tag = tag
        }
    }

    /// The rows of the entries that fit in `height` rows, in order: while too many, the last entry of the
    /// lowest priority goes (whole).
    static func fit(_ entries: [Entry], height: Int) -> [(line: Line, tag: ConverterField?)] {
        var kept = entries
        while kept.reduce(0, { $0 + $1.lines.count }) > max(0, height), let lowest = kept.map(\.priority).min(),
              let index = kept.lastIndex(where: { $0.priority == lowest }) {
            kept.remove(at: index)
        }
        return kept.flatMap { entry in entry.lines.map { ($0, entry.tag) } }
    }
}
