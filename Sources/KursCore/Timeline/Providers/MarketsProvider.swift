public import Foundation

/// The CoinGecko markets list in one vs currency as a timeline: one entry per fetch, reloaded `interval`
/// seconds later (`RefreshSchedule.coingeckoMarkets`, default 1 hour, at least 5 minutes).
///
/// Source: CoinGecko `GET /coins/markets?vs_currency=…&sparkline=true&price_change_percentage=24h` (with
/// `per_page=N` or `ids=…` for the selection `coins`), through `source`. Prices are in units of `vsCurrency` per
/// 1 coin. Entries hold the list as answered; the rows are picked by `CoinSelection.select(from:)`.
public struct MarketsProvider: TimelineProvider {
    /// The data layer (`DataRepository`, or a fake in tests).
    public let source: any MarketDataSource
    /// The vs currency, lower case ("usd").
    public let vsCurrency: String
    /// Which coins (the config's `coins`): names the markets resource asked for.
    public let coins: CoinSelection
    /// When to reload.
    public let schedule: RefreshSchedule

    /// - Parameters:
    ///   - coins: the selection (default the top 100).
    ///   - interval: seconds between reloads (clamped to at least 300).
    public init(source: any MarketDataSource, vsCurrency: String, coins: CoinSelection = .default,
                interval: TimeInterval = 3600) {
        self.source = source
        self.vsCurrency = vsCurrency
        self.coins = coins
        self.schedule = .coingeckoMarkets(interval: interval)
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<DecodedList<Coin>> { .placeholder }

    /// The cached or embedded list (`snapshotMarkets`); nil when there is none.
    public func snapshot() -> SourceEntry<DecodedList<Coin>>? {
        source.snapshotMarkets(vsCurrency: vsCurrency, coins: coins).map(SourceEntry.loaded)
    }

    /// Fetches the list: one entry dated `now`, policy `.after(now + interval)`.
    /// - Throws: the `FetchError` of `fetchMarkets` (`.rateLimited` on HTTP 429).
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<DecodedList<Coin>>> {
        .fetched(try await source.fetchMarkets(vsCurrency: vsCurrency, coins: coins), now: now, schedule: schedule)
    }
}
