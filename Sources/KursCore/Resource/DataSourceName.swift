/// Who a value comes from: the name in JSON `source` and the name the status bar shows.
package struct DataSourceName: Hashable, Sendable {
    /// The JSON `source` value, e.g. "privatbank", "erapi", "coingecko", "open-meteo".
    package let json: String
    /// The name people read, e.g. "PrivatBank", "open.er-api", "CoinGecko", "Open-Meteo".
    package let display: String

    /// PrivatBank (`api.privatbank.ua`).
    package static let privatBank = DataSourceName(json: "privatbank", display: "PrivatBank")
    /// open.er-api.com.
    package static let erapi = DataSourceName(json: "erapi", display: "open.er-api")
    /// CoinGecko (`api.coingecko.com` or the pro API).
    package static let coinGecko = DataSourceName(json: "coingecko", display: "CoinGecko")
    /// Open-Meteo forecasts.
    package static let openMeteo = DataSourceName(json: "open-meteo", display: "Open-Meteo")
    /// Pirate Weather forecasts (the Dark Sky format).
    package static let pirateWeather = DataSourceName(json: "pirateweather", display: "Pirate Weather")
    /// Open-Meteo's geocoding search.
    package static let geocoding = DataSourceName(json: "open-meteo-geocoding", display: "Open-Meteo geocoding")
}
