/// The data a status template needs, so `kurs status` reads (and refreshes) only those caches.
public struct StatusSources: Equatable, Sendable {
    /// Currency codes read from PrivatBank cash rates (`coursid=5`); empty when not needed.
    public var privatBankCashCodes: Set<CurrencyCode>
    /// Currency codes read from the open.er-api rates of the configured base; empty when not needed.
    public var midMarketCodes: Set<CurrencyCode>
    /// CoinGecko ids (lower case) read from the markets list; the list must contain them (fetch it with
    /// `ids=` or make sure they are in the top N); empty when not needed.
    public var coinIDs: Set<String>
    /// Whether the first city's forecast is needed.
    public var weather: Bool

    /// The needs of a list of placeholders (`{age}` needs nothing of its own).
    public init(placeholders: [StatusPlaceholder]) {
        var cash: Set<CurrencyCode> = [], mid: Set<CurrencyCode> = [], coins: Set<String> = []
        var weather = false
        for placeholder in placeholders {
            switch placeholder {
            case .privatBank(let code, _): cash.insert(code)
            case .midMarket(let code): mid.insert(code)
            case .coinPrice(let id), .coinChange24h(let id): coins.insert(id)
            case .weather: weather = true
            case .age: break
            }
        }
        self.privatBankCashCodes = cash
        self.midMarketCodes = mid
        self.coinIDs = coins
        self.weather = weather
    }

    /// PrivatBank cash rates are needed.
    public var needsPrivatBankCash: Bool { !privatBankCashCodes.isEmpty }
    /// open.er-api rates are needed.
    public var needsMidMarket: Bool { !midMarketCodes.isEmpty }
    /// The CoinGecko markets list is needed.
    public var needsCoinMarkets: Bool { !coinIDs.isEmpty }
    /// Nothing at all is needed (a format of literal text and `{age}` only).
    public var isEmpty: Bool { !needsPrivatBankCash && !needsMidMarket && !needsCoinMarkets && !weather }

    /// The scheduler's sources for these needs, in a fixed order (PrivatBank, open.er-api, CoinGecko, weather).
    /// - Parameters:
    ///   - base: the configured base currency of the mid-market rates.
    ///   - vsCurrency: the markets list's vs currency as CoinGecko writes it (lower case, e.g. "usd").
    ///   - coins: the configured coin selection (normalized; default the top 100).
    ///   - firstCity: the first saved city (its configured name or "lat,lon"); nil when none is saved.
    public func sourceIDs(base: CurrencyCode, vsCurrency: String, coins: CoinSelection = .default, firstCity: String?)
        -> [SourceID]
    {
        var ids: [SourceID] = []
        if needsPrivatBankCash { ids.append(.privatBankCash) }
        if needsMidMarket { ids.append(.erapi(base: base)) }
        if needsCoinMarkets { ids.append(.coingeckoMarkets(vs: vsCurrency, coins: coins)) }
        if weather, let firstCity { ids.append(.weather(city: firstCity)) }
        return ids
    }
}
