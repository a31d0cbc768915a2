public import Foundation

/// The weather now. Temperatures in the forecast's `units`; nil values show as "—".
public struct CurrentConditions: Equatable, Sendable {
    /// When observed/modelled (Open-Meteo `current.time`, Dark Sky `currently.time`); nil when not sent.
    public var time: Date?
    /// Air temperature (°C or °F).
    public var temperature: Double?
    /// Feels-like temperature (°C or °F).
    public var apparentTemperature: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    public var condition: WeatherCondition
    /// Daytime at the place (Open-Meteo `is_day`; Dark Sky: the icon is not a night icon).
    public var isDay: Bool
    /// Relative humidity as a fraction 0…1 (Open-Meteo's percent / 100).
    public var humidity: Double?
    /// Wind speed, km/h (metric) or mph (imperial).
    public var windSpeed: Double?
    /// Chance of precipitation as a fraction 0…1.
    public var precipitationProbability: Double?
    /// Text summary (Dark Sky `summary`, sanitized), e.g. "Overcast"; nil for Open-Meteo.
    public var summary: String?

    /// Current conditions; values not given are absent, and `isDay` defaults to true.
    public init(
        time: Date?, temperature: Double?, apparentTemperature: Double? = nil, condition: WeatherCondition,
        isDay: Bool = true, humidity: Double? = nil, windSpeed: Double? = nil,
        precipitationProbability: Double? = nil, summary: String? = nil
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
    }
}
