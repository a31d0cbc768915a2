/// One day of the forecast at the place.
public struct DailyForecast: Equatable, Sendable {
    /// The local calendar day.
    public var day: CalendarDay
    /// Lowest temperature (°C or °F); nil when missing or impossible.
    public var min: Double?
    /// Highest temperature (°C or °F); nil when missing or impossible.
    public var max: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    public var condition: WeatherCondition
    /// Highest chance of precipitation in the day, fraction 0…1.
    public var precipitationProbability: Double?

    /// One day: its min/max temperature, condition and chance of precipitation.
    public init(
        day: CalendarDay, min: Double?, max: Double?, condition: WeatherCondition, precipitationProbability: Double? = nil
    ) {
        self.day = day
        self.min = min
        self.max = max
        self.condition = condition
        self.precipitationProbability = precipitationProbability
    }
}
