public import Foundation

/// One CoinGecko coin's detail (description, links) as a timeline: one entry per fetch, reloaded 24 hours
/// later (`RefreshSchedule.coinDetail`).
///
/// Source: CoinGecko `GET /coins/{id}?localization=false&…`, through `source`.
public struct CoinDetailProvider: TimelineProvider {
    /// The data layer (`DataRepository`, or a fake in tests).
    public let source: any MarketDataSource
    /// The CoinGecko coin id ("bitcoin").
    public let id: String
    /// When to reload (default: every 24 hours).
    public var schedule: RefreshSchedule

    /// A provider of coin `id`'s detail from `source`, reloaded by `schedule`.
    public init(source: any MarketDataSource, id: String, schedule: RefreshSchedule = .coinDetail) {
        self.source = source
        self.id = id
        self.schedule = schedule
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<CoinDetail> { .placeholder }

    /// The cached or embedded detail (`snapshotCoinDetail`; the embedded sample is bitcoin only); nil when
    /// there is none.
    public func snapshot() -> SourceEntry<CoinDetail>? {
        source.snapshotCoinDetail(id: id).map(SourceEntry.loaded)
    }

    /// Fetches the detail: one entry dated `now`, policy `.after(now + 24 h)`.
    /// - Throws: the `FetchError` of `fetchCoinDetail` (`.notFound` for an unknown id).
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<CoinDetail>> {
        .fetched(try await source.fetchCoinDetail(id: id), now: now, schedule: schedule)
    }
}
