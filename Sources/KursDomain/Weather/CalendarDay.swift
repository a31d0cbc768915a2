package import Foundation

/// A calendar day at the forecast's place (no time, no zone), e.g. 2024-01-26.
package struct CalendarDay: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// e.g. 2024.
    package var year: Int
    /// 1…12.
    package var month: Int
    /// 1…31.
    package var day: Int

    /// The day `year`-`month`-`day` (month 1…12, day 1…31).
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day of an instant meant to be a local midnight (Dark Sky `daily.data[].time`, Open-Meteo daily
    /// `time` with `timeformat=unixtime`), at a place `utcOffset` seconds east of UTC. Rounds to the nearest
    /// midnight, so a midnight one hour off (a daylight-saving change within the week, while `utcOffset` is
    /// today's offset) still gives its own day.
    package init(localMidnight date: Date, utcOffset: Int) {
        let seconds = date.timeIntervalSince1970 + Double(utcOffset)
        let days = (seconds / 86_400).rounded(.toNearestOrAwayFromZero)
        self.init(utcDate: Date(timeIntervalSince1970: days * 86_400))
    }

    /// The day of `date` in `timeZone`.
    package init(_ date: Date, in timeZone: TimeZone) {
        let parts = Self.calendar(timeZone).dateComponents([.year, .month, .day], from: date)
        self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    /// Parses "yyyy-MM-dd" (Open-Meteo daily `time`); nil for anything else or an impossible date.
    package init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
            (1...12).contains(m), (1...31).contains(d)
        else { return nil }
        self.init(year: y, month: m, day: d)
        guard let start = start(in: .gmt), CalendarDay(start, in: .gmt) == self else { return nil }
    }

    private init(utcDate: Date) {
        self.init(utcDate, in: .gmt)
    }

    /// The first instant of this day in `timeZone`.
    package func start(in timeZone: TimeZone) -> Date? {
        Self.calendar(timeZone).date(from: DateComponents(year: year, month: month, day: day))
    }

    /// English three-letter weekday, "Mon" … "Sun".
    package var weekdayAbbreviation: String {
        guard let start = start(in: .gmt) else { return "" }
        let weekday = Self.calendar(.gmt).component(.weekday, from: start)
        return ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][(weekday - 1) % 7]
    }

    /// "yyyy-MM-dd", e.g. "2024-01-26".
    package var description: String {
        let y = String(year), m = String(month), d = String(day)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-"
            + (m.count < 2 ? "0" : "") + m + "-" + (d.count < 2 ? "0" : "") + d
    }

    package static func < (a: CalendarDay, b: CalendarDay) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
