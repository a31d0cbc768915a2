import Foundation
import KursCore

/// Where the dashboard's weather pane gets places and forecasts (`DataRepository` in the app, a fake in
/// tests). Only the event loop's `EffectRunner` calls it: panes never do I/O.
protocol WeatherDataSource: Sendable {
    /// Places matching `name`, best first (Open-Meteo geocoding `GET {KURS_GEOCODING_URL}/v1/search?name=…`,
    /// cached 30 days). - Throws: `FetchError` when there is no answer at all (`.offline` offline, uncached).
    func places(matching name: String) async throws(FetchError) -> [GeoPlace]
    /// The cached geocoding answer for `name` (any age); nil when there is none. Never the network.
    func cachedPlaces(matching name: String) -> [GeoPlace]?
    /// The forecast at `point` in `units` from the network (Open-Meteo `/v1/forecast`, or Pirate Weather with a
    /// key), written to the cache. - Throws: `FetchError` (`.offline` at once when offline).
    func freshForecast(at point: Coordinates, units: WeatherUnits, name: String) async throws(FetchError) -> Fetched<Forecast>
    /// The cached forecast at `point` in `units` (any age); nil when there is none. Never the network.
    func cachedForecast(at point: Coordinates, units: WeatherUnits, name: String) -> Fetched<Forecast>?
}

extension DataRepository: WeatherDataSource {
    /// Geocoding search for `name` through the pipeline (`Resource.placeSearch`: network, cached 30 days).
    func places(matching name: String) async throws(FetchError) -> [GeoPlace] {
        try await load(Resource.placeSearch(name)).value
    }

    /// The cached geocoding answer for `name`, any age; never the network.
    func cachedPlaces(matching name: String) -> [GeoPlace]? { snapshot(Resource.placeSearch(name))?.value }

    /// The forecast at `point` in `units` fetched from the network and cached (`Resource.forecast`).
    func freshForecast(at point: Coordinates, units: WeatherUnits, name: String) async throws(FetchError)
        -> Fetched<Forecast>
    {
        try await fetch(forecastResource(at: point, units: units, name: name)).fetched
    }

    /// The cached forecast at `point` in `units`, any age; never the network.
    func cachedForecast(at point: Coordinates, units: WeatherUnits, name: String) -> Fetched<Forecast>? {
        snapshot(forecastResource(at: point, units: units, name: name))?.fetched
    }
}
