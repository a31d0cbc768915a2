/// The user's settings from the JSON5 config file (`ConfigLocation`). Every member is optional in the file;
/// an absent or `null` member takes the default documented on its property. The app only reads the file.
package struct KursConfig: Equatable, Sendable, Decodable {
    /// Base currency of the mid-market rates (open.er-api `/v6/latest/{base}`) and of `{mid:CODE}` in the
    /// status line (default USD).
    package var baseCurrency: CurrencyCode
    /// The pair the converter opens with (default USD → UAH).
    package var converter: ConverterDefaults
    /// The converter's one-key currency picks (default `QuickPicks.defaultCodes`).
    package var quickPicks: [CurrencyCode]
    /// The currencies the bank comparison shows (the dashboard's rates panel, `kurs rates --compare` without
    /// codes), in this order (default `CurrencyComparison.defaultCodes`: USD, EUR, PLN, GBP).
    package var currencies: [CurrencyCode]
    /// The coins in the markets list (default the top 100).
    package var coins: CoinSelection
    /// The currency coin prices are in, lower-case as CoinGecko wants it (default "usd").
    package var vsCurrency: String
    /// Reload intervals and daily fetch budgets.
    package var refresh: RefreshSettings
    /// Saved cities and units.
    package var weather: WeatherSettings
    /// Key bindings.
    package var keys: KeyBindings
    /// Colours of rises, falls and accents.
    package var colors: ColorSettings
    /// What a triggered alert does besides the bell (`alerts.notify`: `notify-send`).
    package var alerts: AlertSettings
    /// The `kurs status` format; nil means the status command's built-in default.
    package var statusFormat: String?
    /// Base URLs of the data sources.
    package var api: APIEndpoints
    /// Optional API keys (never printed).
    package var apiKeys: APIKeys

    /// The defaults: what the app uses with no config file.
    package init() {
        baseCurrency = .usd
        converter = ConverterDefaults()
        quickPicks = QuickPicks.defaultCodes
        currencies = CurrencyComparison.defaultCodes
        coins = .default
        vsCurrency = "usd"
        refresh = RefreshSettings()
        weather = WeatherSettings()
        keys = KeyBindings()
        colors = ColorSettings()
        alerts = AlertSettings()
        statusFormat = nil
        api = APIEndpoints()
        apiKeys = APIKeys()
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case baseCurrency, converter, quickPicks, currencies, coins, vsCurrency, refresh, weather, keys, colors, alerts, statusFormat
        case api, apiKeys
    }

    /// The whole schema, for type checks and unknown-key warnings (computed: the `api` and `refresh.sources` keys come from the current source registry).
    static var shape: ConfigShape {
        .object([
        "baseCurrency": .string, "converter": ConverterDefaults.shape, "quickPicks": .list(.string), "currencies": .list(.string),
        "coins": CoinSelection.shape, "vsCurrency": .string, "refresh": RefreshSettings.shape,
        "weather": WeatherSettings.shape, "keys": KeyBindings.shape, "colors": ColorSettings.shape,
        "alerts": AlertSettings.shape, "statusFormat": .string, "api": APIEndpoints.shape, "apiKeys": APIKeys.shape,
        ])
    }

    /// Decodes a config document; absent members take their defaults. Throws `DecodingError` on a wrong type
    /// (values are range-checked by `ConfigCheck`, not here).
    package init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        baseCurrency = try container.decodeIfPresent(CurrencyCode.self, forKey: .baseCurrency) ?? baseCurrency
        converter = try container.decodeIfPresent(ConverterDefaults.self, forKey: .converter) ?? converter
        quickPicks = try container.decodeIfPresent([CurrencyCode].self, forKey: .quickPicks) ?? quickPicks
        currencies = try container.decodeIfPresent([CurrencyCode].self, forKey: .currencies) ?? currencies
        coins = try container.decodeIfPresent(CoinSelection.self, forKey: .coins) ?? coins
        vsCurrency = try container.decodeIfPresent(String.self, forKey: .vsCurrency)?.lowercased() ?? vsCurrency
        refresh = try container.decodeIfPresent(RefreshSettings.self, forKey: .refresh) ?? refresh
        weather = try container.decodeIfPresent(WeatherSettings.self, forKey: .weather) ?? weather
        keys = try container.decodeIfPresent(KeyBindings.self, forKey: .keys) ?? keys
        colors = try container.decodeIfPresent(ColorSettings.self, forKey: .colors) ?? colors
        alerts = try container.decodeIfPresent(AlertSettings.self, forKey: .alerts) ?? alerts
        statusFormat = try container.decodeIfPresent(String.self, forKey: .statusFormat)
        api = try container.decodeIfPresent(APIEndpoints.self, forKey: .api) ?? api
        apiKeys = try container.decodeIfPresent(APIKeys.self, forKey: .apiKeys) ?? apiKeys
    }
}
