import Foundation
import KursCore
import TerminalUI

/// What the coin detail's chart shows for its range: the series, or why there is none.
enum CoinChartState: Equatable, Sendable {
    /// A series to draw (CoinGecko `/coins/{id}/market_chart`, or the markets row's 7-day sparkline).
    case series(MarketChart)
    /// Being fetched for the first time: "loading the 1y chart…".
    case loading
    /// Nothing to draw, and why: "rate limited, retry 14:05", "not available offline", "timed out".
    case unavailable(reason: String)

    /// The line shown in the chart's place: "loading the 1y chart…", "no data for 1y: rate limited, retry 14:05";
    /// nil for a series.
    func message(range: ChartRange) -> String? {
        switch self {
        case .series: return nil
        case .loading: return "loading the \(range.label) chart…"
        case .unavailable(let reason): return "no data for \(range.label): \(reason)"
        }
    }
}

/// The line above a coin chart: the ranges with the shown one in brackets ("24h [7d] 30d 90d 1y max", keys 1–6),
/// then the period's high and low with their dates and the change over the period ("high $87,160.00 22 Sep ·
/// low $80,230.00 19 Sep · ▲ 4.81%").
struct CoinChartHeader: Sendable {
    /// The range shown.
    var range: ChartRange
    /// The series shown (nil: only the ranges).
    var chart: MarketChart?
    /// Put before money values, e.g. "$".
    var currencySymbol: String
    /// The dates' time zone.
    var timeZone: TimeZone
    /// The high's and low's dates are shown (false for a sparkline without a date).
    var showsDates = true
    /// Styles to draw with.
    var theme: PaneTheme

    /// The ranges, the shown one in brackets and highlighted.
    var selector: Line {
        var spans: [Span] = []
        for (index, candidate) in ChartRange.allCases.enumerated() {
            if index > 0 { spans.append(Span(" ")) }
            spans.append(candidate == range
                ? Span("[\(candidate.label)]", style: theme.title) : Span(candidate.label, style: theme.label))
        }
        return Line(spans)
    }

    /// "high $87,160.00 22 Sep · low $80,230.00 19 Sep · ▲ 4.81%", then shorter forms (without the dates, the
    /// change alone) for narrow panes; empty without a series.
    var summaries: [Line] {
        guard let chart, let high = chart.high, let low = chart.low, let change = chart.change else { return [] }
        let last = chart.prices.last?.date
        let date: (ChartPoint) -> String = { point in
            " " + CoinChart.dateLabel(point.date, range: range, timeZone: timeZone, reference: last)
        }
        let move = theme.changeSpan(change.percentage)
        func form(dates: Bool) -> Line {
            Line([
                Span("high ", style: theme.label), Span(PriceFormat.string(high.value, prefix: currencySymbol)),
                Span(dates ? date(high) : "", style: theme.label),
                Span(" · low ", style: theme.label), Span(PriceFormat.string(low.value, prefix: currencySymbol)),
                Span(dates ? date(low) : "", style: theme.label), Span(" · ", style: theme.label), move,
            ])
        }
        return (showsDates ? [form(dates: true)] : []) + [form(dates: false), Line([move])]
    }

    /// Draws the selector at the left of `row` and the longest summary that fits right-aligned after it.
    func render(row: Rect, buffer: inout Buffer) {
        guard !row.isEmpty else { return }
        let selector = self.selector
        buffer.setLine(x: row.x, y: row.y, selector.truncated(to: row.width))
        guard let summary = summaries.first(where: { selector.width + 2 + $0.width <= row.width }) else { return }
        buffer.setLine(x: row.right - summary.width, y: row.y, summary)
    }
}
