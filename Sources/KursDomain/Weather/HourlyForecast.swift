package import Foundation

/// One hour of the forecast, starting at `time`. Missing values are nil (shown as "—").
package struct HourlyForecast: Equatable, Sendable {
    /// Start of the hour (an instant; show it in the place's time zone).
    package var time: Date
    /// Temperature (°C or °F); nil when missing or impossible.
    package var temperature: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    package var condition: WeatherCondition
    /// Chance of precipitation as a fraction 0…1.
    package var precipitationProbability: Double?
    /// Precipitation in the hour, mm (metric) or inches (imperial): Open-Meteo `precipitation`, Dark Sky
    /// `precipIntensity` (per hour).
    package var precipitation: Double?
    /// Wind speed, km/h (metric) or mph (imperial).
    package var windSpeed: Double?
    /// Where the wind comes from, degrees clockwise from north (0…360): Open-Meteo `wind_direction_10m`,
    /// Dark Sky `windBearing`.
    package var windDirection: Double?
    /// Feels-like temperature (°C or °F).
    package var apparentTemperature: Double?
    /// Relative humidity as a fraction 0…1.
    package var humidity: Double?

    /// The hour starting at `time`; values not given are absent.
    package init(
        time: Date, temperature: Double?, condition: WeatherCondition, precipitationProbability: Double? = nil,
        precipitation: Double? = nil, windSpeed: Double? = nil, windDirection: Double? = nil,
        apparentTemperature: Double? = nil, humidity: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.precipitationProbability = precipitationProbability
        self.precipitation = precipitation
        self.windSpeed = windSpeed
        self.windDirection = windDirection
        self.apparentTemperature = apparentTemperature
        self.humidity = humidity
    }
}
