import Foundation
import KursCore
import TerminalUI

/// The 7-day price chart of a coin detail: a `LineChart` of `Coin.sparkline7d` with max / mid / min labels
/// and the start and end dates, green when the last price is above the first, red otherwise.
enum CoinChart {
    /// The chart, or nil when the coin has no series (nil or empty): show "no chart data" instead.
    /// - Parameters:
    ///   - fetchedAt: when the markets list was fetched; the end date when the coin has no `lastUpdated`.
    ///   - currencySymbol: put before the axis labels, e.g. "$".
    static func lineChart(for coin: Coin, fetchedAt: Date?, currencySymbol: String,
                                 theme: PaneTheme) -> LineChart? {
        let values = (coin.sparkline7d ?? []).filter(\.isFinite)
        guard let low = values.min(), let high = values.max(), let first = values.first, let last = values.last
        else { return nil }
        var labels = ["", ""]
        if let end = coin.lastUpdated ?? fetchedAt {
            labels = [DateFormat.shortDayMonth(end.addingTimeInterval(-7 * 86_400)), DateFormat.shortDayMonth(end)]
        }
        return LineChart(
            values: values,
            maxLabel: axisLabel(high, currencySymbol: currencySymbol),
            midLabel: axisLabel((high + low) / 2, currencySymbol: currencySymbol),
            minLabel: axisLabel(low, currencySymbol: currencySymbol),
            startLabel: labels[0], endLabel: labels[1],
            lineStyle: theme.change(last > first ? .up : .down),
            labelStyle: theme.label,
            mode: theme.ascii ? .blocks : .braille)
    }

    /// An axis label: abbreviated from 1 up ("$69.09K"), small prices with their significant digits
    /// ("$0.000000631917"). The chart's values are already binary doubles; the label goes through their
    /// shortest decimal text, so no digits are invented.
    static func axisLabel(_ value: Double, currencySymbol: String) -> String {
        guard let decimal = Decimal(string: "\(value)", locale: Locale(identifier: "en_US_POSIX")) else { return "" }
        return abs(value) >= 1 ? NumberAbbreviation.string(decimal, prefix: currencySymbol)
            : PriceFormat.string(decimal, prefix: currencySymbol)
    }
}
