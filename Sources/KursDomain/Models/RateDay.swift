package import Foundation

/// A calendar day a rate is valid for (the NBU's `exchangedate`, PrivatBank's archive `date`, the history's `day`),
/// without a time or time zone: "2025-04-01".
package struct RateDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2025.
    package let year: Int
    /// The month, 1–12.
    package let month: Int
    /// The day of the month, 1–31.
    package let day: Int

    /// The day `year`-`month`-`day`; nil when no such day exists (2025-02-30).
    package init?(year: Int, month: Int, day: Int) {
        guard (1900...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        var components = DateComponents(year: year, month: month, day: day)
        components.calendar = Self.calendar
        guard components.isValidDate(in: Self.calendar) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `date` falls on in `timeZone` (by default Kyiv's: the day Ukrainian rates are set for).
    package init(_ date: Date, timeZone: TimeZone = KyivTime.timeZone) {
        var calendar = Self.calendar
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    /// "dd.MM.yyyy" as the NBU and PrivatBank write it ("01.04.2025"); nil for anything else.
    package init?(dotted text: String) {
        let parts = text.trimmingBlanks().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 2, parts[1].count == 2, parts[2].count == 4,
            let day = Int(parts[0]), let month = Int(parts[1]), let year = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// "yyyy-MM-dd" ("2025-04-01"), the history's and JSON's form; nil for anything else.
    package init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// "2025-04-01".
    package var iso: String { "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))" }
    /// "01.04.2025" (PrivatBank's archive `date=` query value).
    package var dotted: String { "\(pad(day, 2)).\(pad(month, 2)).\(pad(year, 4))" }
    /// "20250401" (the NBU's `date=` query value).
    package var compact: String { "\(pad(year, 4))\(pad(month, 2))\(pad(day, 2))" }
    /// `iso`.
    package var description: String { iso }

    /// Noon UTC of the day (for formatting it as a date: "1 Apr").
    package var noonUTC: Date {
        (Self.calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0))
            .addingTimeInterval(43_200)
    }

    /// The day `count` days later (earlier when negative).
    package func adding(days count: Int) -> RateDay {
        let start = Self.calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
        return RateDay(start.addingTimeInterval(TimeInterval(count) * 86_400 + 43_200), timeZone: .gmt)
    }

    /// Earlier days first.
    package static func < (lhs: RateDay, rhs: RateDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The Gregorian calendar in UTC (days are counted without time zones).
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    private func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
