/// Which API a forecast came from.
package enum ForecastSource: String, Equatable, Hashable, Sendable {
    /// Open-Meteo `GET {KURS_OPENMETEO_URL}/v1/forecast` (no key).
    case openMeteo = "open-meteo"
    /// Pirate Weather `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}` (the Dark Sky format).
    case pirateWeather = "pirateweather"

    /// The name people read: "Open-Meteo", "Pirate Weather".
    package var displayName: String { self == .openMeteo ? "Open-Meteo" : "Pirate Weather" }
}

/// A weather forecast for one place: now, the coming hours, the coming days, alerts.
///
/// Temperatures are in `units` (°C or °F), wind in km/h or mph, probabilities and humidity as fractions 0…1.
/// Missing or impossible values are nil (shown as "—", left out of min/max and charts).
package struct Forecast: Equatable, Sendable {
    /// Which API it came from (`source` in JSON).
    package var source: ForecastSource
    /// The place.
    package var location: WeatherLocation
    /// nil when the response had no current block.
    package var current: CurrentConditions?
    /// Hours in time order (Open-Meteo: 48 from the current hour; Dark Sky: 49).
    package var hourly: [HourlyForecast]
    /// Days in order, today first; trailing days without a min or max are dropped.
    package var daily: [DailyForecast]
    /// Severe-weather alerts (Pirate Weather only; empty for Open-Meteo).
    package var alerts: [WeatherAlert]
    /// The unit system of every number.
    package var units: WeatherUnits

    /// A forecast from `source` for `location`, every number in `units`; no alerts by default.
    package init(
        source: ForecastSource, location: WeatherLocation, current: CurrentConditions?, hourly: [HourlyForecast],
        daily: [DailyForecast], alerts: [WeatherAlert] = [], units: WeatherUnits
    ) {
        self.source = source
        self.location = location
        self.current = current
        self.hourly = hourly
        self.daily = daily
        self.alerts = alerts
        self.units = units
    }

    /// The week's lowest min and highest max over `daily` (nil values skipped); nil when no day has both.
    package var weekRange: (low: Double, high: Double)? {
        let lows = daily.compactMap(\.min), highs = daily.compactMap(\.max)
        guard let low = lows.min(), let high = highs.max() else { return nil }
        return (Swift.min(low, high), Swift.max(low, high))
    }
}
