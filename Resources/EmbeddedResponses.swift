// The recorded real API responses that ship inside the kurs binary (see README.md in this folder).
// Embedded as code (SwiftPM `.embedInCode`), so the binary needs no files beside it after `make install`.

/// One recorded API response embedded in the binary.
public struct EmbeddedResponse: Sendable {
    /// The file name under Resources/ it was built from.
    public let name: String
    /// The response body exactly as the API sent it (JSON, UTF-8), minified where noted in README.md.
    public let body: [UInt8]
    /// When the data was recorded as its fixture's notes say (ISO 8601 date, or a year). Labels use it only for
    /// data that carries no time of its own (PrivatBank's rows); the others are dated from the data.
    public let recordedOn: String
}

/// The embedded default data, one response per source (one consistent CoinGecko capture of 2026-09-26).
public enum EmbeddedResponses {
    /// PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5` (cash rates, UAH per unit).
    public static let privatBankCash = EmbeddedResponse(
        name: "privatbank-coursid5.json", body: PackageResources.privatbank_coursid5_json, recordedOn: "2025")
    /// PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=11` (card / non-cash rates, UAH per unit).
    public static let privatBankCard = EmbeddedResponse(
        name: "privatbank-coursid11.json", body: PackageResources.privatbank_coursid11_json, recordedOn: "2025")
    /// open.er-api.com `GET /v6/latest/USD` (mid-market rates per 1 USD).
    public static let erapiLatestUSD = EmbeddedResponse(
        name: "er-api-latest-usd.json", body: PackageResources.er_api_latest_usd_json, recordedOn: "2024-08-19")
    /// CoinGecko `GET /coins/markets?vs_currency=usd&per_page=50&sparkline=true&price_change_percentage=24h,7d`
    /// (50 coins, each with a 7-day sparkline).
    public static let coingeckoMarketsUSD = EmbeddedResponse(
        name: "coingecko-markets-usd.json", body: PackageResources.coingecko_markets_usd_json, recordedOn: "2026-09-26")
    /// CoinGecko `GET /coins/bitcoin?localization=false&tickers=false&market_data=false&...` (description, links).
    public static let coingeckoCoinBitcoin = EmbeddedResponse(
        name: "coingecko-coin-bitcoin.json", body: PackageResources.coingecko_coin_bitcoin_json, recordedOn: "2023-01-08")
    /// CoinGecko `GET /coins/bitcoin/market_chart?vs_currency=usd&days=7` (168 hourly points and a last "now" one).
    public static let coingeckoChartBitcoinUSD7d = EmbeddedResponse(
        name: "coingecko-market-chart-bitcoin-usd-7d.json",
        body: PackageResources.coingecko_market_chart_bitcoin_usd_7d_json, recordedOn: "2026-09-26")
    /// CoinGecko `GET /coins/bitcoin/market_chart?vs_currency=usd&days=365` (366 daily points and a last "now" one).
    public static let coingeckoChartBitcoinUSD365d = EmbeddedResponse(
        name: "coingecko-market-chart-bitcoin-usd-365d.json",
        body: PackageResources.coingecko_market_chart_bitcoin_usd_365d_json, recordedOn: "2026-09-26")
}
