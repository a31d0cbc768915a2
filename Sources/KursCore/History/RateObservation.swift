public import Foundation

/// Whose rates a history row holds (the `source` column; `kurs history --source`).
public enum HistorySource: String, CaseIterable, Sendable, Hashable {
    /// PrivatBank cash rates (`coursid=5`) and its archive (`exchange_rates`: its cash rates, the NBU rate as `rate`).
    case privatbank
    /// PrivatBank card rates (`coursid=11`).
    case privatbankCard = "privatbank-card"
    /// NBU official rates (`rate`).
    case nbu
    /// Monobank (`buy`, `sale`, the cross rate as `rate`).
    case monobank
}

/// One observed rate of one currency on one day, in UAH per 1 unit, as stored: every live fetch of a rates source
/// and every archive day fetched by the backfill.
public struct RateObservation: Equatable, Sendable {
    /// Whose rate it is.
    public var source: HistorySource
    /// The currency priced (in UAH).
    public var currency: CurrencyCode
    /// The day the rate is for (the source's own date when it has one, else the Kyiv day of the fetch).
    public var day: RateDay
    /// The bank's buying price; nil when the source has none.
    public var buy: Decimal?
    /// The bank's selling price; nil when the source has none.
    public var sale: Decimal?
    /// The official (NBU), NB (archive) or cross (Monobank) rate; nil when the source has none.
    public var rate: Decimal?
    /// The source's own time for the rate (Monobank's `date`), if it gives one.
    public var sourceTime: Date?
    /// When the data left the API.
    public var fetchedAt: Date

    /// An observation; see the properties.
    public init(source: HistorySource, currency: CurrencyCode, day: RateDay, buy: Decimal? = nil, sale: Decimal? = nil,
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
public struct HistoryDay: Equatable, Sendable {
    /// The day.
    public var day: RateDay
    /// The buying price; nil when unknown.
    public var buy: Decimal?
    /// The selling price; nil when unknown.
    public var sale: Decimal?
    /// The official / NB / cross rate; nil when unknown.
    public var rate: Decimal?
    /// When the observation shown was fetched; nil when nothing is stored.
    public var fetchedAt: Date?

    /// A day with these values (all nil: nothing stored).
    public init(day: RateDay, buy: Decimal? = nil, sale: Decimal? = nil, rate: Decimal? = nil, fetchedAt: Date? = nil) {
        self.day = day
        self.buy = buy
        self.sale = sale
        self.rate = rate
        self.fetchedAt = fetchedAt
    }

    /// True when the day has at least one value.
    public var hasValue: Bool { buy != nil || sale != nil || rate != nil }
}
