import Foundation
import KursCore

/// One city's forecast as the pane shows it at `now`: the hour from the forecast timeline
/// (`ForecastTimeline`, one entry per hour, so "now" advances on the hour without a fetch), in the pane's units.
struct WeatherDisplay {
    /// Hours in the strip.
    static let stripHours = 24
    /// Days in the week view.
    static let weekDays = 7

    /// Temperature now (current conditions while their hour lasts, else the shown hour's).
    var temperature: Double?
    var condition: WeatherCondition
    /// The conditions now (feels-like, humidity, wind, precipitation): the current conditions while their hour
    /// lasts, each value they lack from the shown hour; the shown hour's alone later (`ForecastMoment.conditions`).
    var current: CurrentConditions?
    /// Up to 24 hours from the shown hour on.
    var hours: [HourlyForecast]
    /// Up to 7 days from the place's today on.
    var days: [DailyForecast]
    /// The shown days' lowest min and highest max.
    var weekRange: (low: Double, high: Double)?
    var alerts: [WeatherAlert]
    var units: WeatherUnits
    /// The place's time zone (hours and days are labelled in it).
    var timeZone: TimeZone
    /// Which API the forecast came from.
    var source: ForecastSource
    /// When the forecast left the API, and from where (live, cache, embedded sample).
    var fetchedAt: Date
    var origin: DataOrigin
    /// "26 Jan 2024 14:00" when the forecast's current conditions are from another day than today
    /// (`WeatherDataTime.otherDay`); nil otherwise.
    var otherDayDataTime: String?

    /// The display of `fetched` at `now` in `units`.
    init(_ fetched: Fetched<Forecast>, now: Date, units: WeatherUnits) {
        let forecast = WeatherUnitConversion.convert(fetched.value, to: units)
        let moment = ForecastTimeline.make(from: forecast, now: fetched.fetchedAt).entry(at: now)?.value
            ?? ForecastMoment(forecast: forecast, hourIndex: nil)
        let zone = forecast.location.timeZone
        let today = CalendarDay(now, in: zone)
        temperature = moment.temperature
        condition = moment.condition
        current = moment.conditions
        hours = Array(moment.upcomingHours(Self.stripHours))
        days = Array(forecast.daily.filter { $0.day >= today }.prefix(Self.weekDays))
        let lows = days.compactMap(\.min), highs = days.compactMap(\.max)
        if let low = lows.min(), let high = highs.max() { weekRange = (min(low, high), max(low, high)) }
        alerts = forecast.alerts
        self.units = units
        timeZone = zone
        source = forecast.source
        fetchedAt = fetched.fetchedAt
        origin = fetched.origin
        otherDayDataTime = WeatherDataTime.otherDay(fetched.value, now: now)
    }

    /// Today's (the first shown day's) min and max.
    var today: DailyForecast? { days.first }
}
