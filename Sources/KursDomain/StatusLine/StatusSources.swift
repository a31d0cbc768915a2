/// The data a status template needs, so `kurs status` reads (and refreshes) only those caches.
package struct StatusSources: Equatable, Sendable {
    /// Currency codes read from PrivatBank cash rates (`coursid=5`); empty when not needed.
    package var privatBankCashCodes: Set<CurrencyCode>
    /// Currency codes read from PrivatBank card rates (`coursid=11`, for `{best:…}`); empty when not needed.
    package var privatBankCardCodes: Set<CurrencyCode>
    /// Currency codes read from Monobank's rates (`{mono:…}`, `{best:…}`); empty when not needed.
    package var monobankCodes: Set<CurrencyCode>
    /// Currency codes read from the NBU's official rates; empty when not needed.
    package var nbuCodes: Set<CurrencyCode>
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
        var cash: Set<CurrencyCode> = [], mid: Set<CurrencyCode> = [], coins: Set<String> = []
        var card: Set<CurrencyCode> = [], mono: Set<CurrencyCode> = [], nbu: Set<CurrencyCode> = []
        var weather = false
        for placeholder in placeholders {
            switch placeholder {
            case .privatBank(let code, _): cash.insert(code)
            case .nbu(let code): nbu.insert(code)
            case .monobank(let code, _): mono.insert(code)
            case .best(let code, _):
                cash.insert(code)
                card.insert(code)
                mono.insert(code)
            case .midMarket(let code): mid.insert(code)
            case .coinPrice(let id), .coinChange24h(let id): coins.insert(id)
            case .weather: weather = true
            case .portfolio, .portfolioPnL: portfolio = true
            case .alerts: alerts = true
            case .age: break
            }
        }
        self.privatBankCashCodes = cash
        self.privatBankCardCodes = card
        self.monobankCodes = mono
        self.nbuCodes = nbu
        self.midMarketCodes = mid
        self.coinIDs = coins
        self.weather = weather
    }

    /// PrivatBank cash rates are needed.
    package var needsPrivatBankCash: Bool { !privatBankCashCodes.isEmpty }
    /// PrivatBank card rates are needed.
    package var needsPrivatBankCard: Bool { !privatBankCardCodes.isEmpty }
    /// Monobank's rates are needed.
    package var needsMonobank: Bool { !monobankCodes.isEmpty }
    /// The NBU's official rates are needed.
    package var needsNBU: Bool { !nbuCodes.isEmpty }
    /// open.er-api rates are needed.
    package var needsMidMarket: Bool { !midMarketCodes.isEmpty }
    /// The CoinGecko markets list is needed.
    package var needsCoinMarkets: Bool { !coinIDs.isEmpty }
    /// Nothing at all is needed (a format of literal text and `{age}` only).
    package var isEmpty: Bool {
        !needsPrivatBankCash && !needsPrivatBankCard && !needsMonobank && !needsNBU && !needsMidMarket
            && !needsCoinMarkets && !weather && !portfolio && !alerts
    }
}
