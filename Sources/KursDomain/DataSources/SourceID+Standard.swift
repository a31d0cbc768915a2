// The one place each source's id and names are written: every other file names a source by its static member.
extension SourceID {
    /// PrivatBank's cash table (`coursid=5`); the JSON name of everything from PrivatBank.
    package static let privatbank = SourceID(rawValue: "privatbank")
    /// PrivatBank's card / non-cash table (`coursid=11`).
    package static let privatbankCard = SourceID(rawValue: "privatbank-card")
    /// The National Bank of Ukraine's official rates.
    package static let nbu = SourceID(rawValue: "nbu")
    /// Monobank's rates.
    package static let monobank = SourceID(rawValue: "monobank")
    /// open.er-api.com mid-market rates.
    package static let erapi = SourceID(rawValue: "erapi")
    /// CoinGecko markets, coin details, charts and search.
    package static let coingecko = SourceID(rawValue: "coingecko")
    /// Open-Meteo forecasts.
    package static let openMeteo = SourceID(rawValue: "open-meteo")
    /// Open-Meteo's geocoding search.
    package static let geocoding = SourceID(rawValue: "open-meteo-geocoding")
    /// Pirate Weather forecasts (the Dark Sky format).
    package static let pirateWeather = SourceID(rawValue: "pirateweather")
}
