/// The cached values a status line is drawn from; nil where a source has nothing cached (or was not read).
package struct StatusData: Sendable {
    /// Today's hryvnia rates of each registry source the template reads (`SourceRates.quotes` of its cached
    /// `today` list: PrivatBank cash and card, Monobank, the NBU…), UAH per 1 unit of each `ccy`.
    package var rates: [SourceID: Fetched<[RateQuote]>]
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
        rates: [SourceID: Fetched<[RateQuote]>] = [:], midMarket: Fetched<MidMarketRates>? = nil,
        coins: Fetched<[Coin]>? = nil, coinsVsCurrency: CurrencyCode = .usd, forecast: Fetched<Forecast>? = nil,
        fallbackCoins: Fetched<[Coin]>? = nil
    ) {
        self.rates = rates
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
    /// The bank lists at hand for `{best:…}`: each registry bank's rates (PrivatBank cash, PrivatBank card,
    /// Monobank), in registry order.
    package var bankLists: [(source: HistorySource, rows: Fetched<[RateQuote]>)] {
        SourceRegistry.current.sources(.bank).compactMap { bank in rates[bank.id].map { (bank.id, $0) } }
    }
}

extension StatusData {
    /// Whether anything of the sources in `needs` is at hand (a cached list, forecast, valuation or alert list),
    /// whatever values it has.
    package func holdsAny(of needs: StatusSources) -> Bool {
        needs.rateCodes.keys.contains { rates[$0] != nil }
            || (needs.needsMidMarket && midMarket != nil)
            || (needs.needsCoinMarkets && (coins != nil || fallbackCoins != nil))
            || (needs.weather && forecast != nil) || (needs.portfolio && portfolio != nil)
            || (needs.alerts && alerts != nil)
    }
}
