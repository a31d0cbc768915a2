/// The data a status template needs, so `kurs status` reads (and refreshes) only those caches.
package struct StatusSources: Equatable, Sendable {
    /// Currency codes read from each registry source's rates (`{privat:…}`, `{mono:…}`, `{nbu:…}`; `{best:…}` reads
    /// every bank's); no entry for a source whose rates are not needed.
    package var rateCodes: [SourceID: Set<CurrencyCode>]
    /// Currency codes read from the open.er-api rates of the configured base; empty when not needed.
    package var midMarketCodes: Set<CurrencyCode>
    /// CoinGecko ids (lower case) read from the markets list; the list must contain them (fetch it with
    /// `ids=` or make sure they are in the top N); empty when not needed.
    package var coinIDs: Set<String>
    /// Whether the first city's forecast is needed.
    package var weather: Bool
    /// Whether the portfolio valued from cached prices is needed (`{portfolio}`, `{portfolio:pnl}`).
    package var portfolio = false
    /// Whether the stored alerts are needed (`{alerts}`).
    package var alerts = false

    /// The needs of a list of placeholders (`{age}` needs nothing of its own).
    package init(placeholders: [StatusPlaceholder]) {
        var rates: [SourceID: Set<CurrencyCode>] = [:], mid: Set<CurrencyCode> = [], coins: Set<String> = []
        var weather = false
        for placeholder in placeholders {
            switch placeholder {
            case .rate(let id, let code, _): rates[id, default: []].insert(code)
            case .best(let code, _):
                for bank in SourceRegistry.current.sources(.bank) where bank.rates != nil {
                    rates[bank.id, default: []].insert(code)
                }
            case .midMarket(let code): mid.insert(code)
            case .coinPrice(let id), .coinChange24h(let id): coins.insert(id)
            case .weather: weather = true
            case .portfolio, .portfolioPnL: portfolio = true
            case .alerts: alerts = true
            case .age: break
            }
        }
        self.rateCodes = rates
        self.midMarketCodes = mid
        self.coinIDs = coins
        self.weather = weather
    }

    /// open.er-api rates are needed.
    package var needsMidMarket: Bool { !midMarketCodes.isEmpty }
    /// The CoinGecko markets list is needed.
    package var needsCoinMarkets: Bool { !coinIDs.isEmpty }
    /// Nothing at all is needed (a format of literal text and `{age}` only).
    package var isEmpty: Bool {
        rateCodes.isEmpty && !needsMidMarket && !needsCoinMarkets && !weather && !portfolio && !alerts
    }
}
