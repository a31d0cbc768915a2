import Foundation
import TerminalNcurses

/// Key bindings (issue 2), as pure state changes. Ctrl-C always quits; the help overlay and the filter
/// editor take keys first; then the screen on top of the route stack.
enum KeyHandling {
    static func handle(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        if key == .ctrlC { return [.quit(status: 0)] }
        if state.isHelpVisible {
            if key == .char("?") || key == .escape || key == .char("q") || key == .backspace { state.isHelpVisible = false }
            return []
        }
        if state.isEditingFilter { return editFilter(key, state: &state) }
        switch key {
        case .char("?"):
            state.isHelpVisible = true
            return []
        case .char("r"):
            return reloadAll(&state, now: now)
        default:
            break
        }
        switch state.route {
        case .dashboard: return dashboardKey(key, state: &state, now: now)
        case .coinDetail: return coinDetailKey(key, state: &state)
        }
    }

    private static func dashboardKey(_ key: Key, state: inout AppState, now: Date) -> [Effect] {
        switch key {
        case .char("q"):
            return [.quit(status: 0)]
        case .escape:
            state.filter = ""
            state.coinsSelection = 0
        case .tab, .backTab:
            state.focus = state.focus == .rates ? .coins : .rates
        case .char("/"):
            state.focus = .coins
            state.isEditingFilter = true
        case .enter:
            guard state.focus == .coins, let coin = state.selectedCoin else { return [] }
            return open(coinID: coin.id, state: &state, now: now)
        default:
            if let move = Movement(key) { moveSelection(move, state: &state) }
        }
        return []
    }

    private static func coinDetailKey(_ key: Key, state: inout AppState) -> [Effect] {
        switch key {
        case .escape, .backspace, .char("q"), .left, .char("h"):
            state.routes.removeLast()
            state.isDescriptionExpanded = false
            state.descriptionOffset = 0
        case .char("d"), .char("m"), .char(" "):
            state.isDescriptionExpanded.toggle()
            state.descriptionOffset = 0
        case .down, .char("j"):
            if state.isDescriptionExpanded { state.descriptionOffset += 1 }
        case .up, .char("k"):
            state.descriptionOffset = max(0, state.descriptionOffset - 1)
        case .pageDown:
            if state.isDescriptionExpanded { state.descriptionOffset += state.pageSize / 2 }
        case .pageUp:
            state.descriptionOffset = max(0, state.descriptionOffset - state.pageSize / 2)
        case .home, .char("g"):
            state.descriptionOffset = 0
        default:
            break
        }
        return []
    }

    /// Pushes the detail of `coinID` and loads it unless it is already there and fresh.
    static func open(coinID: String, state: inout AppState, now: Date) -> [Effect] {
        state.routes.append(.coinDetail(id: coinID))
        state.isDescriptionExpanded = false
        let source = DashboardSource.coinDetail(id: coinID)
        let meta = state[meta: source]
        let hasValue = state.coinDetails[coinID]?.current != nil
        if meta.isLoading || (hasValue && meta.status == .fresh) { return [] }
        return AppReducer.load(source, in: &state, now: now, snapshotFirst: !hasValue)
    }

    /// `r`: every dashboard source (and the open coin's detail), each at most once per 30 seconds.
    /// Offline, it re-reads the snapshots (another kurs process may have refreshed the cache).
    static func reloadAll(_ state: inout AppState, now: Date) -> [Effect] {
        var sources = state.dashboardSources
        if case .coinDetail(let id) = state.route { sources.append(.coinDetail(id: id)) }
        var effects: [Effect] = []
        for source in sources {
            var meta = state[meta: source]
            if let last = meta.lastManualReload, now.timeIntervalSince(last) < ReloadSchedule.manualReloadInterval { continue }
            if meta.isLoading { continue }
            meta.lastManualReload = now
            state[meta: source] = meta
            effects += AppReducer.load(source, in: &state, now: now, snapshotFirst: false)
        }
        return effects
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
            if let move = Movement(key), move != .top, move != .bottom { moveSelection(move, state: &state) }
            return []
        }
        state.coinsSelection = 0
        return []
    }

    enum Movement: Equatable {
        case by(Int), pageUp, pageDown, top, bottom

        init?(_ key: Key) {
            switch key {
            case .up, .char("k"): self = .by(-1)
            case .down, .char("j"): self = .by(1)
            case .pageUp: self = .pageUp
            case .pageDown: self = .pageDown
            case .home, .char("g"): self = .top
            case .end, .char("G"): self = .bottom
            default: return nil
            }
        }
    }

    static func moveSelection(_ move: Movement, state: inout AppState) {
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
