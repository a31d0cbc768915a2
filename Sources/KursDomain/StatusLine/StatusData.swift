/// The cached values a status line is drawn from; nil where a source has nothing cached (or was not read).
package struct StatusData: Sendable {
    /// PrivatBank cash rates (`coursid=5`), UAH per 1 unit of each `ccy`.
    package var bankCash: Fetched<[BankRate]>?
    /// PrivatBank card rates (`coursid=11`), UAH per 1 unit of each `ccy` (for `{best:…}`).
    package var bankCard: Fetched<[BankRate]>?
    /// Monobank's rates (`/bank/currency`).
    package var monobank: Fetched<[MonobankRate]>?
    /// The NBU's official rates of today (`/NBUStatService/v1/statdirectory/exchange`).
    package var nbu: Fetched<[OfficialRate]>?
    /// open.er-api rates of the configured base (`/v6/latest/{base}`).
    package var midMarket: Fetched<MidMarketRates>?
    /// The CoinGecko markets list (`/coins/markets`) of the configured selection, prices in `coinsVsCurrency`.
    package var coins: Fetched<[Coin]>?
    /// A second markets list, searched for a coin `coins` lacks: the default top-100 entry when the configured
    /// selection is another one (a list of ids, a top N above 100). Same vs currency.
    package var fallbackCoins: Fetched<[Coin]>?
    /// The vs currency of `coins` (for the price's symbol); USD by default.
    package var coinsVsCurrency: CurrencyCode
    /// The first saved city's forecast.
    package var forecast: Fetched<Forecast>?
    /// The portfolio valued from cached prices (`fetchedAt`: the oldest price used); nil when not read.
    package var portfolio: Fetched<PortfolioValuation>?
    /// The stored alerts (their last evaluation); nil when not read.
    package var alerts: [Alert]?

    /// Status data; every source defaults to nothing cached, the vs currency to USD.
    package init(
        bankCash: Fetched<[BankRate]>? = nil, midMarket: Fetched<MidMarketRates>? = nil,
        coins: Fetched<[Coin]>? = nil, coinsVsCurrency: CurrencyCode = .usd, forecast: Fetched<Forecast>? = nil,
        fallbackCoins: Fetched<[Coin]>? = nil, bankCard: Fetched<[BankRate]>? = nil,
        monobank: Fetched<[MonobankRate]>? = nil, nbu: Fetched<[OfficialRate]>? = nil
    ) {
        self.bankCash = bankCash
        self.bankCard = bankCard
        self.monobank = monobank
        self.nbu = nbu
        self.midMarket = midMarket
        self.coins = coins
        self.fallbackCoins = fallbackCoins
        self.coinsVsCurrency = coinsVsCurrency
        self.forecast = forecast
    }
}

/// How a status line is written.
package enum StatusRenderMode: Sendable, Equatable {
    /// Plain text for scripts and terminals: no colours.
    case plain
    /// For tmux's `#(…)` in `status-left`/`status-right`: `#` in data is written `##`, changes are coloured
    /// `#[fg=green]…#[default]` (up) and `#[fg=red]…#[default]` (down).
    case tmux
}

extension StatusData {
    /// The bank lists at hand as `RateQuote` rows for `{best:…}`: PrivatBank cash, PrivatBank card, Monobank.
    package var bankLists: [(source: HistorySource, rows: Fetched<[RateQuote]>)] {
        var lists: [(source: HistorySource, rows: Fetched<[RateQuote]>)] = []
        if let bankCash { lists.append((.privatbank, bankCash.map(RateQuote.rows))) }
        if let bankCard { lists.append((.privatbankCard, bankCard.map(RateQuote.rows))) }
        if let monobank { lists.append((.monobank, monobank.map(RateQuote.rows))) }
        return lists
    }
}

extension StatusData {
    /// Whether anything of the sources in `needs` is at hand (a cached list, forecast, valuation or alert list),
    /// whatever values it has.
    package func holdsAny(of needs: StatusSources) -> Bool {
        (needs.needsPrivatBankCash && bankCash != nil) || (needs.needsPrivatBankCard && bankCard != nil)
            || (needs.needsMonobank && monobank != nil) || (needs.needsNBU && nbu != nil)
            || (needs.needsMidMarket && midMarket != nil)
            || (needs.needsCoinMarkets && (coins != nil || fallbackCoins != nil))
            || (needs.weather && forecast != nil) || (needs.portfolio && portfolio != nil)
            || (needs.alerts && alerts != nil)
    }
}
