public import Foundation

/// One hour of the forecast, starting at `time`.
public struct HourlyForecast: Equatable, Sendable {
    /// Start of the hour (an instant; show it in the place's time zone).
    public var time: Date
    /// Temperature (°C or °F); nil when missing or impossible.
    public var temperature: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    public var condition: WeatherCondition
    /// Chance of precipitation as a fraction 0…1.
    public var precipitationProbability: Double?

    /// The hour starting at `time`: temperature, condition and chance of precipitation.
    public init(time: Date, temperature: Double?, condition: WeatherCondition, precipitationProbability: Double? = nil) {
        self.time = time
        self.temperature = temperature
        self.condition = condition
        self.precipitationProbability = precipitationProbability
    }
}
