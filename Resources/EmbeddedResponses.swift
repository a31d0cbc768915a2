// The recorded real API responses that ship inside the kurs binary (see README.md in this folder).
// Embedded as code (SwiftPM `.embedInCode`), so the binary needs no files beside it after `make install`.

/// One recorded API response embedded in the binary.
public struct EmbeddedResponse: Sendable {
    /// The file name under Resources/ it was built from.
    public let name: String
    /// The response body exactly as the API sent it (JSON, UTF-8), minified where noted in README.md.
    public let body: [UInt8]
    /// When the data was recorded, as shown in "offline sample · <date>" (ISO 8601 date, or a year).
    public let recordedOn: String
}

/// The embedded default data, one response per source.
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
    /// CoinGecko `GET /coins/markets?vs_currency=usd&sparkline=true&price_change_percentage=24h` (100 coins).
    public static let coingeckoMarketsUSD = EmbeddedResponse(
        name: "coingecko-markets-usd.json", body: PackageResources.coingecko_markets_usd_json, recordedOn: "2026-02-17")
    /// CoinGecko `GET /coins/bitcoin?localization=false&tickers=false&market_data=false&...` (description, links).
    public static let coingeckoCoinBitcoin = EmbeddedResponse(
        name: "coingecko-coin-bitcoin.json", body: PackageResources.coingecko_coin_bitcoin_json, recordedOn: "2023-01-08")
}
