import Foundation
import KursCore

/// The weather pane's forecasts as sources of the one `RefreshScheduler`: each city is a scheduler source
/// (`id(for:)`), registered once the weather is shown (online), reloaded at the next full hour in the city's
/// time zone (`Resource.forecastSchedule(for:)`, the forecast declaration's rule) with the same floor, budget
/// (config `refresh.sources.weather`), backoff, Retry-After and manual-reload limits as every other source. A
/// city removed from the list is unregistered. Offline nothing is registered: forecasts are read from the cache
/// once, and again on `r`.
enum WeatherSources {
    /// The scheduler's name for `city`'s forecast: "weather-" and the city's place key.
    static func id(for city: WeatherCity) -> ResourceID {
        ResourceID("weather-" + ResourceNaming.safe(WeatherPaneState.key(for: city)))
    }

    /// Marks the weather as shown: online its cities join the scheduler (due at once: fetched now, or — when not
    /// `fetchNow`, the dashboard's start, whose fetches wait for the first frame — each city's cached forecast read
    /// first, so the first tick fetches only what is missing or due), offline each forecast is read from the cache
    /// once. Nothing the second time.
    static func activate(_ state: inout AppState, now: Date, fetchNow: Bool = true) -> [Effect] {
        guard !state.isWeatherActive else { return [] }
        state.isWeatherActive = true
        if state.settings.isOffline { return WeatherPaneReducer.loadMissing(state: &state.weather, now: now).map(Effect.weather) }
        sync(&state)
        if fetchNow { return AppReducer.startDueFetches(&state, now: now) }  // its answer shows the cached one first
        let units = state.weather.units
        return state.weather.cities.map { Effect.weather(.cachedForecast($0, units: units)) }
    }

    /// A cached forecast read when the weather was shown: the pane shows it unless it has a newer one, and the
    /// scheduler learns when it was fetched (with the forecast's reload policy, as after a fetch), so a forecast
    /// cached before its reload date is not fetched again at start.
    static func snapshot(_ city: WeatherCity, _ fetched: Fetched<Forecast>, state: inout AppState) {
        if let shown = state.weather.forecast(for: city).fetched, shown.fetchedAt >= fetched.fetchedAt { return }
        var record = state.weather.forecast(for: city)
        record.fetched = fetched
        state.weather.forecasts[WeatherPaneState.key(for: city)] = record
        guard !state.settings.isOffline, fetched.origin == .cache else { return }
        let policy = Resource<Forecast>.forecastSchedule(for: fetched.value).policy(fetchedAt: fetched.fetchedAt)
        state.sources.scheduler.restore(id(for: city), fetchedAt: fetched.fetchedAt, policy: policy)
    }

    /// Online and active: registers the cities not registered yet and unregisters the ones no longer listed.
    /// - Returns: whether a city was added (it is due at once).
    @discardableResult
    static func sync(_ state: inout AppState) -> Bool {
        guard state.isWeatherActive, !state.settings.isOffline else { return false }
        let cities = Dictionary(state.weather.cities.map { (id(for: $0), $0) }, uniquingKeysWith: { first, _ in first })
        for (id, source) in state.sources.registered {
            if case .forecast = source, cities[id] == nil {
                state.sources.scheduler.unregister(id)
                state.sources.registered[id] = nil
            }
        }
        var added = false
        for (id, city) in cities where state.sources.registered[id] == nil {
            state.sources.registered[id] = .forecast(city)
            let setting = state.settings.refresh.reloadInterval(for: .weather).map { RefreshSchedule(rule: .interval($0)) }
            state.sources.scheduler.register(id, schedule: setting ?? .weather(), budget: state.configuredBudget(for: .weather))
            added = true
        }
        return added
    }

    /// `r` / `R` with the weather shown: online a manual reload of every city (the scheduler's limits apply);
    /// offline the cached forecasts read again.
    static func manual(_ state: inout AppState, now: Date) -> [Effect] {
        guard state.isWeatherActive else { return activate(&state, now: now) }
        if state.settings.isOffline { return cacheReads(&state, now: now) }
        let ids = state.weather.cities.map(id(for:))
        _ = state.sources.scheduler.requestManualReload(ids, now: now)
        return AppReducer.startDueFetches(&state, now: now)
    }

    /// Offline `r`: the cached forecast of every city not loading and not read within the scheduler's manual-reload
    /// interval (30 s), read again (another kurs process may have refreshed the cache).
    private static func cacheReads(_ state: inout AppState, now: Date) -> [Effect] {
        let interval = state.sources.scheduler.configuration.manualReloadInterval
        return state.weather.cities.compactMap { city in
            let record = state.weather.forecast(for: city)
            guard !record.isLoading, record.requestedAt.map({ now.timeIntervalSince($0) >= interval }) ?? true else {
                return nil
            }
            var asked = record
            asked.isLoading = true
            asked.requestedAt = now
            state.weather.forecasts[WeatherPaneState.key(for: city)] = asked
            return .weather(.loadForecast(city, units: state.weather.units))
        }
    }

    /// The `.loadForecast` effect of a due city's fetch `generation`, marking the city loading.
    static func fetch(_ city: WeatherCity, generation: Int, state: inout AppState, now: Date) -> Effect {
        var record = state.weather.forecast(for: city)
        record.isLoading = true
        record.requestedAt = now
        state.weather.forecasts[WeatherPaneState.key(for: city)] = record
        return .weather(.loadForecast(city, units: state.weather.units, generation: generation))
    }

    /// A forecast answer: the pane stores it; a scheduled fetch's answer (`generation`) also tells the scheduler,
    /// with the forecast's own reload policy.
    static func answered(_ city: WeatherCity, _ result: Result<Fetched<Forecast>, FetchError>, generation: Int?,
                         state: inout AppState, now: Date) {
        switch result {
        case .success(let fetched):
            WeatherPaneReducer.forecastLoaded(fetched, for: city, state: &state.weather)
        case .failure(let error):
            WeatherPaneReducer.forecastFailed(error, for: city, state: &state.weather)
        }
        guard let generation else { return }
        let tag = Generation(UInt64(max(generation, 0)))
        switch result {
        case .success(let fetched):
            let policy = Resource<Forecast>.forecastSchedule(for: fetched.value).policy(fetchedAt: now)
            state.sources.scheduler.fetchSucceeded(id(for: city), generation: tag, now: now, policy: policy)
        case .failure(let error):
            state.sources.scheduler.fetchFailed(id(for: city), generation: tag, now: now, error: error)
        }
    }
}
