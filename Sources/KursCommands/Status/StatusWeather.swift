import Foundation
import KursCore

/// The forecast `{weather}` shows and `kurs refresh`'s weather source fetches: that of the first effective city
/// (`CityStore.effectiveCities`: the saved list, else the config's `weather.cities`) in the configured units.
struct StatusWeather {
    /// The city whose forecast is shown.
    var city: WeatherCity
    /// The config's unit system.
    var units: WeatherUnits

    /// The first effective city of `store` and `settings`; nil when there is none.
    static func first(store: CityStore, settings: WeatherSettings) -> StatusWeather? {
        let (saved, _) = store.read()
        guard let city = CityStore.effectiveCities(saved: saved, settings: settings).first else { return nil }
        return StatusWeather(city: city, units: settings.units)
    }

    /// The city's point: its coordinates, else the first place of the cached geocoding search for its name
    /// (no network); nil when neither is at hand.
    func cachedPoint(repository: DataRepository) -> Coordinates? {
        if let point = city.coordinates { return point }
        guard let place = repository.snapshot(Resource.placeSearch(city.name))?.value.first else { return nil }
        return Coordinates(latitude: place.latitude, longitude: place.longitude)
    }

    /// The city's point: its coordinates, else the geocoding search (cache, else the network).
    /// - Throws: `FetchError` when the search fails; `.notFound(name)` when it finds nothing.
    func point(repository: DataRepository) async throws(FetchError) -> Coordinates {
        if let point = city.coordinates { return point }
        let places = try await repository.load(Resource.placeSearch(city.name))
        guard let place = places.fetched.value.first,
            let point = Coordinates(latitude: place.latitude, longitude: place.longitude)
        else { throw .notFound(city.name) }
        return point
    }

    /// The cached forecast (any age) and whether it is missing or older than the resource's `maxAge` at `now`.
    func read(repository: DataRepository, now: Date) -> (forecast: Fetched<Forecast>?, stale: Bool) {
        guard let point = cachedPoint(repository: repository) else { return (nil, true) }
        let resource = repository.forecastResource(at: point, units: units, name: city.name)
        guard let forecast = StatusCache.cached(resource, in: repository.environment.cache, now: now)
        else { return (nil, true) }
        return (forecast, now.timeIntervalSince(forecast.fetchedAt) >= resource.maxAge)
    }
}
