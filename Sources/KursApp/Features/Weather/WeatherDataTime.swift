import Foundation
import KursCore

/// When a forecast's data is from, for a forecast fetched now but describing another day (a recorded fixture, a
/// stale cache): the time of its current conditions (`current.time`) rather than the fetch time.
enum WeatherDataTime {
    /// "26 Jan 2024 14:00" (the year only when it is not `now`'s) in the place's time zone when the forecast's
    /// current conditions are from another day than the place's today at `now`; nil when they are from today or
    /// carry no time.
    static func otherDay(_ forecast: Forecast, now: Date) -> String? {
        guard let time = forecast.current?.time else { return nil }
        let zone = forecast.location.timeZone
        guard CalendarDay(time, in: zone) != CalendarDay(now, in: zone) else { return nil }
        return DateFormat.shortDayMonth(time, now: now, timeZone: zone) + " "
            + WeatherPaneText.clock(time, in: zone, ascii: false)
    }
}
