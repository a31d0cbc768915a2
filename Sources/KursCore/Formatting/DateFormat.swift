package import Foundation

/// Dates for APIs, JSON output and chart axes. All output is in UTC unless a time zone is passed, and
/// never depends on the user's locale.
package enum DateFormat {
    static let withFraction = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    static let withoutFraction = Date.ISO8601FormatStyle()

    /// Parses ISO 8601 date-times with or without fractional seconds: "2023-01-08T16:49:40.132Z",
    /// "2013-07-06T00:00:00Z", "2023-01-08T16:49:40+02:00". nil for anything else.
    package static func parseISO8601(_ text: String) -> Date? {
        let trimmed = text.trimmingBlanks()
        if let date = try? withFraction.parse(trimmed) { return date }
        return try? withoutFraction.parse(trimmed)
    }

    /// ISO 8601 in UTC without fractional seconds, e.g. "2024-08-19T00:02:31Z" (for JSON `fetched_at`).
    package static func iso8601(_ date: Date) -> String {
        withoutFraction.format(date)
    }

    /// The calendar day, "yyyy-MM-dd", in `timeZone` (UTC by default), e.g. "2024-08-19".
    package static func day(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: timeZone).year().month().day())
    }

    /// Day and abbreviated English month for chart axes, e.g. "19 Aug", in `timeZone` (UTC by default).
    package static func shortDayMonth(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        ClockText.dayMonth(date, timeZone: timeZone)
    }

    /// Day and abbreviated month, with the year when `date` is not in `now`'s year: "19 Aug" in 2024 at a 2024
    /// `now`, "19 Aug 2024" at a 2026 one — in `timeZone` (UTC by default).
    package static func shortDayMonth(_ date: Date, now: Date, timeZone: TimeZone = .gmt) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let year = calendar.component(.year, from: date)
        let text = shortDayMonth(date, timeZone: timeZone)
        return year == calendar.component(.year, from: now) ? text : "\(text) \(year)"
    }
}
