import Foundation

extension KursEnvironment {
    /// Which API forecasts come from: Pirate Weather when a key is set, else Open-Meteo.
    package var forecastSource: ForecastSource { pirateWeatherKey == nil ? .openMeteo : .pirateWeather }

    /// This environment with the weather settings of `config` filled in where the process environment left them
    /// unset: the Pirate Weather key (`apiKeys.pirateWeather`, when `PIRATEWEATHER_API_KEY` is unset or empty)
    /// and the three weather base URLs (`api.openMeteoURL`, `api.geocodingURL`, `api.pirateWeatherURL`, when
    /// the matching `KURS_*_URL` is unset or empty). The environment always wins; the config is never written.
    /// - Parameter variables: the process environment (to tell which variables were given).
    package func applyingWeatherConfig(_ config: KursConfig, variables: [String: String]) -> KursEnvironment {
        func given(_ name: String) -> Bool {
            !(variables[name]?.trimmingBlanks().isEmpty ?? true)
        }
        var result = self
        result.weatherLanguage = config.weather.language
        if !given("PIRATEWEATHER_API_KEY"), let key = config.apiKeys.pirateWeather?.trimmingBlanks(),
            !key.isEmpty
        {
            result.pirateWeatherKey = APIKey(key)
        }
        for id in [SourceID.openMeteo, .geocoding, .pirateWeather] {
            guard let endpoint = SourceRegistry.current.descriptor(id)?.endpoint, !given(endpoint.environmentVariable),
                  let configured = config.api.url(for: id), let url = Self.baseURL(configured.absoluteString)
            else { continue }
            result.baseURLs[id] = url
        }
        return result
    }
}
