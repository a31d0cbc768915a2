public import Foundation

/// Weather through the same plumbing as market data: `HTTPClient` → decode → `DiskCache` (atomic writes,
/// validators, the cross-process single-flight lock; a failed or malformed fetch never replaces a good entry).
/// The forecast source is `environment.forecastSource`: Pirate Weather when a key is set, else Open-Meteo.
/// There is no embedded weather sample: offline with nothing cached throws `.offline`.
/// Every error leaving here has the Pirate Weather key (raw or percent-encoded) replaced by "REDACTED".
extension DataRepository {
    /// The forecast at `point` for a one-shot command: a fresh cache entry (under 30 min), else the network,
    /// else the stale cache entry with the refresh error.
    /// - Parameters:
    ///   - units: metric (°C, km/h) or imperial (°F, mph).
    ///   - name: the place's display name for `Forecast.location.name` (the APIs send none).
    ///   - preferFresh: skip the fresh-cache shortcut (ask the network first).
    /// - Throws: `FetchError` only when there is no data at all (`.offline` offline without a cache entry).
    public func loadForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil, preferFresh: Bool = false)
        async throws(FetchError) -> Loaded<Forecast>
    {
        let resource = forecastResource(point, units: units)
        do {
            var loaded = try await load(resource, preferFresh: preferFresh, decode: Self.forecastDecoder(resource, name: name))
            loaded.refreshError = loaded.refreshError.map(redacting)
            return loaded
        } catch {
            throw redacting(error)
        }
    }

    /// The forecast at `point` from the network (never the fresh-cache shortcut), written to the cache on success.
    /// - Throws: `FetchError` (`.offline` at once when offline); the cache is then left as it was.
    public func fetchForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil)
        async throws(FetchError) -> Fetched<Forecast>
    {
        let resource = forecastResource(point, units: units)
        do {
            return try await fetch(resource, decode: Self.forecastDecoder(resource, name: name))
        } catch {
            throw redacting(error)
        }
    }

    /// The cached forecast at `point` (any age); nil when there is none. Never the network.
    public func snapshotForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil) -> Fetched<Forecast>? {
        let resource = forecastResource(point, units: units)
        return snapshot(resource, decode: Self.forecastDecoder(resource, name: name))
    }

    /// Places matching `name` from the Open-Meteo geocoding search (best first; empty: no such place). Results are
    /// cached for 30 days per name (case-insensitive).
    /// - Throws: `FetchError` only when there is no data at all (`.offline` offline without a cache entry).
    public func searchPlaces(_ name: String, preferFresh: Bool = false) async throws(FetchError) -> Loaded<[GeoPlace]> {
        try await load(WeatherResource.search(name: name), preferFresh: preferFresh, decode: GeocodingDecoder.decode)
    }

    /// The cached geocoding search for `name` (any age); nil when there is none. Never the network.
    public func snapshotPlaces(_ name: String) -> [GeoPlace]? {
        snapshot(WeatherResource.search(name: name), decode: GeocodingDecoder.decode)?.value
    }

    /// The forecast resource for `point` from `environment.forecastSource` (its `cacheKey` and `maxAge` tell
    /// whether a cached forecast is stale).
    public func forecastResource(at point: Coordinates, units: WeatherUnits) -> WeatherResource {
        forecastResource(point, units: units)
    }

    /// The forecast resource for `point` from `environment.forecastSource`.
    func forecastResource(_ point: Coordinates, units: WeatherUnits) -> WeatherResource {
        .forecast(point, units: units, source: environment.forecastSource)
    }

    /// The decoder for `resource`'s API, naming the place `name`.
    static func forecastDecoder(_ resource: WeatherResource, name: String?) -> (Data) throws(FetchError) -> Forecast {
        if case .forecast(_, _, .pirateWeather) = resource {
            return { (data: Data) throws(FetchError) -> Forecast in try DarkSkyDecoder.decode(data, name: name) }
        }
        return { (data: Data) throws(FetchError) -> Forecast in try OpenMeteoDecoder.decode(data, name: name) }
    }

    /// `error` with the Pirate Weather key removed from any text it carries.
    func redacting(_ error: FetchError) -> FetchError {
        guard let key = environment.pirateWeatherKey?.secret else { return error }
        switch error {
        case .unexpectedContent(let text): return .unexpectedContent(PirateWeatherRequest.redacting(key: key, in: text))
        case .apiError(let text): return .apiError(PirateWeatherRequest.redacting(key: key, in: text))
        case .notFound(let text): return .notFound(PirateWeatherRequest.redacting(key: key, in: text))
        default: return error
        }
    }
}
