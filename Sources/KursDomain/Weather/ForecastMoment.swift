/// A forecast as seen at one hour: the value of each forecast timeline entry.
package struct ForecastMoment: Equatable, Sendable {
    /// The whole forecast (shared storage between entries).
    package var forecast: Forecast
    /// The index in `forecast.hourly` of the hour shown as "now"; nil when the forecast has no hours.
    package var hourIndex: Int?

    /// `forecast` seen at the hour `forecast.hourly[hourIndex]`.
    package init(forecast: Forecast, hourIndex: Int?) {
        self.forecast = forecast
        self.hourIndex = hourIndex
    }

    /// The hour shown as "now".
    package var hour: HourlyForecast? { hourIndex.map { forecast.hourly[$0] } }

    /// The current conditions when their time falls in the shown hour (or there are no hours, or they carry
    /// no time), else nil: once that hour has passed without a fetch, the hourly values stand for "now".
    package var current: CurrentConditions? {
        guard let current = forecast.current else { return nil }
        guard let hour, let time = current.time else { return current }
        return time >= hour.time && time < hour.time.addingTimeInterval(3600) ? current : nil
    }

    /// The conditions to show as "now": the current conditions when they apply, each value they lack taken
    /// from the shown hour (Open-Meteo's `current` block often has no feels-like or precipitation); the shown
    /// hour's values alone once the current conditions no longer apply; nil with neither.
    package var conditions: CurrentConditions? {
        guard var now = current ?? hour.map(CurrentConditions.init(hour:)) else { return nil }
        if let hour { now.fillMissing(from: hour) }
        return now
    }

    /// Temperature to show as "now": the current conditions' when they apply and carry one, else the shown hour's.
    package var temperature: Double? { current?.temperature ?? hour?.temperature }

    /// Condition to show as "now", likewise.
    package var condition: WeatherCondition { current?.condition ?? hour?.condition ?? .unknown }

    /// Up to `count` hours from the shown hour on (the hourly strip); empty without hours.
    package func upcomingHours(_ count: Int) -> ArraySlice<HourlyForecast> {
        guard let hourIndex, count > 0 else { return [] }
        return forecast.hourly[hourIndex...].prefix(count)
    }
}
