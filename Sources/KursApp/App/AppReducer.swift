public import Foundation
import KursCore
import TerminalNcurses

/// The only place `AppState` changes: a pure function of (state, message, now) returning effects.
public enum AppReducer {
    /// How often a relative time on screen ("3 min ago") needs a redraw (seconds).
    public static let relativeTimeRefresh: TimeInterval = 60

    /// Applies `message` to `state` at time `now` and returns the work for the event loop.
    public static func reduce(_ state: inout AppState, _ message: AppMessage, now: Date) -> [Effect] {
        let effects = effects(of: message, on: &state, now: now)
        ScrollPosition.keepSelectionVisible(&state)
        return effects
    }

    private static func effects(of message: AppMessage, on state: inout AppState, now: Date) -> [Effect] {
        switch message {
        case .start:
            var effects: [Effect] = []
            for source in state.dashboardSources { effects += load(source, in: &state, now: now, snapshotFirst: true) }
            return effects + [.scheduleWake(nextWake(state, now: now))]
        case .key(let key):
            return KeyHandling.handle(key, state: &state, now: now)
        case .resize(let width, let height):
            state.size = TerminalSize(width: width, height: height)
            return []
        case .loaded(let source, let value, let generation, let isSnapshot):
            guard apply(value, to: source, generation: generation, isSnapshot: isSnapshot, in: &state, now: now)
            else { return [] }
            return [.scheduleWake(nextWake(state, now: now))]
        case .failed(let source, let error, let generation):
            var meta = state[meta: source]
            guard generation == meta.generation else { return [] }  // a late answer to an older request
            meta.isLoading = false
            meta.consecutiveFailures += 1
            meta.status = .failed(error)
            meta.nextReload = now.addingTimeInterval(
                ReloadSchedule.backoff(failures: meta.consecutiveFailures, error: error, source: source))
            state[meta: source] = meta
            return [.scheduleWake(nextWake(state, now: now))]
        case .tick:
            var effects: [Effect] = []
            for source in state.allSources {
                var meta = state[meta: source]
                guard let due = meta.nextReload, due <= now else { continue }
                if meta.status == .fresh { meta.status = .stale }
                state[meta: source] = meta
                if !state.isOffline && !meta.isLoading { effects += load(source, in: &state, now: now, snapshotFirst: false) }
            }
            return effects + [.scheduleWake(nextWake(state, now: now))]
        case .quit(let status):
            return [.quit(status: status)]
        }
    }

    /// Starts a request for `source`: a new generation, a snapshot first when asked (or always when offline),
    /// and a network fetch unless offline.
    static func load(_ source: DashboardSource, in state: inout AppState, now: Date, snapshotFirst: Bool) -> [Effect] {
        var meta = state[meta: source]
        meta.generation += 1
        var effects: [Effect] = []
        if snapshotFirst || state.isOffline { effects.append(.loadSnapshot(source, generation: meta.generation)) }
        if !state.isOffline {
            meta.isLoading = true
            meta.lastAttempt = now
            effects.append(.fetch(source, generation: meta.generation))
        } else {
            meta.nextReload = nil
        }
        state[meta: source] = meta
        return effects
    }

    /// Stores a loaded value unless it answers an older request. Returns whether it was applied.
    static func apply(_ value: SourceValue, to source: DashboardSource, generation: Int, isSnapshot: Bool,
                      in state: inout AppState, now: Date) -> Bool {
        var meta = state[meta: source]
        guard generation == meta.generation else { return false }
        let fetchedAt: Date
        let origin: DataOrigin
        switch value {
        case .bankRates(let fetched):
            guard !isSnapshot || !isNewer(state.bankRates.current?.fetchedAt, than: fetched.fetchedAt) else { return false }
            state.bankRates.current = fetched
            (fetchedAt, origin) = (fetched.fetchedAt, fetched.origin)
        case .midMarketRates(let fetched):
            guard !isSnapshot || !isNewer(state.midMarketRates.current?.fetchedAt, than: fetched.fetchedAt) else { return false }
            state.midMarketRates.current = fetched
            (fetchedAt, origin) = (fetched.fetchedAt, fetched.origin)
        case .markets(let fetched):
            guard !isSnapshot || !isNewer(state.markets.current?.fetchedAt, than: fetched.fetchedAt) else { return false }
            state.markets.current = fetched
            (fetchedAt, origin) = (fetched.fetchedAt, fetched.origin)
            state.coinsSelection = min(state.coinsSelection, max(0, state.visibleCoins.count - 1))
        case .coinDetail(let fetched):
            guard !isSnapshot || !isNewer(state.coinDetails[fetched.value.id]?.current?.fetchedAt, than: fetched.fetchedAt)
            else { return false }
            state.coinDetails[fetched.value.id, default: SourceState()].current = fetched
            (fetchedAt, origin) = (fetched.fetchedAt, fetched.origin)
        }
        let nextReload = ReloadSchedule.nextReload(for: source, value: value, fetchedAt: fetchedAt)
        if !isSnapshot {
            meta.isLoading = false
            meta.consecutiveFailures = 0
        }
        if case .embeddedSample = origin {
            meta.status = .stale
        } else {
            meta.status = nextReload > now ? .fresh : .stale
        }
        // A snapshot while a fetch is in flight (or offline) plans no reload: the fetch answer will.
        meta.nextReload = (isSnapshot && (meta.isLoading || state.isOffline)) ? nil : nextReload
        state[meta: source] = meta
        return true
    }

    private static func isNewer(_ existing: Date?, than candidate: Date) -> Bool {
        guard let existing else { return false }
        return existing > candidate
    }

    /// The next time the loop must wake: the earliest planned reload, and a minute from now for relative times.
    static func nextWake(_ state: AppState, now: Date) -> Date {
        let reloads = state.allSources.compactMap { state[meta: $0].nextReload }.filter { $0 > now }
        return (reloads + [now.addingTimeInterval(relativeTimeRefresh)]).min()!
    }
}
