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
            return reload(state.reloadableSources, state: &state, now: now)
        case .char("R"):
            return reload([state.focusedSource], state: &state, now: now)
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

    /// Pushes the detail of `coinID` and loads it: its snapshot now, a fetch on the next tick unless the
    /// cached detail is still before its reload date (or a fetch is already scheduled).
    static func open(coinID: String, state: inout AppState, now: Date) -> [Effect] {
        state.routes.append(.coinDetail(id: coinID))
        state.isDescriptionExpanded = false
        let source = DashboardSource.coinDetail(id: coinID)
        if state.coinDetails[coinID]?.current != nil && !state.isOffline { return [] }
        return AppReducer.begin(source, state: &state)
    }

    /// `r` (every source on screen) and `R` (the focused one): online, each accepted by the scheduler
    /// (at most once per 30 s per source, not while in flight, rate limited or out of budget) is fetched
    /// now; offline, the snapshots are read again (another kurs process may have refreshed the cache).
    static func reload(_ sources: [DashboardSource], state: inout AppState, now: Date) -> [Effect] {
        guard !state.isOffline else { return sources.map { .loadSnapshot($0) } }
        _ = state.scheduler.requestManualReload(sources.map(\.sourceID), now: now)
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
