import Foundation
import KursCore

/// When the weather pane's forecasts are asked for: once when the pane is first shown, then hourly (the
/// next full hour after a forecast was fetched, in its place's time zone), never more than once per city per
/// `minimumInterval`; `r` asks again for cities not asked within `manualInterval`. Offline, forecasts are
/// read from the cache once and never reloaded on their own. The per-city bookkeeping is the pane's own
/// `WeatherCityForecast.requestedAt`.
enum WeatherReload {
    /// The shortest time between two automatic requests for one city, in seconds.
    static let minimumInterval: TimeInterval = 5 * 60
    /// The shortest time between two `r` requests for one city, in seconds.
    static let manualInterval: TimeInterval = 30

    /// Marks the weather as shown and asks for every forecast not asked yet (the first time only).
    static func activate(_ state: inout AppState, now: Date) -> [Effect] {
        guard !state.isWeatherActive else { return [] }
        state.isWeatherActive = true
        return WeatherPaneReducer.loadMissing(state: &state.weather, now: now).map(Effect.weather)
    }

    /// The forecasts due at `now` (online, once active): each city not loading whose hourly reload date passed.
    static func due(_ state: inout AppState, now: Date) -> [Effect] {
        guard state.isWeatherActive, !state.isOffline else { return [] }
        return requests(&state, now: now) { record in
            guard let deadline = deadline(of: record) else { return false }
            return deadline <= now
        }
    }

    /// `r` with the weather shown: every city not loading and not asked within `manualInterval`.
    static func manual(_ state: inout AppState, now: Date) -> [Effect] {
        guard state.isWeatherActive else { return activate(&state, now: now) }
        return requests(&state, now: now) { record in
            guard let asked = record.requestedAt else { return true }
            return now.timeIntervalSince(asked) >= manualInterval
        }
    }

    /// The earliest automatic reload date of any city (online, once active); nil when none is planned.
    static func nextDeadline(_ state: AppState) -> Date? {
        guard state.isWeatherActive, !state.isOffline else { return nil }
        return state.weather.cities.compactMap { deadline(of: state.weather.forecast(for: $0)) }.min()
    }

    /// When `record` is next reloaded on its own: the next full hour after its fetch (or its request, after a
    /// failure), but no sooner than `minimumInterval` after the last request; nil while loading or never asked.
    static func deadline(of record: WeatherCityForecast) -> Date? {
        guard !record.isLoading, let asked = record.requestedAt else { return nil }
        let earliest = asked.addingTimeInterval(minimumInterval)
        guard let fetched = record.fetched else { return earliest }
        let hour = ForecastTimeline.nextFullHour(after: fetched.fetchedAt, in: fetched.value.location.timeZone)
        return max(hour, earliest)
    }

    /// A `.loadForecast` for every city whose record passes `isDue`, marking it loading.
    private static func requests(_ state: inout AppState, now: Date, isDue: (WeatherCityForecast) -> Bool) -> [Effect] {
        var effects: [Effect] = []
        for city in state.weather.cities {
            var record = state.weather.forecast(for: city)
            guard !record.isLoading, isDue(record) else { continue }
            record.isLoading = true
            record.requestedAt = now
            state.weather.forecasts[WeatherPaneState.key(for: city)] = record
            effects.append(.weather(.loadForecast(city, units: state.weather.units)))
        }
        return effects
    }
}
