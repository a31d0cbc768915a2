import Foundation
import KursCore

/// The only place `AppState` changes: a pure function of (state, message, now) returning effects. Fetch
/// timing is `AppState.scheduler`'s (KursCore's `RefreshScheduler`); the reducer drives its call sequence.
enum AppReducer {
    /// Applies `message` to `state` at time `now` and returns the work for the event loop.
    static func reduce(_ state: inout AppState, _ message: AppMessage, now: Date) -> [Effect] {
        var effects = effects(of: message, on: &state, now: now)
        scheduleWeather(&effects, state: &state, now: now)
        return effects
    }

    /// Online with the weather active, forecasts are the scheduler's: the weather pane's own requests (a city just
    /// added, the configured cities back after the last saved one was deleted) become registrations, due at once.
    static func scheduleWeather(_ effects: inout [Effect], state: inout AppState, now: Date) {
        guard state.isWeatherActive, !state.settings.isOffline else { return }
        var asked: [WeatherCity] = []
        effects.removeAll { effect in
            guard case .loadForecast(let city, _, nil)? = effect.command(WeatherPaneEffect.self) else { return false }
            asked.append(city)
            return true
        }
        if WeatherSources.sync(&state) { effects += startDueFetches(&state, now: now) }
        for city in asked where !state.sources.scheduler.status(of: WeatherSources.id(for: city), now: now).isFetching {
            state.weather.forecasts[WeatherPaneState.key(for: city)]?.isLoading = false  // nothing was asked
        }
    }

    private static func effects(of message: AppMessage, on state: inout AppState, now: Date) -> [Effect] {
        switch message {
        case .start:
            ConverterReducer.recalculate(&state.converter, rates: state.converterRates)
            if !state.settings.isOffline {
                for source in state.dashboardSources { state.registerWithConfiguredSchedule(source) }
            }
            var effects: [Effect] = state.dashboardSources.map { .loadSnapshot($0) }
            if case .coin(let id) = state.settings.paneMode {
                effects += AppReducer.begin(AnyResource(Resource.coinDetail(id: id)), state: &state)
            }
            if state.settings.paneMode == .weather {
                effects += WeatherSources.activate(&state, now: now)
            } else if state.showsWeatherTile {
                effects += WeatherSources.activate(&state, now: now, fetchNow: false)  // fetched on the first tick
            }
            return effects
        case .key(let key):
            return KeyHandling.handle(key, state: &state, now: now)
        case .resize(let width, let height):
            state.screen.size = TerminalSize(width: width, height: height)
            return state.showsWeatherTile ? WeatherSources.activate(&state, now: now) : []
        case .loaded(let value, let generation, let isSnapshot):
            if isSnapshot {
                guard applySnapshot(value, in: &state, now: now) else { return [] }
            } else if state.sources.scheduler.fetchSucceeded(
                value.id, generation: Generation(UInt64(max(generation, 0))), now: now, facts: value.facts,
                policy: value.policy)
            {
                store(value, in: &state)
            } else {
                return []
            }
            var effects = value.id == state.marketsResource.id ? PortfolioSources.sync(&state) : []
            if AlertChecks.watches(value.id, state: state) { effects += AlertChecks.dataArrived(&state, now: now) }
            return effects
        case .failed(let id, let error, let generation):
            state.sources.scheduler.fetchFailed(id, generation: Generation(UInt64(max(generation, 0))), now: now, error: error)
            return []
        case .tick:
            return startDueFetches(&state, now: now)
        case .clockJumped:
            state.sources.scheduler.wallClockJumped(now: now)
            return startDueFetches(&state, now: now)
        case .quit(let status):
            return [.quit(status: status)]
        case .placesFound(let query, .success(let places)):
            WeatherPaneReducer.searchResults(places, query: query, state: &state.weather)
            return []
        case .placesFound(let query, .failure(let error)):
            WeatherPaneReducer.searchFailed(error, query: query, state: &state.weather)
            return []
        case .forecastLoaded(let city, let result, let generation):
            WeatherSources.answered(city, result, generation: generation, state: &state, now: now)
            return []
        case .forecastSnapshot(let city, let fetched):
            WeatherSources.snapshot(city, fetched, state: &state)
            return []
        case .historyLoaded(let code, let days, let history):
            return state.screen.scope(\.currencyDetailScreen) {
                CurrencyDetailReducer.reduce(&$0, .historyLoaded(code: code, days: days, history))
            }
        case .favouritesNotice(let notice):
            state.screen.configWarning = notice
            return []
        case .portfolioSaved(let result):
            PortfolioReducer.saved(result, state: &state.portfolio)
            return PortfolioSources.sync(&state)
        case .alertsReloaded(let list, let status, let problem):
            return AlertChecks.reloaded(list, status: status, problem: problem, state: &state, now: now)
        case .coinChecked(let id, let verdict):
            return PortfolioReducer.checked(id: id, verdict, state: &state.portfolio)
        case .alertsRecorded(.success(let list), let notice, let status):
            state.alerts.list = list
            state.alerts.problem = notice
            if let status { state.alerts.fileStatus = status }
            return []
        case .alertsRecorded(.failure(let failure), _, _):
            state.alerts.problem = failure.message
            return []
        }
    }

    /// Starts every fetch the scheduler says is due at `now` (none offline).
    static func startDueFetches(_ state: inout AppState, now: Date) -> [Effect] {
        guard !state.settings.isOffline else { return [] }
        return state.sources.scheduler.dueSources(now: now).compactMap { id in
            guard let source = state.sources.registered[id] else { return nil }
            let generation = Int(state.sources.scheduler.fetchStarted(id, now: now).value)
            switch source {
            case .resource(let resource): return .fetch(resource, generation: generation)
            case .forecast(let city): return WeatherSources.fetch(city, generation: generation, state: &state, now: now)
            }
        }
    }

    /// Registers `source` (online) and asks for its snapshot: fetches follow on the next tick unless the
    /// snapshot is a cache entry still before its reload date.
    static func begin(_ source: AnyResource, state: inout AppState) -> [Effect] {
        if !state.settings.isOffline && !state.sources.scheduler.sources.contains(source.id) {
            state.registerWithConfiguredSchedule(source)
        }
        return [.loadSnapshot(source)]
    }

    /// Shows a cache/embedded value unless newer data is already shown; a cache entry that may count as fresh
    /// also tells the scheduler when it was fetched (with its resource's policy for it), so a warm cache is not
    /// fetched again before its reload date.
    /// - Returns: whether the value is shown.
    @discardableResult
    static func applySnapshot(_ value: LoadedValue, in state: inout AppState, now: Date) -> Bool {
        if let shown = state.loaded(value.id), shown.fetchedAt > value.fetchedAt || shown.origin == .live { return false }
        store(value, in: &state)
        if value.origin == .cache && value.loaded.canBeFresh && !state.settings.isOffline {
            state.sources.scheduler.restore(value.id, fetchedAt: value.fetchedAt, policy: value.policy, facts: value.facts)
        }
        return true
    }

    /// Puts `value` in its resource's slot; rates rebuild the converter's rates, a markets list keeps the
    /// coin cursor on the list.
    static func store(_ value: LoadedValue, in state: inout AppState) {
        state.sources.values[value.id] = value
        if [state.bankRatesResource.id, state.midMarketResource.id, Resource.monobank().id, Resource.nbu().id].contains(value.id) {
            state.rebuildConverterRates(changed: value.id)
        }
        if value.id == state.marketsResource.id {
            if let id = state.screen.coinCursorAfterReload, state.visibleCoins.contains(where: { $0.id == id }) {
                CoinListKeys.keepCursor(on: id, state: &state)
                state.screen.coinCursorAfterReload = nil
            }
            state.screen.coinsSelection = min(state.screen.coinsSelection, max(0, state.visibleCoins.count - 1))
        }
    }

    /// The next time the loop must wake with a `.tick` (nil: only input or a fetch result can change the
    /// screen): the scheduler's next deadline (online); while a "retry in 1:59" countdown is on screen, the
    /// moment its text changes; while the weather is on screen, the next hour it shows (no fetch needed).
    /// Weather reloads are scheduler sources like the others.
    static func nextWake(_ state: AppState, now: Date) -> Date? {
        var candidates: [Date] = []
        if !state.settings.isOffline, let deadline = state.sources.scheduler.nextDeadline(now: now) { candidates.append(deadline) }
        if state.isWeatherVisible { candidates.append(WeatherPane.nextRedraw(after: now, state: state.weather)) }
        for source in state.statusBarSources {
            guard let until = state.sources.scheduler.status(of: source.id, now: now).rateLimitedUntil else { continue }
            candidates.append(countdownChange(until: until, now: now))
        }
        return candidates.min()
    }

    /// When a countdown to `until` shown in whole seconds rounded up (as "1:59") next changes after `now`.
    static func countdownChange(until: Date, now: Date) -> Date {
        let remaining = until.timeIntervalSince(now)
        let shown = remaining.rounded(.up)
        let change = until.addingTimeInterval(-(shown - 1))
        return change > now ? change : change.addingTimeInterval(1)
    }
}
