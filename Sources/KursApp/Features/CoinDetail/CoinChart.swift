import Foundation
import KursCore
import TerminalUI

/// A coin detail's price chart over its range: a `LineChart` of the series with max / mid / min labels and the start
/// and end dates, green when the last price is above the first, red otherwise. The series is CoinGecko's
/// `/coins/{id}/market_chart` for the range, or for 7 days while that is not loaded the markets row's sparkline.
/// The period's high and low are marked on the plot ("▲ $87,160.00" / "▼ $80,230.00", "^" / "v" in ASCII) in the
/// accent colour.
package enum CoinChart {
    /// The chart of `chart` (its prices; nil without any): the dates as `range` reads ("26 Sep", "26 Sep 14:05"
    /// for 24 h, in `timeZone`).
    /// - Parameter currencySymbol: put before the axis labels, e.g. "$".
    static func lineChart(for chart: MarketChart, range: ChartRange, currencySymbol: String, timeZone: TimeZone = .gmt,
                          theme: PaneTheme) -> LineChart? {
        let values = chart.prices.map(\.doubleValue)
        let finite = values.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max(), let first = chart.prices.first, let last = chart.prices.last
        else { return nil }
        var line = LineChart(
            values: values,
            maxLabel: axisLabel(high, currencySymbol: currencySymbol),
            midLabel: axisLabel((high + low) / 2, currencySymbol: currencySymbol),
            minLabel: axisLabel(low, currencySymbol: currencySymbol),
            startLabel: dateLabel(first.date, range: range, timeZone: timeZone, reference: last.date),
            endLabel: dateLabel(last.date, range: range, timeZone: timeZone, reference: last.date),
            lineStyle: theme.change(last.value > first.value ? .up : .down),
            labelStyle: theme.label,
            mode: theme.ascii ? .blocks : .braille)
        line.markers = extremeMarkers(of: chart, currencySymbol: currencySymbol, theme: theme)
        return line
    }

    /// Markers on the chart's high ("▲ $87,160.00", else "▲") and low ("▼ $80,230.00", else "▼"); "^" and "v" in
    /// ASCII; bold in the accent colour. The high alone for a flat series.
    static func extremeMarkers(of chart: MarketChart, currencySymbol: String, theme: PaneTheme) -> [LineChart.Marker] {
        guard let high = chart.high, let low = chart.low,
              let highIndex = chart.prices.firstIndex(of: high), let lowIndex = chart.prices.firstIndex(of: low)
        else { return [] }
        let style = theme.colors ? Style(foreground: theme.accentColor, modifiers: .bold) : Style(modifiers: .bold)
        func marker(_ point: ChartPoint, at index: Int, symbol: String) -> LineChart.Marker {
            LineChart.Marker(index: index, labels: [symbol + " " + PriceFormat.string(point.value, prefix: currencySymbol), symbol],
                             style: style)
        }
        let highMarker = marker(high, at: highIndex, symbol: theme.ascii ? "^" : "▲")
        return high.value == low.value ? [highMarker] : [highMarker, marker(low, at: lowIndex, symbol: theme.ascii ? "v" : "▼")]
    }

    /// The chart of the markets row's 7-day sparkline (`sparklineSeries`); without a date (no `lastUpdated`, no
    /// `fetchedAt`) the date labels stay empty. Nil without a series.
    static func lineChart(for coin: Coin, fetchedAt: Date?, currencySymbol: String, timeZone: TimeZone = .gmt,
                          theme: PaneTheme) -> LineChart? {
        guard let series = sparklineSeries(of: coin, fetchedAt: fetchedAt),
              var chart = lineChart(for: series, range: .week, currencySymbol: currencySymbol, timeZone: timeZone, theme: theme)
        else { return nil }
        if coin.lastUpdated ?? fetchedAt == nil { (chart.startLabel, chart.endLabel) = ("", "") }
        return chart
    }

    /// The markets row's 7-day sparkline as a chart series: its points spread evenly over the 7 days ending at
    /// the coin's `lastUpdated` (else `fetchedAt`, else 1970: undated), each value the exact decimal of the
    /// point's shortest text. Nil without a series.
    static func sparklineSeries(of coin: Coin, fetchedAt: Date?) -> MarketChart? {
        let values = (coin.sparkline7d ?? []).filter(\.isFinite)
        let end = coin.lastUpdated ?? fetchedAt ?? Date(timeIntervalSince1970: 0)
        guard !values.isEmpty else { return nil }
        let step = values.count > 1 ? 7 * 86_400 / Double(values.count - 1) : 0
        let start = end.addingTimeInterval(-7 * 86_400)
        let points = values.enumerated().compactMap { index, value -> ChartPoint? in
            Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")).map {
                ChartPoint(date: values.count > 1 ? start.addingTimeInterval(Double(index) * step) : end, value: $0)
            }
        }
        return MarketChart(prices: points)
    }

    /// "26 Sep" for ranges of days, "26 Sep 14:05" for the 24-hour chart (in `timeZone`); "28 Apr 2013" when the
    /// date is not in `reference`'s year (the chart's last point: a `max` chart's first day).
    static func dateLabel(_ date: Date, range: ChartRange, timeZone: TimeZone, reference: Date? = nil) -> String {
        let day = reference.map { DateFormat.shortDayMonth(date, now: $0, timeZone: timeZone) }
            ?? DateFormat.shortDayMonth(date, timeZone: timeZone)
        return range == .day ? day + " " + ClockText.hourMinute(date, timeZone: timeZone) : day
    }

    /// An axis label: abbreviated from 1 up ("$69.09K"), small prices with their significant digits
    /// ("$0.000000631917"). The chart's values are already binary doubles; the label goes through their
    /// shortest decimal text, so no digits are invented.
    package static func axisLabel(_ value: Double, currencySymbol: String) -> String {
        guard let decimal = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) else { return "" }
        return abs(value) >= 1 ? NumberAbbreviation.string(decimal, prefix: currencySymbol)
            : PriceFormat.string(decimal, prefix: currencySymbol)
    }
}
