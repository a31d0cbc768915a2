public import Foundation

/// PrivatBank cash (`coursid=5`) or card (`coursid=11`) rates as a timeline: one entry per fetch, reloaded
/// at the next full hour (`RefreshSchedule.privatBank`).
///
/// Source: PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5|11`, through `source`. Each rate is UAH
/// per 1 unit of the rate's currency.
public struct BankRatesProvider: TimelineProvider {
    /// The data layer (`DataRepository`, or a fake in tests).
    public let source: any MarketDataSource
    /// Cash or card rates.
    public let kind: PrivatBankRateKind
    /// When to reload (default: the next full hour).
    public var schedule: RefreshSchedule

    /// A provider of the `kind` rates from `source`, reloaded by `schedule`.
    public init(source: any MarketDataSource, kind: PrivatBankRateKind, schedule: RefreshSchedule = .privatBank) {
        self.source = source
        self.kind = kind
        self.schedule = schedule
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<DecodedList<BankRate>> { .placeholder }

    /// The cached or embedded rates (`snapshotBankRates`); nil when there are none.
    public func snapshot() -> SourceEntry<DecodedList<BankRate>>? {
        source.snapshotBankRates(kind).map(SourceEntry.loaded)
    }

    /// Fetches the rates: one entry dated `now`, policy `.after(next full hour after now)`.
    /// - Throws: the `FetchError` of `fetchBankRates`.
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<DecodedList<BankRate>>> {
        .fetched(try await source.fetchBankRates(kind), now: now, schedule: schedule)
    }
}
