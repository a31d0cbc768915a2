package import Foundation

/// One point of a CoinGecko chart series: a time and a value (a price in the vs currency per 1 coin, a market cap
/// or a 24 h volume in the vs currency), exact from the JSON text.
package struct ChartPoint: Equatable, Hashable, Sendable {
    /// When the value was taken (the series' milliseconds since 1970, as served).
    package var date: Date
    /// The value, exact from the JSON number's text.
    package var value: Decimal

    /// A point at `date` with `value`.
    package init(date: Date, value: Decimal) {
        self.date = date
        self.value = value
    }

    /// The time as CoinGecko sends it: milliseconds since 1970 (for JSON `[ms, price]` pairs).
    package var milliseconds: Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }

    /// The value as a `Double`, for drawing only (never for money arithmetic): the nearest `Double` to the exact
    /// decimal (parsed from its text; `NSDecimalNumber.doubleValue` can be off in the last digits).
    package var doubleValue: Double { Double(value.description) ?? NSDecimalNumber(decimal: value).doubleValue }
}
