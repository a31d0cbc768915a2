public import Foundation

/// The status bar's text for one source, as a pure function of what is known about it:
/// "PrivatBank · 14:00 · next 15:00", "CoinGecko · rate limited · retry in 1:59",
/// "open.er-api · updated daily · next 00:06", "offline · sample 2026-02-17".
public enum SourceStatusLine {
    /// The line for `source`, first of:
    /// - rate limited (Retry-After pending): "CoinGecko · rate limited · retry in 1:59" (m:ss countdown,
    ///   rounded up; h:mm:ss from an hour);
    /// - budget spent: "CoinGecko · budget spent · next 14:05";
    /// - the embedded sample, offline (nothing scheduled): "offline · sample 2026-02-17";
    /// - the last fetch failed: "PrivatBank · 14:00 · timed out · retry 14:02" (the time of the data kept on
    ///   screen, or "sample 2025" when that is the embedded sample);
    /// - the embedded sample online: "CoinGecko · sample 2026-02-17 · updating";
    /// - no data yet: "PrivatBank · loading" while fetching, else "PrivatBank · no data";
    /// - open.er-api: "open.er-api · updated daily · next 00:06" (the provider's announced update);
    /// - otherwise: "PrivatBank · 14:00 · next 15:00" (fetched at, next reload; "manual reload" under
    ///   `.never`; "PrivatBank · 14:00 · updating" while a fetch is in flight).
    ///
    /// Times are "HH:mm" in `timeZone` (inject it; tests use UTC), prefixed by "yyyy-MM-dd " when not on
    /// `now`'s day (fetched) or more than 24 h away (next).
    /// - Parameters:
    ///   - origin: where the shown data came from; nil when nothing is shown yet.
    ///   - fetchedAt: when the shown data was fetched; nil when nothing is shown yet.
    ///   - status: the scheduler's `status(of:now:)`.
    public static func text(
        source: DataSourceName, origin: DataOrigin?, fetchedAt: Date?, status: SourceScheduleStatus, now: Date,
        timeZone: TimeZone
    ) -> String {
        let name = source.display
        if let until = status.rateLimitedUntil, until > now {
            return "\(name) · rate limited · retry in \(countdown(until.timeIntervalSince(now)))"
        }
        if let until = status.budgetSpentUntil {
            return "\(name) · budget spent · next \(clock(until, now: now, timeZone: timeZone))"
        }
        let sample: String? = if case .embeddedSample(let recordedOn) = origin {
            "sample \(TerminalText.sanitize(recordedOn))"
        } else {
            nil
        }
        if let sample, status.lastError == nil, !status.isFetching, status.nextReload == nil {
            return "offline · \(sample)"  // not scheduled: offline
        }
        // What is on screen beside the error: the sample, or the kept data's time.
        let shown = sample ?? fetchedAt.map { stamp($0, now: now, timeZone: timeZone) }
        if let error = status.lastError {
            let what = [shown, label(error, source: name)].compactMap { $0 }.joined(separator: " · ")
            guard let retry = status.backingOffUntil ?? status.nextReload else { return "\(name) · \(what)" }
            let when = status.isFetching ? "retrying" : "retry \(clock(retry, now: now, timeZone: timeZone))"
            return "\(name) · \(what) · \(when)"
        }
        if let sample {
            if status.isFetching { return "\(name) · \(sample) · updating" }
            return "\(name) · \(sample)"
        }
        guard let fetchedAt else { return "\(name) · \(status.isFetching ? "loading" : "no data")" }
        let updating = status.isFetching ? " · updating" : ""
        if source == .erapi {
            guard let next = status.providerNextUpdate ?? status.nextReload else {
                return "\(name) · updated daily\(updating)"
            }
            return "\(name) · updated daily · next \(clock(next, now: now, timeZone: timeZone))\(updating)"
        }
        let fetched = stamp(fetchedAt, now: now, timeZone: timeZone)
        if status.isFetching { return "\(name) · \(fetched) · updating" }
        guard let next = status.nextReload ?? status.reloadDate else { return "\(name) · \(fetched) · manual reload" }
        return "\(name) · \(fetched) · next \(clock(next, now: now, timeZone: timeZone))"
    }

    /// A short label for an error: fixed words, or for a response with nothing usable the pipeline's own words
    /// without the source's name ("sent an empty list"); network text never reaches the status bar.
    static func label(_ error: FetchError, source: String) -> String {
        if case .unusable(let what) = error {
            return what.hasPrefix(source + " ") ? String(what.dropFirst(source.count + 1)) : what
        }
        return label(error)
    }

    /// A short, fixed label for an error (network text never reaches the status bar).
    static func label(_ error: FetchError) -> String {
        switch error {
        case .offline: return "offline"
        case .timeout: return "timed out"
        case .rateLimited: return "rate limited"
        case .serverError(let status): return "server error \(status)"
        case .unexpectedContent: return "bad response"
        case .unusable: return "nothing usable"
        case .apiError: return "API error"
        case .notFound: return "not found"
        case .transportUnavailable: return "no HTTP"
        }
    }

    /// Seconds as "m:ss" (or "h:mm:ss" from an hour), rounded up: 119 → "1:59", 119.2 → "2:00".
    static func countdown(_ seconds: TimeInterval) -> String {
        let total = max(Int(seconds.rounded(.up)), 0)
        let (hours, minutes, secs) = (total / 3600, total % 3600 / 60, total % 60)
        let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))" : "\(minutes):\(twoDigits(secs))"
    }

    /// "HH:mm", or "yyyy-MM-dd HH:mm" when `date` is more than 24 h from `now`.
    static func clock(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        abs(date.timeIntervalSince(now)) > 86_400 ? dayAndTime(date, timeZone) : time(date, timeZone)
    }

    /// "HH:mm" on `now`'s calendar day, else "yyyy-MM-dd HH:mm".
    static func stamp(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        DateFormat.day(date, timeZone: timeZone) == DateFormat.day(now, timeZone: timeZone)
            ? time(date, timeZone) : dayAndTime(date, timeZone)
    }

    private static func time(_ date: Date, _ timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let style = Date.VerbatimFormatStyle(
            format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
            locale: FormatLocales.posix, timeZone: timeZone, calendar: calendar)
        return date.formatted(style)
    }

    private static func dayAndTime(_ date: Date, _ timeZone: TimeZone) -> String {
        "\(DateFormat.day(date, timeZone: timeZone)) \(time(date, timeZone))"
    }
}
