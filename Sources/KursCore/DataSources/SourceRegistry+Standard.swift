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

extension RefreshSource {
    /// CoinGecko coin details: description and links (default: after 24 hours).
    package static let coinDetail = RefreshSource(rawValue: "coinDetail")
    /// Weather forecasts, whichever API serves them (default: at the next full hour).
    package static let weather = RefreshSource(rawValue: "weather")
}

extension SourceRegistry {
    /// Every source kurs reads, in order.
    package static let standard = SourceRegistry([
        SourceDescriptor(
            id: .privatbank, displayName: "PrivatBank", shortName: "Privat",
            endpoint: SourceEndpoint(environmentVariable: "KURS_PRIVATBANK_URL", configKey: "privatbankURL",
                                     defaultURL: "https://api.privatbank.ua"),
            roles: [.rates, .history, .backfill, .compared, .bank, .refresh], rateLabels: ["PrivatBank cash", "Privat cash", "Cash"],
            rates: .privatBankCash, placeholder: "privat"),
        SourceDescriptor(
            id: .privatbankCard, displayName: "PrivatBank", shortName: "Privat", provider: .privatbank,
            roles: [.rates, .history, .compared, .bank, .refresh], rateLabels: ["PrivatBank card", "Privat card", "Card"],
            rates: .privatBankCard),
        SourceDescriptor(
            id: .nbu, displayName: "NBU",
            endpoint: SourceEndpoint(environmentVariable: "KURS_NBU_URL", configKey: "nbuURL", defaultURL: "https://bank.gov.ua"),
            roles: [.rates, .history, .backfill, .compared, .refresh], rateLabels: ["NBU official", "NBU"], rates: .nbu,
            placeholder: "nbu"),
        SourceDescriptor(
            id: .monobank, displayName: "Monobank", shortName: "Mono",
            endpoint: SourceEndpoint(environmentVariable: "KURS_MONOBANK_URL", configKey: "monobankURL",
                                     defaultURL: "https://api.monobank.ua"),
            roles: [.rates, .history, .compared, .bank, .refresh], rateLabels: ["Monobank", "Mono"], rates: .monobank,
            placeholder: "mono"),
        SourceDescriptor(
            id: .erapi, displayName: "open.er-api", shortName: "er-api",
            endpoint: SourceEndpoint(environmentVariable: "KURS_ERAPI_URL", configKey: "erapiURL",
                                     defaultURL: "https://open.er-api.com"),
            roles: [.rates, .refresh]),
        SourceDescriptor(
            id: .coingecko, displayName: "CoinGecko", shortName: "Gecko",
            endpoint: SourceEndpoint(environmentVariable: "KURS_COINGECKO_URL", configKey: "coingeckoURL",
                                     defaultURL: "https://api.coingecko.com/api/v3"),
            refreshKeys: [RefreshSource(rawValue: SourceID.coingecko.rawValue), .coinDetail], roles: [.refresh]),
        SourceDescriptor(
            id: .openMeteo, displayName: "Open-Meteo", shortName: "Meteo",
            endpoint: SourceEndpoint(environmentVariable: "KURS_OPENMETEO_URL", configKey: "openMeteoURL",
                                     defaultURL: "https://api.open-meteo.com"),
            refreshKeys: [.weather]),
        SourceDescriptor(
            id: .geocoding, displayName: "Open-Meteo geocoding",
            endpoint: SourceEndpoint(environmentVariable: "KURS_GEOCODING_URL", configKey: "geocodingURL",
                                     defaultURL: "https://geocoding-api.open-meteo.com"),
            refreshKeys: []),
        SourceDescriptor(
            id: .pirateWeather, displayName: "Pirate Weather", shortName: "Pirate",
            endpoint: SourceEndpoint(environmentVariable: "KURS_PIRATEWEATHER_URL", configKey: "pirateWeatherURL",
                                     defaultURL: "https://api.pirateweather.net"),
            refreshKeys: [.weather]),
    ])
}
