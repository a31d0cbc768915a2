package import Foundation

/// One day of the forecast at the place. Missing values are nil (shown as "—").
package struct DailyForecast: Equatable, Sendable {
    /// The local calendar day.
    package var day: CalendarDay
    /// Lowest temperature (°C or °F); nil when missing or impossible.
    package var min: Double?
    /// Highest temperature (°C or °F); nil when missing or impossible.
    package var max: Double?
    /// What the sky is doing (from the WMO code or Dark Sky icon).
    package var condition: WeatherCondition
    /// Highest chance of precipitation in the day, fraction 0…1.
    package var precipitationProbability: Double?
    /// Precipitation over the day, mm (metric) or inches (imperial): Open-Meteo `precipitation_sum`, Dark Sky
    /// `precipIntensity` (the day's mean per hour) × 24.
    package var precipitation: Double?
    /// Sunrise (Open-Meteo `sunrise`, Dark Sky `sunriseTime`); nil when not sent (polar day or night).
    package var sunrise: Date?
    /// Sunset (Open-Meteo `sunset`, Dark Sky `sunsetTime`).
    package var sunset: Date?

    /// One day: its min/max temperature and condition; other values absent unless given.
    package init(
        day: CalendarDay, min: Double?, max: Double?, condition: WeatherCondition, precipitationProbability: Double? = nil,
        precipitation: Double? = nil, sunrise: Date? = nil, sunset: Date? = nil
    ) {
        self.day = day
        self.min = min
        self.max = max
        self.condition = condition
        self.precipitationProbability = precipitationProbability
        self.precipitation = precipitation
        self.sunrise = sunrise
        self.sunset = sunset
    }
}
