import Foundation
import KursCore

/// Which dashboard pane has the keyboard.
enum FocusedPane: Equatable, Sendable {
    case rates, converter, coins

    /// The next pane in Tab order (rates → converter → coins → rates), or the previous one when `backwards`.
    func next(backwards: Bool = false) -> FocusedPane {
        let order: [FocusedPane] = [.rates, .converter, .coins]
        let index = order.firstIndex(of: self)! + (backwards ? order.count - 1 : 1)
        return order[index % order.count]
    }
}

/// A screen in the navigation stack, each carrying its own state.
enum Route: Equatable, Sendable {
    /// Rates and coin list side by side.
    case dashboard
    /// One coin's detail view.
    case coinDetail(CoinDetailScreen)
    /// The weather pane over the whole body (opened with `w`; its state is `AppState.weather`).
    case weather
    /// One currency's detail: its chart over a period and today's quotes (Enter on a rates row).
    case currencyDetail(CurrencyDetailScreen)
    /// The portfolio pane over the whole body (opened with `p`; its state is `AppState.portfolio`).
    case portfolio

    /// The detail of coin `id`, its description collapsed.
    static func coinDetail(id: String) -> Route { .coinDetail(CoinDetailScreen(id: id)) }
}

/// The terminal size in columns and rows.
struct TerminalSize: Equatable, Sendable {
    /// Columns.
    var width: Int
    /// Rows.
    var height: Int
    /// A size of `width` columns by `height` rows.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    /// Below this the dashboard shows "terminal too small".
    static let minimum = TerminalSize(width: 60, height: 15)
}

/// Fixed while the dashboard runs: the config's settings and the command line's choices.
struct AppSettings: Equatable, Sendable {
    /// `--offline` / `KURS_OFFLINE=1`: snapshots only, no network fetches.
    var isOffline: Bool
    /// `kurs pane NAME`: a layout choice — one pane alone filling the terminal; nil for the full dashboard. The
    /// view reads it; navigation is `ScreenState.routes` alone.
    var paneMode: PaneMode?
    /// Which PrivatBank table the rates pane shows.
    var bankRateKind: PrivatBankRateKind = .cash
    /// Base currency of the mid-market rates.
    var midMarketBase: CurrencyCode = .usd
    /// vs currency of the markets list and the charts (lower case): the config's `vsCurrency`, changed by `v`
    /// (`VsCurrencyCycle`).
    var vsCurrency = "usd"
    /// The config's `vsCurrency` (lower case): first in the `v` cycle.
    var configuredVsCurrency = "usd"
    /// Which coins the list shows (the config's `coins`, normalized): the top N, or these ids in this order.
    var coinSelection = CoinSelection.default
    /// The config's `refresh` settings: reload intervals and 24-hour budgets per source.
    var refresh = RefreshSettings()
    /// The time zone of the times in the status bar ("14:00 · next 15:00").
    var timeZone: TimeZone
    /// What each key does (config `keys`; default today's keys).
    var keyMap = KeyMap()
    /// The colours of rises, falls and the accent (config `colors`; `NO_COLOR` still turns all colour off).
    var colors = ColorSettings()
    /// The currencies the bank comparison shows, in order (config `currencies`; default USD, EUR, PLN, GBP).
    var comparedCurrencies = CurrencyComparison.defaultCodes
    /// Config `alerts.notify`: a triggered alert also calls `notify-send`.
    var notifyAlerts = false
}

/// The data: every value loaded, what each scheduled source fetches, and when (the resource pipeline's side).
struct SourcesState: Equatable, Sendable {
    /// The latest value of every resource loaded so far (the last good one, kept through failures), by id.
    var values: [ResourceID: LoadedValue] = [:]
    /// What each registered scheduler source fetches when due, by id (online only).
    var registered: [ResourceID: ScheduledSource] = [:]
    /// When each source is fetched (reload policies, budget, backoff, Retry-After, manual reloads,
    /// generations). Online only: offline, nothing is registered and nothing is fetched.
    var scheduler: RefreshScheduler
}

/// What is on screen: the terminal size, the route stack, the dashboard's focus and selections, overlays.
struct ScreenState: Equatable, Sendable {
    /// The current terminal size.
    var size: TerminalSize
    /// The navigation stack; never empty, `.dashboard` at the bottom.
    var routes: [Route] = [.dashboard]
    /// Which dashboard pane has the keyboard.
    var focus: FocusedPane = .coins
    /// Index into the rates pane's rows (`AppState.rateComparisons`, one per compared currency).
    var ratesSelection = 0
    /// Index into `visibleCoins`.
    var coinsSelection = 0
    /// The coin the cursor was on when `v` changed the vs currency: the cursor goes back to it when the list in
    /// the new currency arrives (nil: nothing pending).
    var coinCursorAfterReload: String?
    /// The coin list's sort (`o` / `O`); nil: the markets list's order.
    var coinSort: CoinSort?
    /// `F`: the coin list shows the favourites only.
    var isFavouritesOnly = false
    /// `kurs pane coin ID`: the chart range keys 1–6 chose (its `/coins/{id}/market_chart`); nil until one is
    /// pressed (the markets row's 7-day sparkline).
    var paneCoinRange: ChartRange?
    /// The CoinGecko search Enter started when the filter matched no coin (its results in the coin pane); nil
    /// when none is shown.
    var coinSearch: CoinSearchScreen?
    /// The coin filter text (matched case-insensitively against name and symbol).
    var filter = ""
    /// `/` was pressed and keys edit `filter`.
    var isEditingFilter = false
    /// The help overlay is shown.
    var isHelpVisible = false
    /// The first help line shown (the overlay shows as many as fit from there, never past the last).
    var helpOffset = 0
    /// What the status bar says about the config file when loading it warned (errors: the defaults in use; a key
    /// readable by others), the cache that is not trusted, or the saved cities kept aside; nil when all is well.
    var configWarning: String?
}

/// Everything the dashboard shows, as a value: changed only by `AppReducer.reduce`, drawn by `DashboardView`.
/// `Equatable`, so a reducer test states the whole state before → after. Split by what it is: `settings` (fixed
/// while running), `sources` (the data and its schedule), `screen` (navigation and what has the keys), and the
/// converter's and the weather pane's own state (each changed by its child reducer).
struct AppState: Equatable, Sendable {
    /// The config's settings and the command line's choices.
    var settings: AppSettings
    /// Loaded values and the scheduler.
    var sources: SourcesState
    /// Navigation, focus, selections, overlays.
    var screen: ScreenState
    /// The converter pane's amount, currencies, mode, picker and last conversion.
    var converter = ConverterState()
    /// The rates the converter prices with, rebuilt when bank or mid-market data lands (not on key presses).
    var converterRates = ConverterRates(bank: nil, midMarket: nil)
    /// The weather pane's cities, forecasts and mode.
    var weather = WeatherPaneState(saved: CityList())
    /// The favourite coin ids (`f`; `$XDG_STATE_HOME/kurs/favourites.json`).
    var favourites: Set<String> = []
    /// The weather forecasts were asked for once (the route was opened, or `kurs pane weather`): from then on
    /// they reload hourly.
    var isWeatherActive = false
    /// The portfolio pane's holdings, cursor and input line.
    var portfolio = PortfolioPaneState()
    /// The alerts and their states.
    var alerts = DashboardAlerts()

    /// - Parameters:
    ///   - scheduler: inject one with constant jitter or other limits in tests.
    ///   - timeZone: the status bar's time zone (tests pass UTC).
    ///   - paneMode: `kurs pane NAME` (nil: the full dashboard).
    init(size: TerminalSize, isOffline: Bool, scheduler: RefreshScheduler = RefreshScheduler(),
         timeZone: TimeZone = .current, paneMode: PaneMode? = nil) {
        settings = AppSettings(isOffline: isOffline, paneMode: paneMode, timeZone: timeZone)
        sources = SourcesState(scheduler: scheduler)
        screen = ScreenState(size: size)
    }

    /// The screen on top of the stack.
    var route: Route { screen.routes.last ?? .dashboard }

    /// PrivatBank rates of `bankRateKind`: `GET /p24api/pubinfo?json&exchange&coursid=5|11`.
    var bankRatesResource: Resource<DecodedList<BankRate>> { .privatBank(settings.bankRateKind) }
    /// open.er-api rates of `midMarketBase`: `GET /v6/latest/{base}`.
    var midMarketResource: Resource<MidMarketRates> { .midMarketRates(base: settings.midMarketBase) }
    /// The CoinGecko markets list of `vsCurrency` and `coinSelection`: the one the snapshot, the fetches and the
    /// scheduler use.
    var marketsResource: Resource<DecodedList<Coin>> { .markets(vsCurrency: settings.vsCurrency, coins: settings.coinSelection) }

    /// The sources the dashboard loads at start-up and on `r`: the converter's PrivatBank table, the other
    /// comparison sources in column order (PrivatBank cash / card, Monobank — at most one request per 5 minutes,
    /// its resource's `minimumInterval` —, NBU), open.er-api, the CoinGecko markets list.
    var dashboardSources: [AnyResource] {
        var sources = [AnyResource(bankRatesResource)]
        for source in HistorySource.compared.map(\.todayResource) where !sources.contains(where: { $0.id == source.id }) {
            sources.append(source)
        }
        return sources + [AnyResource(midMarketResource), AnyResource(marketsResource)]
    }

    /// The bank comparison: per compared currency, the quote of every comparison source loaded (PrivatBank cash
    /// and card, Monobank, NBU; UAH per 1 unit), with the best buy and sale among the banks.
    var rateComparisons: [CurrencyComparison] {
        let lists = comparisonLists
        return settings.comparedCurrencies.map { CurrencyComparison.of($0, in: lists) }
    }

    /// The comparison sources loaded, in column order (each a group of the rates pane).
    var rateSources: [HistorySource] { comparisonLists.map(\.source) }

    /// `code` as every comparison source loaded quotes it.
    func comparison(of code: CurrencyCode) -> CurrencyComparison { CurrencyComparison.of(code, in: comparisonLists) }

    /// The loaded rows of each comparison source, in column order.
    private var comparisonLists: [(source: HistorySource, rows: Fetched<[RateQuote]>)] {
        HistorySource.compared.compactMap { source in
            sources.values[source.todayResource.id].flatMap { source.quotes(in: $0) }.map { (source: source, rows: $0) }
        }
    }

    /// The sources `r` reloads: the dashboard's, and the open coin's detail (or `kurs pane coin ID`'s).
    var reloadableSources: [AnyResource] {
        guard let id = openCoinID else { return dashboardSources }
        var sources = dashboardSources + [AnyResource(Resource.coinDetail(id: id))]
        if let chart = openChartResource { sources.append(AnyResource(chart)) }
        if !isInMarkets(id) { sources.append(AnyResource(singleCoinResource(id))) }
        return sources
    }

    /// The chart the open coin detail shows: `GET /coins/{id}/market_chart` of its range in `vsCurrency`; nil
    /// without a coin detail on screen. `kurs pane coin ID`'s once a range key chose one.
    var openChartResource: Resource<MarketChart>? {
        openChartScreen.map(chartResource)
    }

    /// The coin and range of the chart on screen: the coin detail's, or `kurs pane coin ID`'s once a range key
    /// chose one; nil otherwise.
    var openChartScreen: CoinDetailScreen? {
        if case .coinDetail(let detail) = route { return detail }
        if case .coin(let id) = settings.paneMode, let range = screen.paneCoinRange { return CoinDetailScreen(id: id, range: range) }
        return nil
    }

    /// The chart of `detail`'s coin over its range in `vsCurrency`.
    func chartResource(_ detail: CoinDetailScreen) -> Resource<MarketChart> {
        .marketChart(id: detail.id, vsCurrency: settings.vsCurrency, days: detail.range)
    }

    /// The markets row of one coin outside the list (opened from a search): `/coins/markets?ids=ID`.
    func singleCoinResource(_ id: String) -> Resource<DecodedList<Coin>> {
        .markets(vsCurrency: settings.vsCurrency, coins: .ids([id]))
    }

    /// Whether the shown markets list has coin `id`.
    func isInMarkets(_ id: String) -> Bool { markets?.value.elements.contains { $0.id == id } ?? false }

    /// Coin `id`'s markets row: from the list, else from its own `ids=` request (a coin found by search).
    func marketsRow(_ id: String) -> Coin? {
        markets?.value.elements.first { $0.id == id }
            ?? current(singleCoinResource(id))?.value.elements.first { $0.id == id }
    }

    /// The coin whose detail is on screen (its route, or `kurs pane coin ID`); nil otherwise.
    var openCoinID: String? {
        if case .coinDetail(let detail) = route { return detail.id }
        if case .coin(let id) = settings.paneMode { return id }
        return nil
    }

    /// `resource`'s current value with its provenance; nil when nothing is loaded.
    func current<Value>(_ resource: Resource<Value>) -> Fetched<Value>? {
        sources.values[resource.id]?.fetched(as: Value.self)
    }

    /// PrivatBank rates of `bankRateKind`, UAH per 1 unit of each currency.
    var bankRates: Fetched<DecodedList<BankRate>>? { current(bankRatesResource) }
    /// open.er-api mid-market rates of `midMarketBase`.
    var midMarketRates: Fetched<MidMarketRates>? { current(midMarketResource) }
    /// The rows of the markets list `coinSelection` shows (`CoinSelection.select(from:)`: exactly N rows for a
    /// top N, the ids in their order), prices in `vsCurrency`.
    var markets: Fetched<DecodedList<Coin>>? {
        current(marketsResource).map { fetched in
            fetched.map { list in
                DecodedList(elements: settings.coinSelection.select(from: list.elements).coins, droppedCount: list.droppedCount)
            }
        }
    }
    /// The ids of `coinSelection` the shown markets list lacks (unknown to CoinGecko, or not in the embedded
    /// sample), said once in the status bar; empty for a top N.
    var missingCoinIDs: [String] {
        guard let list = current(marketsResource)?.value.elements else { return [] }
        return settings.coinSelection.select(from: list).missingIDs
    }
    /// Coin `id`'s detail (description, links), once loaded.
    func coinDetail(_ id: String) -> Fetched<CoinDetail>? { current(Resource.coinDetail(id: id)) }

    /// The PrivatBank rows of `bankRateKind` (the converter's bank table).
    var rateRows: [BankRate] { bankRates?.value.elements ?? [] }

    /// The coin list's rule: the filter, the favourites (view) and the sort.
    var coinListRows: CoinListRows {
        CoinListRows(filter: screen.filter, favourites: favourites, favouritesOnly: screen.isFavouritesOnly,
                     sort: screen.coinSort)
    }

    /// The coins the list shows, in its order (`coinListRows`) — the same rule the coin list draws with.
    var visibleCoins: [Coin] {
        coinListRows.apply(markets?.value.elements ?? [])
    }

    /// The full dashboard at a size that may show the weather tile (`WeatherTile.mayShow`).
    var showsWeatherTile: Bool { settings.paneMode == nil && WeatherTile.mayShow(size: screen.size) }

    /// The currency of the comparison row under the cursor (`comparedCurrencies[ratesSelection]`), if any
    /// (Enter opens its detail).
    var selectedRateCode: CurrencyCode? {
        let codes = settings.comparedCurrencies
        return codes.indices.contains(screen.ratesSelection) ? codes[screen.ratesSelection] : nil
    }

    /// The coin under the cursor in the coin list, if any.
    var selectedCoin: Coin? {
        let coins = visibleCoins
        return coins.indices.contains(screen.coinsSelection) ? coins[screen.coinsSelection] : nil
    }

    /// Rows a PgUp/PgDn moves: the terminal height less the chrome (titles, headers, status bar).
    var pageSize: Int { max(1, screen.size.height - 6) }

    /// When `id`'s current value was fetched and where from; nil when nothing is loaded.
    func loaded(_ id: ResourceID) -> (fetchedAt: Date, origin: DataOrigin)? {
        sources.values[id].map { ($0.fetchedAt, $0.origin) }
    }
}
