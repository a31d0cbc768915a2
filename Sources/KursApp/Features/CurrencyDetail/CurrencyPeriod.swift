import Foundation
import KursCore

/// One series of a currency's period (PrivatBank's sale, the NBU rate…): its first and last known values, the
/// change between them and its low and high with their days. Pure; exact Decimal arithmetic.
struct CurrencyPeriod: Equatable, Sendable {
    /// A known value and its day.
    struct Point: Equatable, Sendable {
        var day: RateDay
        var value: Decimal
    }

    /// The first day with a value.
    var first: Point
    /// The last day with a value.
    var last: Point
    /// The lowest value (the earliest day of it).
    var low: Point
    /// The highest value (the earliest day of it).
    var high: Point

    /// `last - first`, UAH per 1 unit.
    var change: Decimal { last.value - first.value }
    /// The change in percent of `first` (nil when `first` is 0).
    var changePercent: Decimal? { first.value.isZero ? nil : change / first.value * 100 }

    /// The period of `values` (one per day, nil where none); nil when no day has a value.
    init?(_ values: [(day: RateDay, value: Decimal?)]) {
        let known = values.compactMap { entry in entry.value.map { Point(day: entry.day, value: $0) } }
        guard let first = known.first, let last = known.last else { return nil }
        self.first = first
        self.last = last
        low = known.reduce(first) { $1.value < $0.value ? $1 : $0 }
        high = known.reduce(first) { $1.value > $0.value ? $1 : $0 }
    }
}
