import Foundation

/// What the app and the one-shot commands ask of the data layer. Implemented by `DataRepository`
/// (network → disk cache → embedded sample); tests use fakes.
///
/// `snapshot…` calls never touch the network: they return the cached value, else the embedded sample
/// (a WidgetKit-style `snapshot()`), and are fast enough for start-up. `fetch…` calls go to the network
/// (unless offline), update the cache and return the fresh value, or throw `FetchError` and leave the cache
/// as it was.
public protocol MarketDataSource: Sendable {
    /// PrivatBank rates of `kind` from cache or the embedded sample.
    func snapshotBankRates(_ kind: PrivatBankRateKind) -> Fetched<DecodedList<BankRate>>?
    /// open.er-api mid-market rates for `base` from cache or the embedded sample (USD only).
    func snapshotMidMarketRates(base: CurrencyCode) -> Fetched<MidMarketRates>?
    /// CoinGecko markets (vs `vsCurrency`, e.g. "usd") of the selection `coins` (`MarketResource.markets(vsCurrency:
    /// coins:)`) from cache or the embedded sample (USD only: the 100-coin sample, whatever the selection); the
    /// list as stored, rows not yet picked (`CoinSelection.select(from:)`).
    func snapshotMarkets(vsCurrency: String, coins: CoinSelection) -> Fetched<DecodedList<Coin>>?
    /// CoinGecko coin detail for `id` from cache or the embedded sample (bitcoin only).
    func snapshotCoinDetail(id: String) -> Fetched<CoinDetail>?

    /// Fetches PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5|11`.
    func fetchBankRates(_ kind: PrivatBankRateKind) async throws(FetchError) -> Fetched<DecodedList<BankRate>>
    /// Fetches open.er-api `GET /v6/latest/{base}`.
    func fetchMidMarketRates(base: CurrencyCode) async throws(FetchError) -> Fetched<MidMarketRates>
    /// Fetches CoinGecko `GET /coins/markets?vs_currency=…&sparkline=true&price_change_percentage=24h` for the
    /// selection `coins` (`per_page=N` for a top N above 100, `ids=…` for a list of ids); the list as answered.
    func fetchMarkets(vsCurrency: String, coins: CoinSelection) async throws(FetchError) -> Fetched<DecodedList<Coin>>
    /// Fetches CoinGecko `GET /coins/{id}?localization=false&…`.
    func fetchCoinDetail(id: String) async throws(FetchError) -> Fetched<CoinDetail>
}
