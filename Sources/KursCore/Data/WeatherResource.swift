public import Foundation

/// A weather request kurs fetches and caches: a forecast for a point, or a geocoding search for a place name.
public enum WeatherResource: Hashable, Sendable, CachedResource {
    /// A forecast at `coordinates` in `units` from `source`: Open-Meteo
    /// `GET {KURS_OPENMETEO_URL}/v1/forecast?latitude=…&longitude=…&current=…&hourly=…&daily=…` (`OpenMeteoRequest`),
    /// or Pirate Weather `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}?units=si|us` (`PirateWeatherRequest`).
    case forecast(Coordinates, units: WeatherUnits, source: ForecastSource)
    /// Open-Meteo geocoding `GET {KURS_GEOCODING_URL}/v1/search?name=…&count=5&language=en&format=json`.
    case search(name: String)

    /// Forecasts count as fresh for 30 minutes (the dashboard reloads them on the hour); place searches for 30 days.
    public var maxAge: TimeInterval {
        switch self {
        case .forecast: return 1800
        case .search: return 30 * 86_400
        }
    }

    /// "openmeteo-forecast-50.4501_30.5234-metric", "pirateweather-forecast-…", "geocoding-search-kyiv"; names
    /// outside `[a-z0-9._-]` (e.g. "東京") are replaced and hashed so two names never share a file. Never holds a key.
    public var cacheKey: String {
        switch self {
        case .forecast(let point, let units, let source):
            let prefix = source == .openMeteo ? "openmeteo" : "pirateweather"
            let where_ = "\(URLText.coordinate(point.latitude))_\(URLText.coordinate(point.longitude))"
            return "\(prefix)-forecast-\(where_)-\(units.rawValue)"
        case .search(let name):
            return "geocoding-search-" + MarketResource.safe(Self.normalized(name))
        }
    }

    /// The request URL. For Pirate Weather it holds the key (`environment.pirateWeatherKey`); without a key it
    /// falls back to the Open-Meteo URL (callers choose `.pirateWeather` only when a key is set).
    public func url(in environment: KursEnvironment) -> URL {
        switch self {
        case .forecast(let point, let units, let source):
            if source == .pirateWeather, let key = environment.pirateWeatherKey,
                let url = PirateWeatherRequest.forecastURL(
                    base: environment.pirateWeatherBaseURL.absoluteString, key: key.secret, latitude: point.latitude,
                    longitude: point.longitude, units: units, language: environment.weatherLanguage)
            {
                return url
            }
            return OpenMeteoRequest.forecastURL(
                base: environment.openMeteoBaseURL.absoluteString, latitude: point.latitude,
                longitude: point.longitude, units: units) ?? environment.openMeteoBaseURL
        case .search(let name):
            return GeocodingRequest.searchURL(
                base: environment.geocodingBaseURL.absoluteString, name: name, language: environment.weatherLanguage)
                ?? environment.geocodingBaseURL
        }
    }

    /// The URL with the Pirate Weather key path segment replaced by "REDACTED".
    public func redactedURL(_ url: URL) -> String {
        if case .forecast(_, _, .pirateWeather) = self { return PirateWeatherRequest.redacted(url) }
        return CacheEntry.redactedURL(url)
    }

    /// The source's name as in JSON `source`: "open-meteo", "pirateweather" or "open-meteo-geocoding".
    public var sourceName: String {
        switch self {
        case .forecast(_, _, let source): return source.rawValue
        case .search: return "open-meteo-geocoding"
        }
    }

    /// A search name trimmed and lower-cased (case-insensitive cache sharing: "Kyiv" and "kyiv" are one entry).
    static func normalized(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
