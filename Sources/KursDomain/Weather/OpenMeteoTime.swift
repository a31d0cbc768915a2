import Foundation

/// One Open-Meteo `time` value: seconds since 1970 (`timeformat=unixtime`) or ISO 8601 local time without
/// a zone ("2024-01-01T00:00", "2024-01-01T00:00:00", or a day "2024-01-01"), local to the response's
/// `timezone`.
enum OpenMeteoTime: Decodable, Equatable {
    case unix(Double)
    case local(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            self = .unix(seconds)
        } else {
            self = .local(try container.decode(String.self))
        }
    }

    /// The instant; local times are read in `timeZone`. nil for text that is not such a time.
    func date(in timeZone: TimeZone) -> Date? {
        switch self {
        case .unix(let seconds): return seconds.isFinite ? Date(timeIntervalSince1970: seconds) : nil
        case .local(let text):
            guard let parts = Self.components(text) else { return nil }
            return CalendarDay.calendar(timeZone).date(from: parts)
        }
    }

    /// The local calendar day: for unix times the day of a local midnight at `utcOffset` seconds east
    /// of UTC; for text its date part.
    func day(utcOffset: Int) -> CalendarDay? {
        switch self {
        case .unix(let seconds):
            guard seconds.isFinite else { return nil }
            return CalendarDay(localMidnight: Date(timeIntervalSince1970: seconds), utcOffset: utcOffset)
        case .local(let text):
            return CalendarDay(iso: String(text.prefix(10)))
        }
    }

    /// Year…second of "yyyy-MM-dd[THH:mm[:ss]]"; nil for anything else.
    static func components(_ text: String) -> DateComponents? {
        let trimmed = text.trimmingBlanks()
        let halves = trimmed.split(separator: "T", omittingEmptySubsequences: false)
        guard (1...2).contains(halves.count), let day = CalendarDay(iso: String(halves[0])) else { return nil }
        var parts = DateComponents(year: day.year, month: day.month, day: day.day, hour: 0, minute: 0, second: 0)
        if halves.count == 2 {
            let clock = halves[1].split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(clock.count), clock.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
                let hour = Int(clock[0]), let minute = Int(clock[1]), (0...23).contains(hour), (0...59).contains(minute)
            else { return nil }
            parts.hour = hour
            parts.minute = minute
            if clock.count == 3 {
                guard let second = Int(clock[2]), (0...59).contains(second) else { return nil }
                parts.second = second
            }
        }
        return parts
    }
}
