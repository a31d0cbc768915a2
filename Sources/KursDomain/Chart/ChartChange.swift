package import Foundation

/// How much a series moved over its period: from its first point to its last, as served.
package struct ChartChange: Equatable, Sendable {
    /// Last value − first value (in the series' unit, e.g. USD per 1 coin), exact.
    package var absolute: Decimal
    /// `absolute` in percent of the first value (2 decimals, see `PercentageOf`); nil when the first value is 0.
    package var percentage: Decimal?

    /// The change from `first` to `last`.
    package init(from first: Decimal, to last: Decimal) {
        absolute = last - first
        percentage = PercentageOf.value(absolute, of: first)
    }
}
