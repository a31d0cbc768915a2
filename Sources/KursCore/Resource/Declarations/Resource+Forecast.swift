import Foundation

extension Resource where Value == Forecast {
    /// The forecast at `point` in `units` from `source`: Open-Meteo
    /// `GET {KURS_OPENMETEO_URL}/v1/forecast?latitude=…&longitude=…&current=…&hourly=…&daily=…` (no key), or Pirate
    /// Weather `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}?units=si|us` (the key is in the path: the
    /// cache file and messages carry "REDACTED"; without a key the Open-Meteo URL is used). Temperatures in °C or
    /// °F; `name` becomes `Forecast.location.name` (the APIs send none). Reloaded at the next full hour in the
    /// place's time zone; fresh for one-shot commands for 30 min. No embedded sample. Not usable: a forecast
    /// with no current conditions, no hours and no days.
    package static func forecast(
        at point: Coordinates, units: WeatherUnits, source: ForecastSource, name: String? = nil
    ) -> Resource {
        let prefix = source == .openMeteo ? "openmeteo" : "pirateweather"
        let place = "\(URLText.coordinate(point.latitude))_\(URLText.coordinate(point.longitude))"
        let decode: @Sendable (Data) throws(FetchError) -> Forecast
        if source == .pirateWeather {
            decode = { (data: Data) throws(FetchError) -> Forecast in try DarkSkyDecoder.decode(data, name: name) }
        } else {
            decode = { (data: Data) throws(FetchError) -> Forecast in try OpenMeteoDecoder.decode(data, name: name) }
        }
        let label = source == .openMeteo ? "Open-Meteo" : "Pirate Weather"
        return Resource(
            id: ResourceID("\(prefix)-forecast-\(place)-\(units.rawValue)"),
            source: source == .openMeteo ? .openMeteo : .pirateWeather, setting: .weather, maxAge: 1800, schedule: .weather(),
            request: { env in forecastRequest(at: point, units: units, source: source, in: env) },
            decode: decode,
            problem: { forecast in
                forecast.current == nil && forecast.hourly.isEmpty && forecast.daily.isEmpty
                    ? "\(label) sent a forecast without hours or days"
                    : nil
            },
            scheduleFor: forecastSchedule(for:),
            copy: .forecast(name: name))
    }

    /// When a forecast is reloaded: at the next full hour in its place's time zone (its next hourly entry).
    package static func forecastSchedule(for forecast: Forecast) -> RefreshSchedule {
        .weather(timeZone: forecast.location.timeZone)
    }

    /// The forecast request: Pirate Weather when `source` says so and a key is set, else Open-Meteo.
    static func forecastRequest(at point: Coordinates, units: WeatherUnits, source: ForecastSource,
                                in env: KursEnvironment) -> ResourceRequest {
        if source == .pirateWeather, let key = env.pirateWeatherKey,
            let url = PirateWeatherRequest.forecastURL(
                base: env.pirateWeatherBaseURL.absoluteString, key: key.secret, latitude: point.latitude,
                longitude: point.longitude, units: units, language: env.weatherLanguage)
        {
            return ResourceRequest(url: url, redactedURL: PirateWeatherRequest.redacted(url))
        }
        let url = OpenMeteoRequest.forecastURL(
            base: env.openMeteoBaseURL.absoluteString, latitude: point.latitude, longitude: point.longitude,
            units: units) ?? env.openMeteoBaseURL
        return ResourceRequest(url: url)
    }
}

extension Resource where Value == [GeoPlace] {
    /// Places matching `name`, best first: Open-Meteo geocoding
    /// `GET {KURS_GEOCODING_URL}/v1/search?name=…&count=5&language=en&format=json`. One cache entry per name,
    /// case-insensitive ("Kyiv" and "kyiv" share it and ask for "kyiv"), fresh for 30 days, reloaded only on request. An empty list
    /// is a real answer (no such place).
    package static func placeSearch(_ name: String) -> Resource {
        let normalized = name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return Resource(
            id: ResourceID("geocoding-search-" + ResourceNaming.safe(normalized)), source: .geocoding, setting: nil,
            maxAge: 30 * 86_400, schedule: RefreshSchedule(rule: .manualOnly),
            request: { env in
                ResourceRequest(url: GeocodingRequest.searchURL(
                    base: env.geocodingBaseURL.absoluteString, name: normalized, language: env.weatherLanguage)
                    ?? env.geocodingBaseURL)
            },
            decode: GeocodingDecoder.decode)
    }
}

extension DataRepository {
    /// The forecast resource at `point` from the configured forecast source (`KursEnvironment.forecastSource`:
    /// Pirate Weather with a key, else Open-Meteo); `name` becomes the forecast's place name.
    package func forecastResource(at point: Coordinates, units: WeatherUnits, name: String? = nil) -> Resource<Forecast> {
        .forecast(at: point, units: units, source: environment.forecastSource, name: name)
    }
}
