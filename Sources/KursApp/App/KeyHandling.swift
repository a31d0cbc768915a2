import Foundation
import KursCore
import TerminalUI

/// Key bindings of the whole dashboard (navigation, converter, weather pane, `kurs pane`), as pure state changes. Ctrl-C always quits; the help overlay and the
/// filter editor take keys first; then the focused converter or the weather pane (so typing in their text
/// fields works); then the global keys (? r R); then `kurs pane`'s keys or the screen on top of the route stack.
/// The configurable keys (help, reload, quit, movement, …) go through `AppState.keyMap` (config `keys`).
enum KeyHandling {
    static func handle(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        if key == .ctrlC { return [.quit(status: 0)] }
        let action = state.keyMap.action(for: key)
        if state.isHelpVisible {
            if action == .help || action == .back || action == .quit { state.isHelpVisible = false }
            return []
        }
        if state.isEditingFilter { return editFilter(key, state: &state) }
        if let effects = paneKey(key, state: &state, now: now) { return effects }
        switch (action, key) {
        case (.help?, _):
            state.isHelpVisible = true
            return []
        case (.reload?, _):
            let weather = state.isWeatherVisible ? WeatherSources.manual(&state, now: now) : []
            return reload(state.reloadableSources, state: &state, now: now) + weather
        case (_, .char("R")):
            if state.isWeatherVisible { return WeatherSources.manual(&state, now: now) }
            return reload([state.focusedSource], state: &state, now: now)
        default:
            break
        }
        if let mode = state.paneMode { return singlePaneKey(key, mode: mode, state: &state) }
        switch state.route {
        case .dashboard: return dashboardKey(key, state: &state, now: now)
        case .coinDetail: return coinDetailKey(key, state: &state)
        case .weather: return weatherRouteKey(key, state: &state)
        }
    }

    /// Keys the weather pane or the converter take before the app's own bindings (q, r, ?, Tab…): nil when the
    /// pane on screen with the focus does not use `key`. While the weather search field or the converter's
    /// picker is open every printable key is text.
    static func paneKey(_ key: Key, state: inout AppState, now: Date) -> [Effect]? {
        if state.isWeatherVisible {
            guard let weatherKey = WeatherPaneKey(key, mode: state.weather.mode) else { return nil }
            return WeatherPaneReducer.handle(key: weatherKey, state: &state.weather, now: now).map(Effect.weather)
        }
        guard state.route == .dashboard, state.focus == .converter || state.paneMode == .converter,
              let converterKey = ConverterKeyMap.converterKey(for: key, state: state.converter,
                                                              swapKey: state.keyMap.swapCharacter)
        else { return nil }
        ConverterReducer.handle(key: converterKey, state: &state.converter, rates: state.converterRates)
        return []
    }

    /// `kurs pane NAME`: the quit key quits; the rates and the coins move their selection.
    private static func singlePaneKey(_ key: Key, mode: PaneMode, state: inout AppState) -> [Effect] {
        if state.keyMap.matches(key, .quit) { return [.quit(status: 0)] }
        if mode == .rates || mode == .coins, let move = Movement(key, keyMap: state.keyMap) {
            moveSelection(move, state: &state)
        }
        return []
    }

    /// The weather route: the back keys (Esc, Backspace), the quit key and w go back to the dashboard (the
    /// pane took its own keys already).
    private static func weatherRouteKey(_ key: Key, state: inout AppState) -> [Effect] {
        let action = state.keyMap.action(for: key)
        if action == .back || action == .quit || key == .char("w") { state.routes.removeLast() }
        return []
    }

    private static func dashboardKey(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        switch (state.keyMap.action(for: key), key) {
        case (.quit?, _):
            return [.quit(status: 0)]
        case (.back?, _):
            state.filter = ""
            state.coinsSelection = 0
        case (.nextPane?, _):
            state.focus = state.focus.next()
        case (_, .backTab):
            state.focus = state.focus.next(backwards: true)
        case (_, .char("w")):
            state.routes.append(.weather)
            return WeatherSources.activate(&state, now: now)
        case (.filter?, _):
            state.focus = .coins
            state.isEditingFilter = true
        case (.open?, _):
            guard state.focus == .coins, let coin = state.selectedCoin else { return [] }
            return open(coinID: coin.id, state: &state, now: now)
        default:
            if let move = Movement(key, keyMap: state.keyMap) { moveSelection(move, state: &state) }
        }
        return []
    }

    /// The coin detail: back / quit / ← / h leave it; expand / m / Space toggle the description; up, down,
    /// pages and top scroll the expanded description.
    private static func coinDetailKey(_ key: Key, state: inout AppState) -> [Effect] {
        switch (state.keyMap.action(for: key), key) {
        case (.back?, _), (.quit?, _), (_, .left), (_, .char("h")):
            state.routes.removeLast()
            state.isDescriptionExpanded = false
            state.descriptionOffset = 0
        case (.expand?, _), (_, .char("m")), (_, .char(" ")):
            state.isDescriptionExpanded.toggle()
            state.descriptionOffset = 0
        case (.down?, _):
            if state.isDescriptionExpanded { state.descriptionOffset += 1 }
        case (.up?, _):
            state.descriptionOffset = max(0, state.descriptionOffset - 1)
        case (.pageDown?, _):
            if state.isDescriptionExpanded { state.descriptionOffset += state.pageSize / 2 }
        case (.pageUp?, _):
            state.descriptionOffset = max(0, state.descriptionOffset - state.pageSize / 2)
        case (.top?, _):
            state.descriptionOffset = 0
        default:
            break
        }
        return []
    }

    /// Pushes the detail of `coinID` and loads it: its snapshot now, a fetch on the next tick unless the
    /// cached detail is still before its reload date (or a fetch is already scheduled).
    static func open(coinID: String, state: inout AppState, now: Date) -> [Effect] {
        state.routes.append(.coinDetail(id: coinID))
        state.isDescriptionExpanded = false
        let source = AnyResource(Resource.coinDetail(id: coinID))
        if state.coinDetail(coinID) != nil && !state.isOffline { return [] }
        return AppReducer.begin(source, state: &state)
    }

    /// `r` (every source on screen) and `R` (the focused one): online, each accepted by the scheduler
    /// (at most once per 30 s per source, not while in flight, rate limited or out of budget) is fetched
    /// now; offline, the snapshots are read again (another kurs process may have refreshed the cache).
    static func reload(_ sources: [AnyResource], state: inout AppState, now: Date) -> [Effect] {
        guard !state.isOffline else { return sources.map { .loadSnapshot($0) } }
        _ = state.scheduler.requestManualReload(sources.map(\.id), now: now)
        return AppReducer.startDueFetches(&state, now: now)
    }

    private static func editFilter(_ key: Key, state: inout AppState) -> [Effect] {
        switch key {
        case .enter:
            state.isEditingFilter = false
        case .escape:
            state.isEditingFilter = false
            state.filter = ""
        case .backspace:
            if !state.filter.isEmpty { state.filter.removeLast() }
        case .char(let character):
            state.filter.append(character)
        default:
            if let move = Movement(key, keyMap: state.keyMap), move != .top, move != .bottom {
                moveSelection(move, state: &state)
            }
            return []
        }
        state.coinsSelection = 0
        return []
    }

    enum Movement: Equatable {
        case by(Int), pageUp, pageDown, top, bottom

        /// The movement `key` means in `keyMap` (arrows, PgUp/PgDn, Home/End and the configured keys).
        init?(_ key: Key, keyMap: KeyMap) {
            switch keyMap.action(for: key) {
            case .up?: self = .by(-1)
            case .down?: self = .by(1)
            case .pageUp?: self = .pageUp
            case .pageDown?: self = .pageDown
            case .top?: self = .top
            case .bottom?: self = .bottom
            default: return nil
            }
        }
    }

    static func moveSelection(_ move: Movement, state: inout AppState) {
        guard state.focus != .converter else { return }
        let count = state.focus == .rates ? state.rateRows.count : state.visibleCoins.count
        let current = state.focus == .rates ? state.ratesSelection : state.coinsSelection
        let target: Int
        switch move {
        case .by(let delta): target = current + delta
        case .pageUp: target = current - state.pageSize
        case .pageDown: target = current + state.pageSize
        case .top: target = 0
        case .bottom: target = count - 1
        }
        let clamped = max(0, min(target, count - 1))
        if state.focus == .rates { state.ratesSelection = clamped } else { state.coinsSelection = clamped }
    }
}
