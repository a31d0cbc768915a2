import Foundation
import KursApp
import KursCore
import TerminalUI

/// How `kurs chart` prints a `MarketChart`: a braille chart for a terminal (the dashboard's `LineChart` widget, its
/// axis labels made by `CoinChart.axisLabel`), TSV for a pipe.
enum ChartText {
    /// The chart's size on a terminal: `columns` wide (clamped to 30…200), 12 rows of plot plus the date row.
    static let plotRows = 12

    /// The summary line and the chart: "bitcoin · 7d · USD · high 65432.1 · low 60000 · change -12.5 (-0.02%)", then
    /// the plot with max / mid / min labels at the left and the first and last dates under it.
    static func picture(_ chart: MarketChart, id: String, range: ChartRange, vsCurrency: String, columns: Int) -> String {
        let values = chart.prices.map(\.doubleValue)
        let widget = LineChart(
            values: values,
            maxLabel: label(values.max()), midLabel: label(values.max().flatMap { high in values.min().map { (high + $0) / 2 } }),
            minLabel: label(values.min()),
            startLabel: chart.prices.first.map { dateLabel($0.date, range: range) } ?? "",
            endLabel: chart.prices.last.map { dateLabel($0.date, range: range) } ?? "",
            lineStyle: .plain, labelStyle: .plain, mode: .braille)
        let width = min(max(columns, 30), 200)
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: plotRows + 1))
        widget.render(area: buffer.area, buffer: &buffer)
        let lines = buffer.lines().map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
        return summary(chart, id: id, range: range, vsCurrency: vsCurrency) + "\n" + lines.joined(separator: "\n") + "\n"
    }

    /// "bitcoin · 7d · USD · high 65432.1 · low 60000 · change -12.5 (-0.02%)" (exact values, as served).
    static func summary(_ chart: MarketChart, id: String, range: ChartRange, vsCurrency: String) -> String {
        var parts = [id, range.label, vsCurrency.uppercased()]
        if let high = chart.high { parts.append("high \(high.value)") }
        if let low = chart.low { parts.append("low \(low.value)") }
        if let change = chart.change {
            let sign = change.absolute > 0 ? "+" : ""
            let percent = change.percentage.map { " (\($0 > 0 ? "+" : "")\($0)%)" } ?? ""
            parts.append("change \(sign)\(change.absolute)\(percent)")
        }
        return parts.joined(separator: " · ")
    }

    /// One line per price point, oldest first: "2026-09-26T14:00:00Z<TAB>65432.123" (ISO 8601 UTC, exact price).
    static func tsv(_ chart: MarketChart) -> String {
        chart.prices.map { "\(DateFormat.iso8601($0.date))\t\($0.value)\n" }.joined()
    }

    /// An axis label ("65.43K", "0.000631917"), "" without a value.
    private static func label(_ value: Double?) -> String {
        value.map { CoinChart.axisLabel($0, currencySymbol: "") } ?? ""
    }

    /// "26 Sep" for ranges of days, "26 Sep 14:05" (UTC) for the 1-day chart.
    private static func dateLabel(_ date: Date, range: ChartRange) -> String {
        let day = DateFormat.shortDayMonth(date)
        guard range == .day else { return day }
        return day + " " + String(DateFormat.iso8601(date).dropFirst(11).prefix(5))
    }
}
