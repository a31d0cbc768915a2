package import Foundation

/// The minimum interval between requests to one source (Monobank: 5 minutes), judged from the request stamp
/// (`DiskCache.lastRequested`) alone, so no cache entry is needed to refuse a request. Pure functions.
package enum RequestPacing {
    /// The seconds left before a new request may start, or nil when one may start now. `lastRequested`: the
    /// stamp's date (nil: no request known); a stamp dated more than `interval` after `now` could not come from
    /// this clock and is ignored (a damaged file must not block the source for ever).
    package static func wait(lastRequested: Date?, now: Date, interval: TimeInterval) -> TimeInterval? {
        guard interval > 0, let lastRequested, lastRequested.timeIntervalSince(now) <= interval else { return nil }
        let remaining = lastRequested.addingTimeInterval(interval).timeIntervalSince(now)
        return remaining > 0 ? min(remaining, interval) : nil
    }

    /// Why a request is refused when its stamp can't be written: "Monobank allows one request per 5 minutes; the
    /// last request time can't be stored (<reason>)". Without the stamp, nothing would stop a burst.
    package static func unrecordedMessage(source: String, interval: TimeInterval, reason: String) -> String {
        "\(source) allows one request per \(intervalText(interval)); the last request time can't be stored (\(reason))"
    }

    /// "5 minutes", "1 minute", "30 seconds".
    package static func intervalText(_ interval: TimeInterval) -> String {
        let seconds = Int(interval.rounded(.up))
        if seconds % 60 == 0 { return seconds == 60 ? "1 minute" : "\(seconds / 60) minutes" }
        return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
}
