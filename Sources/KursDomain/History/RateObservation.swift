package import Foundation

/// Whose rates a history row holds (the `source` column; `kurs history --source`): the id of a registry source
/// with the `.history` role (`SourceRegistry.ids(.history)`: PrivatBank cash and card, NBU, Monobank).
package typealias HistorySource = SourceID

/// One observed rate of one currency on one day, in UAH per 1 unit, as stored: every live fetch of a rates source
/// and every archive day fetched by the backfill.
package struct RateObservation: Equatable, Sendable {
    /// Whose rate it is.
    package var source: HistorySource
    /// The currency priced (in UAH).
    package var currency: CurrencyCode
    /// The day the rate is for (the source's own date when it has one, else the Kyiv day of the fetch).
    package var day: RateDay
    /// The bank's buying price; nil when the source has none.
    package var buy: Decimal?
    /// The bank's selling price; nil when the source has none.
    package var sale: Decimal?
    /// The official (NBU), NB (archive) or cross (Monobank) rate; nil when the source has none.
    package var rate: Decimal?
    /// The source's own time for the rate (Monobank's `date`), if it gives one.
    package var sourceTime: Date?
    /// When the data left the API.
    package var fetchedAt: Date

    /// An observation; see the properties.
    package init(source: HistorySource, currency: CurrencyCode, day: RateDay, buy: Decimal? = nil, sale: Decimal? = nil,
                rate: Decimal? = nil, sourceTime: Date? = nil, fetchedAt: Date) {
        self.source = source
        self.currency = currency
        self.day = day
        self.buy = buy
        self.sale = sale
        self.rate = rate
        self.sourceTime = sourceTime
        self.fetchedAt = fetchedAt
    }
}

/// One day of the history of one currency from one source: the latest observation of that day, or nils.
package struct HistoryDay: Equatable, Sendable {
    /// The day.
    package var day: RateDay
    /// The buying price; nil when unknown.
    package var buy: Decimal?
    /// The selling price; nil when unknown.
    package var sale: Decimal?
    /// The official / NB / cross rate; nil when unknown.
    package var rate: Decimal?
    /// When the observation shown was fetched; nil when nothing is stored.
    package var fetchedAt: Date?

    /// A day with these values (all nil: nothing stored).
    package init(day: RateDay, buy: Decimal? = nil, sale: Decimal? = nil, rate: Decimal? = nil, fetchedAt: Date? = nil) {
        self.day = day
        self.buy = buy
        self.sale = sale
        self.rate = rate
        self.fetchedAt = fetchedAt
    }

    /// True when the day has at least one value.
    package var hasValue: Bool { buy != nil || sale != nil || rate != nil }
}
