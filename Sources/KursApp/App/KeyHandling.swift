import Foundation
import KursCore
import TerminalUI

/// Key bindings of the whole dashboard (navigation, converter, weather pane, `kurs pane`), as pure state
/// changes, each key resolved through `AppState.keyMap` (`KeyBinding.table` with config `keys`) in the context
/// that has it: Ctrl-C (`.always`) quits; the help overlay and the filter editor take keys first; then the
/// focused converter or the weather pane (so typing in their text fields works); then `.anywhere` (? r R);
/// then `kurs pane`'s keys or the screen on top of the route stack.
enum KeyHandling {
    static func handle(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        let keys = state.settings.keyMap
        if keys.command(for: key, in: .always) == .quit { return [.quit(status: 0)] }
        if state.screen.isHelpVisible {
            scrollHelp(keys.command(for: key, in: .help), state: &state)
            return []
        }
        if state.screen.isEditingFilter { return editFilter(key, state: &state) }
        if let effects = paneKey(key, state: &state, now: now) { return effects }
        switch keys.command(for: key, in: .anywhere) {
        case .help?:
            state.screen.isHelpVisible = true
            return []
        case .reload?:
            let tile = state.route == .dashboard && state.showsWeatherTile
            let weather = state.isWeatherVisible || tile ? WeatherSources.manual(&state, now: now) : []
            return reload(state.reloadableSources, state: &state, now: now) + weather
        case .reloadFocused?:
            if state.isWeatherVisible { return WeatherSources.manual(&state, now: now) }
            return reload([state.focusedSource], state: &state, now: now)
        default:
            break
        }
        if let mode = state.settings.paneMode { return singlePaneKey(key, mode: mode, state: &state) }
        switch state.route {
        case .dashboard: return dashboardKey(key, state: &state, now: now)
        case .coinDetail: return coinDetailKey(key, state: &state)
        case .weather: return weatherRouteKey(key, state: &state)
        case .currencyDetail: return currencyDetailKey(key, state: &state)
        case .portfolio: return portfolioRouteKey(key, state: &state)
        }
    }

    /// Keys the weather pane or the converter take before the app's own bindings (q, r, ?, Tab…): nil when the
    /// pane on screen with the focus does not use `key`. While the weather search field or the converter's
    /// picker is open every printable key is text.
    static func paneKey(_ key: Key, state: inout AppState, now: Date) -> [Effect]? {
        if state.isPortfolioVisible {
            let shown = state  // what the pane's environment reads while the pane's state changes
            let environment = PortfolioEnvironment(keyMap: shown.settings.keyMap, vsCurrency: shown.settings.vsCurrency,
                                                   isKnown: { id in shown.portfolioCoins.contains { $0.id == id } })
            return PortfolioReducer.handle(key, state: &state.portfolio, environment: environment)
        }
        if state.isWeatherVisible {
            guard let weatherKey = WeatherPaneKey(key, mode: state.weather.mode, keyMap: state.settings.keyMap) else { return nil }
            return WeatherPaneReducer.handle(key: weatherKey, state: &state.weather, now: now).map(Effect.weather)
        }
        guard state.route == .dashboard, state.screen.focus == .converter || state.settings.paneMode == .converter,
              let converterKey = ConverterKeyMap.converterKey(for: key, state: state.converter, keyMap: state.settings.keyMap)
        else { return nil }
        ConverterReducer.handle(key: converterKey, state: &state.converter, rates: state.converterRates)
        return []
    }

    /// `kurs pane NAME`: the quit key quits; the rates and the coins move their selection; `coin ID` takes the
    /// coin detail's chart ranges (1–6, its chart is loaded as the detail's is).
    private static func singlePaneKey(_ key: Key, mode: PaneMode, state: inout AppState) -> [Effect] {
        if state.settings.keyMap.command(for: key, in: .anywhere) == .quit { return [.quit(status: 0)] }
        if case .coin(let id) = mode, case .coinChart(let range)? = state.settings.keyMap.command(for: key, in: .coinDetail) {
            guard range != state.screen.paneCoinRange else { return [] }
            state.screen.paneCoinRange = range
            return loadChart(of: CoinDetailScreen(id: id, range: range), state: &state)
        }
        if mode == .rates || mode == .coins, let command = state.settings.keyMap.command(for: key, in: .lists),
            let move = Movement(command)
        {
            moveSelection(move, state: &state)
        }
        return []
    }

    /// The weather route: the back keys (Esc, Backspace), the quit key and w go back to the dashboard (the
    /// pane took its own keys already).
    private static func weatherRouteKey(_ key: Key, state: inout AppState) -> [Effect] {
        if state.settings.keyMap.command(for: key, in: .weather) == .back || state.settings.keyMap.command(for: key, in: .anywhere) == .quit {
            state.screen.routes.removeLast()
        }
        return []
    }

    /// The portfolio route: its back keys (Esc, Backspace, p) and the quit key go back to the dashboard (the pane
    /// took its own keys already).
    private static func portfolioRouteKey(_ key: Key, state: inout AppState) -> [Effect] {
        if state.settings.keyMap.command(for: key, in: .portfolio) == .back || state.settings.keyMap.command(for: key, in: .anywhere) == .quit {
            state.screen.routes.removeLast()
        }
        return []
    }

    private static func dashboardKey(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        if state.settings.keyMap.command(for: key, in: .anywhere) == .quit { return [.quit(status: 0)] }
        if state.screen.coinSearch != nil, state.screen.focus == .coins,
            let effects = CoinListKeys.searchKey(key, state: &state, now: now)
        {
            return effects
        }
        if state.screen.focus == .coins, let command = state.settings.keyMap.command(for: key, in: .lists),
            let effects = CoinListKeys.handle(command, state: &state, now: now)
        {
            return effects
        }
        switch state.settings.keyMap.command(for: key, in: .lists) {
        case .back?:
            state.screen.filter = ""
            state.screen.coinsSelection = 0
        case .nextPane?:
            state.screen.focus = state.screen.focus.next()
        case .previousPane?:
            state.screen.focus = state.screen.focus.next(backwards: true)
        case .weather?:
            state.screen.routes.append(.weather)
            return WeatherSources.activate(&state, now: now)
        case .portfolio?:
            state.screen.routes.append(.portfolio)
        case .filter?:
            state.screen.focus = .coins
            state.screen.isEditingFilter = true
        case .open?:
            if state.screen.focus == .rates, let code = state.selectedRateCode { return open(currency: code, state: &state) }
            guard state.screen.focus == .coins, let coin = state.selectedCoin else { return [] }
            return open(coinID: coin.id, state: &state, now: now)
        case let command?:
            if let move = Movement(command) { moveSelection(move, state: &state) }
        case nil:
            break
        }
        return []
    }

    /// The coin detail: back / quit / ← / h leave it; its other keys go to `CoinDetailReducer` (a new chart range
    /// loads its chart: the snapshot now, a fetch when due).
    private static func coinDetailKey(_ key: Key, state: inout AppState) -> [Effect] {
        guard case .coinDetail(var detail) = state.route else { return [] }
        let quits = state.settings.keyMap.command(for: key, in: .anywhere) == .quit
        let command = quits ? .back : state.settings.keyMap.command(for: key, in: .coinDetail)
        if command == .back {
            state.screen.routes.removeLast()
            return []
        }
        let shown = detail
        let chartChanged = CoinDetailReducer.reduce(&detail, command, halfPage: state.pageSize / 2,
                                                    descriptionBottom: state.descriptionBottom(shown))
        state.screen.routes[state.screen.routes.count - 1] = .coinDetail(detail)
        return chartChanged ? loadChart(of: detail, state: &state) : []
    }

    /// The currency detail: back / quit / ← / h leave it; 1–4 go to `CurrencyDetailReducer` (a new period's
    /// history is loaded).
    private static func currencyDetailKey(_ key: Key, state: inout AppState) -> [Effect] {
        let quits = state.settings.keyMap.command(for: key, in: .anywhere) == .quit
        let command = quits ? .back : state.settings.keyMap.command(for: key, in: .currencyDetail)
        if command == .back {
            state.screen.routes.removeLast()
            return []
        }
        guard let action = CurrencyDetailReducer.action(for: command) else { return [] }
        return state.screen.scope(\.currencyDetailScreen, topOnly: true) { CurrencyDetailReducer.reduce(&$0, action) }
    }

    /// Pushes the detail of currency `code` and loads its history.
    static func open(currency code: CurrencyCode, state: inout AppState) -> [Effect] {
        let (detail, effects) = CurrencyDetailReducer.open(code)
        state.screen.routes.append(.currencyDetail(detail))
        return effects
    }

    /// Pushes the detail of `coinID` and loads it: its snapshot now, a fetch on the next tick unless the
    /// cached detail is still before its reload date (or a fetch is already scheduled).
    /// Its chart (7 days) is loaded the same way; a coin outside the markets list (found by search) also gets
    /// its markets row from `/coins/markets?ids=ID`.
    static func open(coinID: String, state: inout AppState, now: Date) -> [Effect] {
        let detail = CoinDetailScreen(id: coinID)
        state.screen.routes.append(.coinDetail(detail))
        var effects = loadChart(of: detail, state: &state)
        if !state.isInMarkets(coinID) {
            effects += AppReducer.begin(AnyResource(state.singleCoinResource(coinID)), state: &state)
        }
        let source = AnyResource(Resource.coinDetail(id: coinID))
        if state.coinDetail(coinID) != nil && !state.settings.isOffline { return effects }
        return AppReducer.begin(source, state: &state) + effects
    }

    /// Loads the chart `detail` shows unless it is already there (online: the scheduler reloads it when due).
    static func loadChart(of detail: CoinDetailScreen, state: inout AppState) -> [Effect] {
        let chart = state.chartResource(detail)
        if state.current(chart) != nil && !state.settings.isOffline { return [] }
        return AppReducer.begin(AnyResource(chart), state: &state)
    }

    /// `r` (every source on screen) and `R` (the focused one): online, each accepted by the scheduler
    /// (at most once per 30 s per source, not while in flight, rate limited or out of budget) is fetched
    /// now; offline, the snapshots are read again (another kurs process may have refreshed the cache).
    static func reload(_ sources: [AnyResource], state: inout AppState, now: Date) -> [Effect] {
        guard !state.settings.isOffline else { return sources.map { .loadSnapshot($0) } }
        _ = state.sources.scheduler.requestManualReload(sources.map(\.id), now: now)
        return AppReducer.startDueFetches(&state, now: now)
    }

    private static func editFilter(_ key: Key, state: inout AppState) -> [Effect] {
        switch (state.settings.keyMap.command(for: key, in: .filter), key) {
        case (.keepFilter?, _):
            state.screen.isEditingFilter = false
            if state.visibleCoins.isEmpty, !state.screen.filter.trimmingBlanks().isEmpty, state.markets != nil {
                return CoinListKeys.search(state.screen.filter, state: &state)
            }
        case (.clearFilter?, _):
            state.screen.isEditingFilter = false
            state.screen.filter = ""
        case (_, .backspace):  // text editing, not a binding
            if !state.screen.filter.isEmpty { state.screen.filter.removeLast() }
        case (_, .char(let character)):
            state.screen.filter.append(character)
        default:
            if let command = state.settings.keyMap.command(for: key, in: .lists), let move = Movement(command),
                move != .top, move != .bottom
            {
                moveSelection(move, state: &state)
            }
            return []
        }
        state.screen.coinsSelection = 0
        return []
    }

    /// The help overlay's keys: close it, or scroll it (the overlay clamps the offset to what it has).
    private static func scrollHelp(_ command: KeyCommand?, state: inout AppState) {
        let page = max(1, state.screen.size.height - 4)
        switch command {
        case .back?:
            state.screen.isHelpVisible = false
            state.screen.helpOffset = 0
        case .down?: state.screen.helpOffset += 1
        case .up?: state.screen.helpOffset = max(0, state.screen.helpOffset - 1)
        case .pageDown?: state.screen.helpOffset += page
        case .pageUp?: state.screen.helpOffset = max(0, state.screen.helpOffset - page)
        case .top?: state.screen.helpOffset = 0
        case .bottom?: state.screen.helpOffset = Int.max / 2
        default: break
        }
        // The overlay shows as many lines as fit in the terminal (its box: the lines and two borders, at most the
        // terminal's height); the last page starts where its last line is the help's last.
        let lines = HelpOverlay.lineCount(for: state.settings.keyMap.bindings)
        let shown = max(0, min(lines + 2, state.screen.size.height) - 2)
        state.screen.helpOffset = min(state.screen.helpOffset, max(0, lines - shown))
    }

    enum Movement: Equatable {
        case by(Int), pageUp, pageDown, top, bottom

        /// The movement a list command means; nil for the others.
        init?(_ command: KeyCommand) {
            switch command {
            case .up: self = .by(-1)
            case .down: self = .by(1)
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            case .top: self = .top
            case .bottom: self = .bottom
            default: return nil
            }
        }
    }

    static func moveSelection(_ move: Movement, state: inout AppState) {
        guard state.screen.focus != .converter else { return }
        let count = state.screen.focus == .rates ? state.settings.comparedCurrencies.count : state.visibleCoins.count
        let current = state.screen.focus == .rates ? state.screen.ratesSelection : state.screen.coinsSelection
        let target: Int
        switch move {
        case .by(let delta): target = current + delta
        case .pageUp: target = current - state.pageSize
        case .pageDown: target = current + state.pageSize
        case .top: target = 0
        case .bottom: target = count - 1
        }
        let clamped = max(0, min(target, count - 1))
        if state.screen.focus == .rates { state.screen.ratesSelection = clamped } else { state.screen.coinsSelection = clamped }
    }
}
