import Foundation
import KursCore
import TerminalUI

/// Maps the app state to the plain model the panes draw (`DashboardScreenModel`): which values, which
/// selection, which messages. Pure; the only place that knows both shapes.
enum DashboardModelMapping {
    /// The model for one frame of `state` at `now`.
    static func model(_ state: AppState, now: Date, colorsEnabled: Bool, asciiFallback: Bool) -> DashboardScreenModel {
        var model = layoutModel(state)
        model.theme = PaneTheme(colors: colorsEnabled, ascii: asciiFallback, settings: state.settings.colors)
        model.now = now
        let theme = model.theme
        model.rates = RatesView.of(state, now: now, theme: theme)
        model.coinList.message = message(for: state.status(of: state.marketsResource.id, now: now), theme: theme)
        if case .coinDetail(let screen) = state.route {
            model.coinDetail = CoinDetailView.of(state, screen: screen, now: now, theme: theme)
        }
        model.singlePane = SinglePaneView.of(state, now: now)
        if case .coin(let id) = state.settings.paneMode {
            if model.singlePane?.coin != nil {
                model.coinList.message = nil
            } else if state.markets != nil {
                model.coinList.message = Span("'\(id)' is not among the loaded coins", style: theme.label)
            }
            if let chart = state.openChartScreen {
                model.coinDetail.range = chart.range
                model.coinDetail.chart = chartState(state, detail: chart, now: now)
            }
        }
        if let search = state.screen.coinSearch {
            let results = state.current(search.resource)?.value.elements
            let message = state.settings.isOffline && results == nil
                ? Span("search is not available offline", style: theme.label)
                : message(for: state.status(of: search.resource.id, now: now), theme: theme)
            model.coinSearch = (query: search.query, results: results, selected: search.selection, message: message)
        }
        model.statusBar = StatusBarView.of(state, now: now, theme: theme)
        return model
    }

    /// The key hints of the status bar for what has the keys.
    static func hints(_ state: AppState) -> String {
        KeyHelp.hints(hintContexts(state), state.settings.keyMap)
    }

    /// The contexts whose bindings the status bar hints at: the one that has the keys, then the screen's.
    static func hintContexts(_ state: AppState) -> [KeyContext] {
        if state.screen.isEditingFilter { return [.filter] }
        if state.route == .weather {
            switch state.weather.mode {
            case .addingCity: return [.weatherSearch]
            case .confirmDelete: return [.weatherConfirm]
            case .list: return [.weather]
            }
        }
        if case .coinDetail = state.route { return [.coinDetail, .anywhere] }
        if case .currencyDetail = state.route { return [.currencyDetail, .anywhere] }
        if state.isPortfolioVisible {
            switch state.portfolio.mode {
            case .adding, .editing, .checking: return [.portfolioInput]
            case .confirmDelete: return [.portfolioConfirm]
            case .list: return [.portfolio, .anywhere]
            }
        }
        if state.route == .dashboard && state.screen.focus == .converter {
            return state.converter.picker == nil ? [.converter] : [.converterPicker]
        }
        return [.lists, .anywhere]
    }

    /// The parts of the model that need neither the clock nor the theme.
    static func layoutModel(_ state: AppState) -> DashboardScreenModel {
        var model = DashboardScreenModel()
        model.coinList = CoinListView.of(state)
        model.currencySymbol = currencySymbol(vsCurrency: state.settings.vsCurrency)
        model.focus = state.screen.focus
        if case .coinDetail(let screen) = state.route, let coin = detailCoin(state, id: screen.id) {
            model.route = .detail(coin)
        }
        if state.route == .weather { model.route = .weather }
        if case .currencyDetail(let screen) = state.route {
            model.route = .currency(CurrencyDetailView.of(state, screen: screen))
        }
        model.converter = ConverterView.of(state)
        model.weather = state.weather
        model.showsWeatherTile = state.showsWeatherTile
        model.portfolio = PortfolioDisplay(state)
        model.showsPortfolioTile = state.settings.paneMode == nil
            && PortfolioTile.mayShow(state.portfolio.portfolio, size: state.screen.size)
        if state.route == .portfolio { model.route = .portfolio }
        model.timeZone = state.settings.timeZone
        model.help = HelpView.of(state)
        return model
    }

    /// The coin a detail shows: its markets row; else, for a coin opened from a search whose markets row is not
    /// there (`/coins/markets?ids=` sent none, or it is on its way), the search result's id, symbol, name and rank
    /// with every market value absent — the detail opens and says what is missing rather than not opening.
    static func detailCoin(_ state: AppState, id: String) -> Coin? {
        if let row = state.marketsRow(id) { return row }
        guard let search = state.screen.coinSearch,
              let found = state.current(search.resource)?.value.elements.first(where: { $0.id == id })
        else { return nil }
        return Coin(id: found.id, symbol: found.symbol, name: found.name, marketCapRank: found.marketCapRank)
    }

    /// The chart of the open coin's range: the loaded series; else why not — "not available offline", "rate
    /// limited, retry 14:05" (in the status bar's time zone), the last fetch's error — or loading.
    static func chartState(_ state: AppState, detail: CoinDetailScreen, now: Date) -> CoinChartState {
        let resource = state.chartResource(detail)
        if let chart = state.current(resource)?.value { return .series(chart) }
        if state.settings.isOffline { return .unavailable(reason: "not available offline") }
        let schedule = state.sources.scheduler.status(of: resource.id, now: now)
        if let until = schedule.rateLimitedUntil {
            return .unavailable(reason: "rate limited, retry \(ClockText.hourMinute(until, timeZone: state.settings.timeZone))")
        }
        if let error = schedule.lastError { return .unavailable(reason: error.message) }
        return .loading
    }

    /// "$" for usd, else the currency's symbol from Locale, else the upper-cased code and a space.
    static func currencySymbol(vsCurrency: String) -> String {
        let code = CurrencyCode(vsCurrency)
        if let symbol = CurrencySymbols.symbol(for: code) { return symbol }
        return code.rawValue + " "
    }

    /// What a pane shows instead of its table while it has no value (`.placeholder`, or `.failed` with none
    /// kept): the error in red, else "loading…"; nil once there is a value.
    static func message(for status: SourceStatus, theme: PaneTheme) -> Span? {
        switch status {
        case .fresh, .stale: return nil
        case .failed(let error): return Span(error.message, style: theme.error)
        case .placeholder: return Span("loading…", style: theme.label)
        }
    }

    /// The status bar's spans at full length (`StatusBarSegments`): "PrivatBank · live 14:00 · next 15:00".
    static func statusSources(_ state: AppState, now: Date, theme: PaneTheme) -> [Span] {
        StatusBarSegments.spans(state, now: now, theme: theme, form: .full)
    }

    /// "unknown coin ids: foo, bar" for configured ids CoinGecko did not return (a network or cache list), "not in
    /// sample: foo" when the list is the embedded sample (short: the status bar already says "sample");
    /// nil when nothing is missing.
    static func missingCoinsText(_ state: AppState) -> String? {
        guard !state.missingCoinIDs.isEmpty else { return nil }
        let ids = state.missingCoinIDs.joined(separator: ", ")
        if case .embeddedSample? = state.markets?.origin { return "not in sample: \(ids)" }
        return "unknown coin ids: \(ids)"
    }
}
