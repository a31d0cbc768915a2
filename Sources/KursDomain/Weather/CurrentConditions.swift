package import Foundation

/// The weather now. Temperatures in the forecast's `units`; nil values show as "—".
package struct CurrentConditions: Equatable, Sendable {
    /// When observed/modelled (Open-Meteo `current.time`, Dark Sky `currently.time`); nil when not sent.
    package var time: Date?
    /// Air temperature (°C or °F).
    package var temperature: Double?
    /// Feels-like temperature (°C or °F).
    package var apparentTemperature: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    package var condition: WeatherCondition
    /// Daytime at the place (Open-Meteo `is_day`; Dark Sky: the icon is not a night icon).
    package var isDay: Bool
    /// Relative humidity as a fraction 0…1 (Open-Meteo's percent / 100).
    package var humidity: Double?
    /// Wind speed, km/h (metric) or mph (imperial).
    package var windSpeed: Double?
    /// Where the wind comes from, degrees clockwise from north (Open-Meteo `wind_direction_10m`, Dark Sky
    /// `windBearing`).
    package var windDirection: Double?
    /// Chance of precipitation as a fraction 0…1.
    package var precipitationProbability: Double?
    /// Precipitation now, mm (metric) or inches (imperial) per hour (Open-Meteo `precipitation`, Dark Sky
    /// `precipIntensity`).
    package var precipitation: Double?
    /// Text summary (Dark Sky `summary`, sanitized), e.g. "Overcast"; nil for Open-Meteo.
    package var summary: String?

    /// Current conditions; values not given are absent, and `isDay` defaults to true.
    package init(
        time: Date?, temperature: Double?, apparentTemperature: Double? = nil, condition: WeatherCondition,
        isDay: Bool = true, humidity: Double? = nil, windSpeed: Double? = nil,
        precipitationProbability: Double? = nil, summary: String? = nil, windDirection: Double? = nil,
        precipitation: Double? = nil
    ) {
        self.time = time
        self.temperature = temperature
        self.apparentTemperature = apparentTemperature
        self.condition = condition
        self.isDay = isDay
        self.humidity = humidity
        self.windSpeed = windSpeed
        self.precipitationProbability = precipitationProbability
        self.summary = summary
        self.windDirection = windDirection
        self.precipitation = precipitation
    }
}

extension CurrentConditions {
    /// The conditions an hour of the forecast gives for its start (no summary; daytime unless a night icon).
    package init(hour: HourlyForecast) {
        self.init(
            time: hour.time, temperature: hour.temperature, apparentTemperature: hour.apparentTemperature,
            condition: hour.condition, isDay: !hour.condition.isNight, humidity: hour.humidity,
            windSpeed: hour.windSpeed, precipitationProbability: hour.precipitationProbability,
            windDirection: hour.windDirection, precipitation: hour.precipitation)
    }

    /// Each value these conditions lack (nil, or an unknown condition) taken from `hour`, in the same units.
    package mutating func fillMissing(from hour: HourlyForecast) {
        temperature = temperature ?? hour.temperature
        apparentTemperature = apparentTemperature ?? hour.apparentTemperature
        if condition == .unknown { condition = hour.condition }
        humidity = humidity ?? hour.humidity
        windSpeed = windSpeed ?? hour.windSpeed
        windDirection = windDirection ?? hour.windDirection
        precipitationProbability = precipitationProbability ?? hour.precipitationProbability
        precipitation = precipitation ?? hour.precipitation
    }
}
