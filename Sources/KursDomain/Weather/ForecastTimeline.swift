package import Foundation

/// A forecast as a timeline: one entry per hour, so the shown hour advances on the hour without a fetch.
package enum ForecastTimeline {
    /// One entry per `forecast.hourly` hour, dated at the hour's start, whose value shows that hour as "now";
    /// a forecast without hours gives one entry dated at `current.time` (else `now`).
    /// - Parameter now: the fetch time, for the reload policy.
    /// - Returns: entries sorted by date, `policy` `.after(next full hour after now)`, the full hour counted in
    ///   the place's time zone (a half-hour zone such as India's reloads at :30 UTC).
    package static func make(from forecast: Forecast, now: Date) -> Timeline<ForecastMoment> {
        let policy = ReloadPolicy.after(nextFullHour(after: now, in: forecast.location.timeZone))
        guard !forecast.hourly.isEmpty else {
            let moment = ForecastMoment(forecast: forecast, hourIndex: nil)
            return Timeline(single: moment, date: forecast.current?.time ?? now, policy: policy)
        }
        let entries = forecast.hourly.indices.map { index in
            TimelineEntry(date: forecast.hourly[index].time, value: ForecastMoment(forecast: forecast, hourIndex: index))
        }
        return Timeline(entries: entries, policy: policy)
    }

    /// The first instant after `date` whose minutes and seconds are zero in `timeZone`.
    package static func nextFullHour(after date: Date, in timeZone: TimeZone) -> Date {
        let offset = Double(timeZone.secondsFromGMT(for: date))
        let local = date.timeIntervalSince1970 + offset
        let next = ((local / 3600).rounded(.down) + 1) * 3600
        return Date(timeIntervalSince1970: next - offset)
    }
}
