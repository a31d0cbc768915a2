/// Who a value comes from: the name in JSON `source` and the name the status bar shows, taken from the source's
/// registry descriptor (the provider's, for a table of another source's API).
package struct DataSourceName: Hashable, Sendable {
    /// The JSON `source` value: the source's id, e.g. `privatbank`, `erapi`, `coingecko`, `open-meteo`.
    package let json: String
    /// The name people read, e.g. "PrivatBank", "open.er-api", "CoinGecko", "Open-Meteo".
    package let display: String

    /// A name given directly.
    package init(json: String, display: String) {
        self.json = json
        self.display = display
    }

    /// The name of `descriptor`'s source.
    package init(_ descriptor: SourceDescriptor) { self.init(json: descriptor.id.rawValue, display: descriptor.displayName) }

    /// The name of standard source `id`.
    private static func standard(_ id: SourceID) -> DataSourceName { DataSourceName(SourceRegistry.standard.descriptor(id)!) }

    /// PrivatBank (`api.privatbank.ua`).
    package static let privatBank = standard(.privatbank)
    /// open.er-api.com.
    package static let erapi = standard(.erapi)
    /// CoinGecko (`api.coingecko.com` or the pro API).
    package static let coinGecko = standard(.coingecko)
    /// Open-Meteo forecasts.
    package static let openMeteo = standard(.openMeteo)
    /// Pirate Weather forecasts (the Dark Sky format).
    package static let pirateWeather = standard(.pirateWeather)
    /// Open-Meteo's geocoding search.
    package static let geocoding = standard(.geocoding)
    /// The National Bank of Ukraine (`bank.gov.ua`): official rates.
    package static let nbu = standard(.nbu)
    /// Monobank (`api.monobank.ua`).
    package static let monobank = standard(.monobank)
}
