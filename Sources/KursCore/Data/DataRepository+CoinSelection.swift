import Foundation

/// The markets list of a `CoinSelection` (the config's `coins`): the resource `MarketResource.markets(vsCurrency:
/// coins:)` names, through the same snapshot / fetch / load plumbing as every other resource. Each returns the
/// list as CoinGecko answered it (or the cache or the embedded 100-coin sample holds it); the caller picks the
/// rows with `CoinSelection.select(from:)`.
extension DataRepository {
    /// See `MarketDataSource`.
    public func snapshotMarkets(vsCurrency: String, coins: CoinSelection) -> Fetched<DecodedList<Coin>>? {
        snapshot(
            MarketResource.markets(vsCurrency: vsCurrency, coins: coins), decode: CoinGeckoDecoder.decodeMarkets,
            copy: .coinList)
    }

    /// See `MarketDataSource`.
    public func fetchMarkets(vsCurrency: String, coins: CoinSelection) async throws(FetchError)
        -> Fetched<DecodedList<Coin>>
    {
        try await fetch(
            MarketResource.markets(vsCurrency: vsCurrency, coins: coins), decode: CoinGeckoDecoder.decodeMarkets,
            copy: .coinList)
    }

    /// The markets list of `coins` for a one-shot command: a fresh cache entry, else the network, else the stale
    /// entry or the embedded sample with the error (see `loadBankRates`).
    /// - Throws: `FetchError` only when there is no data at all.
    public func loadMarkets(vsCurrency: String, coins: CoinSelection, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<DecodedList<Coin>>
    {
        try await load(
            MarketResource.markets(vsCurrency: vsCurrency, coins: coins), preferFresh: preferFresh,
            decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)
    }
}
