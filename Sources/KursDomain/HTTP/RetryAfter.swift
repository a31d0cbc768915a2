package import Foundation

/// Parses an HTTP `Retry-After` header value, within sane bounds: a wait is never longer than `maximum` (1 hour),
/// and a value no server would mean (negative, not a number or date, more than `nonsenseBeyond` ahead, a date more
/// than a day in the past) counts as no `Retry-After` at all, so the caller's default applies.
package enum RetryAfter {
    /// The longest wait kurs honours: 1 hour. A longer plausible wait is cut to it.
    package static let maximum: TimeInterval = 3600

    /// A wait longer than this (about a year), in seconds, is nonsense (e.g. "99999999999") and ignored.
    static let nonsenseBeyond: TimeInterval = 366 * 86400

    /// A date further than this in the past, in seconds, is nonsense and ignored; a date less far in the past
    /// (clock skew) means "now" (0).
    static let staleDateBeyond: TimeInterval = 86400

    /// Seconds to wait from `now`, in 0…`maximum`: the header is either delay-seconds ("119", digits only) or an
    /// HTTP date ("Wed, 21 Oct 2015 07:28:00 GMT", RFC 1123; also RFC 850 and asctime).
    /// Returns nil for a missing, unreadable or nonsensical value (see the type).
    package static func seconds(from value: String?, now: Date) -> TimeInterval? {
        guard let text = value?.trimmingBlanks(), !text.isEmpty else { return nil }
        if let wait = delaySeconds(text) ?? date(text).map({ $0.timeIntervalSince(now).rounded(.up) }) {
            return bounded(wait)
        }
        return nil
    }

    /// `wait` cut to `maximum`, a small negative (a date just past) as 0; nil when it is nonsense.
    static func bounded(_ wait: TimeInterval) -> TimeInterval? {
        guard wait.isFinite, wait >= -staleDateBeyond, wait <= nonsenseBeyond else { return nil }
        return min(max(wait, 0), maximum)
    }

    /// RFC 9110 delay-seconds: one or more ASCII digits (no sign), as a number; nil otherwise or when it overflows.
    static func delaySeconds(_ text: String) -> TimeInterval? {
        guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let seconds = Int(text) else { return nil }
        return TimeInterval(seconds)
    }

    /// `text` as an HTTP date, nil when it is none.
    static func date(_ text: String) -> Date? {
        for format in httpDateFormats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }

    /// RFC 9110 §5.6.7: IMF-fixdate, obsolete RFC 850 and asctime formats.
    static let httpDateFormats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]
}
