public import Foundation

/// The CoinGecko markets list in one vs currency as a timeline: one entry per fetch, reloaded `interval`
/// seconds later (`RefreshSchedule.coingeckoMarkets`, default 1 hour, at least 5 minutes).
///
/// Source: CoinGecko `GET /coins/markets?vs_currency=…&sparkline=true&price_change_percentage=24h`, through
/// `source`. Prices are in units of `vsCurrency` per 1 coin.
public struct MarketsProvider: TimelineProvider {
    /// The data layer (`DataRepository`, or a fake in tests).
    public let source: any MarketDataSource
    /// The vs currency, lower case ("usd").
    public let vsCurrency: String
    /// When to reload.
    public let schedule: RefreshSchedule

    /// - Parameter interval: seconds between reloads (clamped to at least 300).
    public init(source: any MarketDataSource, vsCurrency: String, interval: TimeInterval = 3600) {
        self.source = source
        self.vsCurrency = vsCurrency
        self.schedule = .coingeckoMarkets(interval: interval)
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<DecodedList<Coin>> { .placeholder }

    /// The cached or embedded list (`snapshotMarkets`); nil when there is none.
    public func snapshot() -> SourceEntry<DecodedList<Coin>>? {
        source.snapshotMarkets(vsCurrency: vsCurrency).map(SourceEntry.loaded)
    }

    /// Fetches the list: one entry dated `now`, policy `.after(now + interval)`.
    /// - Throws: the `FetchError` of `fetchMarkets` (`.rateLimited` on HTTP 429).
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<DecodedList<Coin>>> {
        .fetched(try await source.fetchMarkets(vsCurrency: vsCurrency), now: now, schedule: schedule)
    }
}
