public import Foundation

/// Parses an HTTP `Retry-After` header value.
public enum RetryAfter {
    /// Seconds to wait from `now`: the header is either delay-seconds ("119") or an HTTP date
    /// ("Wed, 21 Oct 2015 07:28:00 GMT", RFC 1123; also RFC 850 and asctime). A date in the past gives 0.
    /// Returns nil for a missing or unreadable value.
    public static func seconds(from value: String?, now: Date) -> TimeInterval? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Int(text) { return seconds >= 0 ? TimeInterval(seconds) : nil }
        for format in httpDateFormats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return max(0, date.timeIntervalSince(now).rounded(.up)) }
        }
        return nil
    }

    /// RFC 9110 §5.6.7: IMF-fixdate, obsolete RFC 850 and asctime formats.
    static let httpDateFormats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]
}
