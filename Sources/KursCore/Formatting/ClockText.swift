package import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// "14:05" and "19 Aug": a date's wall-clock time and day in a time zone, written by the C library's `strftime_l`
/// in the POSIX locale (24-hour clock, English month abbreviations, whatever the user's locale) from the date's
/// fields in that zone (`gmtime_r` of the instant shifted by the zone's offset at that instant, so summer time is
/// right for every date). Why not `Date.VerbatimFormatStyle`: it loads ICU's date-format and locale data for two fixed
/// patterns, on the dashboard's start path (the status bar's times), and that data stays resident for good
/// (docs/PERFORMANCE.md).
package enum ClockText {
    /// "14:05" (two-digit hours 00–23 and minutes) in `timeZone`.
    package static func hourMinute(_ date: Date, timeZone: TimeZone) -> String { format("%H:%M", date, timeZone) }

    /// "19 Aug", "5 Sep" (the day without padding, the English abbreviated month) in `timeZone`.
    package static func dayMonth(_ date: Date, timeZone: TimeZone) -> String { format("%-d %b", date, timeZone) }

    /// The POSIX ("C") locale, made once.
    nonisolated(unsafe) private static let posix = newlocale(Int32(1) << LC_TIME, "C", nil)  // LC_TIME_MASK; the other categories are POSIX too

    private static func format(_ pattern: String, _ date: Date, _ timeZone: TimeZone) -> String {
        let shifted = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down)
        guard shifted.isFinite, abs(shifted) < 1e15 else { return "?" }
        var seconds = time_t(shifted)
        var fields = tm()
        guard gmtime_r(&seconds, &fields) != nil else { return "?" }
        var buffer = [CChar](repeating: 0, count: 64)
        let count = strftime_l(&buffer, buffer.count, pattern, &fields, posix)
        return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : "?"
    }
}
