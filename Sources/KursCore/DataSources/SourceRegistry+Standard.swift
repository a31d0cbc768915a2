extension RefreshSource {
    /// CoinGecko coin details: description and links (default: after 24 hours).
    package static let coinDetail = RefreshSource(rawValue: "coinDetail")
    /// Weather forecasts, whichever API serves them (default: at the next full hour).
    package static let weather = RefreshSource(rawValue: "weather")
}

extension SourceRegistry {
    /// Every source kurs reads, in order.
    package static let standard = SourceRegistry(standard: [
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
