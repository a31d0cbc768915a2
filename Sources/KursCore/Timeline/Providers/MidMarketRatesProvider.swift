public import Foundation

/// open.er-api mid-market rates for one base currency as a timeline: one entry per fetch, reloaded at the
/// response's `time_next_update_unix` plus 2 minutes (`RefreshSchedule.erapi`; 1 hour when that is past).
///
/// Source: open.er-api `GET /v6/latest/{base}`, through `source`. `rates[code]` is units of `code` per
/// 1 unit of `base`.
public struct MidMarketRatesProvider: TimelineProvider {
    /// The data layer (`DataRepository`, or a fake in tests).
    public let source: any MarketDataSource
    /// The base currency.
    public let base: CurrencyCode
    /// When to reload (default: the provider's announced next update + 120 s).
    public var schedule: RefreshSchedule

    /// A provider of `base`'s rates from `source`, reloaded by `schedule`.
    public init(source: any MarketDataSource, base: CurrencyCode, schedule: RefreshSchedule = .erapi) {
        self.source = source
        self.base = base
        self.schedule = schedule
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<MidMarketRates> { .placeholder }

    /// The cached or embedded rates (`snapshotMidMarketRates`; the embedded sample is USD only); nil when
    /// there are none.
    public func snapshot() -> SourceEntry<MidMarketRates>? {
        source.snapshotMidMarketRates(base: base).map(SourceEntry.loaded)
    }

    /// Fetches the rates: one entry dated `now`, policy `.after(rates.nextUpdate + 120 s)`.
    /// - Throws: the `FetchError` of `fetchMidMarketRates` (`.apiError` for an unsupported code).
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<MidMarketRates>> {
        let fetched = try await source.fetchMidMarketRates(base: base)
        return .fetched(fetched, now: now, schedule: schedule, facts: ResponseFacts(nextUpdate: fetched.value.nextUpdate))
    }
}
