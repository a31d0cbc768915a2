package import Foundation

/// The status bar's text for one source, as a pure function of what is known about it: the source's name, where
/// the data on screen came from (live / cache / sample) with the data's time, then the next reload or the error —
/// "PrivatBank · live 14:00 · next 15:00", "CoinGecko · cache 14:05 · rate limited · retry in 1:59",
/// "open.er-api · sample 2024-08-19", "CoinGecko detail · live 14:05 · next 27 Sep 14:05".
package enum SourceStatusLine {
    /// How long a text may be, longest first: everything; the full name with only the origin, the data's time (its
    /// day alone when not today) and an error's label (no reload or retry time); a short name ("Privat", "er-api", "Gecko") with everything;
    /// a short name, brief.
    package enum Form: Sendable, CaseIterable {
        case full, brief, shortName, shortBrief

        /// The short source name.
        var isShort: Bool { self == .shortName || self == .shortBrief }
        /// Without reload and retry times.
        var isBrief: Bool { self == .brief || self == .shortBrief }
    }

    /// The line for `source`, first of:
    /// - rate limited (Retry-After pending): "CoinGecko · cache 14:05 · rate limited · retry in 1:59" (m:ss
    ///   countdown, rounded up; h:mm:ss from an hour);
    /// - budget spent: "CoinGecko · live 14:05 · budget spent · next 15:05";
    /// - offline (nothing is fetched): "PrivatBank · sample 2025", "CoinGecko · cache 14:05", "CoinGecko detail ·
    ///   no data" — never a reload time or "loading" (the status bar says "offline" once for all);
    /// - the last fetch failed: "PrivatBank · cache 14:00 · timed out · retry 14:02";
    /// - no data yet: "PrivatBank · loading" while fetching, else "PrivatBank · no data";
    /// - otherwise: "PrivatBank · live 14:00 · next 15:00" (open.er-api: the provider's announced update; "manual
    ///   reload" under `.never`; "· updating" while a fetch is in flight). open.er-api's announced update counts
    ///   only while it is ahead.
    ///
    /// The data's time is the sample's recorded date ("sample 2026-09-26"), else when the data left the API:
    /// "HH:mm" on `now`'s day, "27 Sep 14:05" in `now`'s year, else "2025-12-31 14:05" — in `timeZone` (inject it;
    /// tests use UTC). Reload and retry times follow the same rule: a reload tomorrow carries its date
    /// ("next 27 Sep 00:06").
    /// - Parameters:
    ///   - origin: where the shown data came from; nil when nothing is shown yet.
    ///   - fetchedAt: when the shown data left the API; nil when nothing is shown yet.
    ///   - status: the scheduler's `status(of:now:)`.
    ///   - offline: kurs runs offline (`--offline`): nothing is reloaded.
    ///   - form: how long the text may be.
    ///   - part: what of the source this is, after its name ("detail": "CoinGecko detail"); nil for none.
    package static func text(
        source: DataSourceName, origin: DataOrigin?, fetchedAt: Date?, status: SourceScheduleStatus, now: Date,
        timeZone: TimeZone, offline: Bool = false, form: Form = .full, part: String? = nil
    ) -> String {
        let base = form.isShort ? shortName(source) : source.display
        let name = part.map { "\(base) \($0)" } ?? base
        let brief = form.isBrief
        let shown = shownData(origin: origin, fetchedAt: fetchedAt, now: now, timeZone: timeZone, brief: brief)
        let head = [name, shown].compactMap { $0 }.joined(separator: " · ")
        if offline { return shown == nil ? "\(name) · no data" : head }
        if let until = status.rateLimitedUntil, until > now {
            return brief ? "\(head) · rate limited" : "\(head) · rate limited · retry in \(countdown(until.timeIntervalSince(now)))"
        }
        if let until = status.budgetSpentUntil {
            return brief ? "\(head) · budget spent" : "\(head) · budget spent · next \(stamp(until, now: now, timeZone: timeZone))"
        }
        if let error = status.lastError {
            let what = "\(head) · \(label(error, source: source.display))"
            guard !brief, let retry = status.backingOffUntil ?? status.nextReload else { return what }
            return "\(what) · \(status.isFetching ? "retrying" : "retry \(stamp(retry, now: now, timeZone: timeZone))")"
        }
        guard shown != nil else { return "\(name) · \(status.isFetching ? "loading" : "no data")" }
        if status.isFetching { return "\(head) · updating" }
        if brief { return head }
        let announced = source == .erapi ? status.providerNextUpdate.flatMap { $0 > now ? $0 : nil } : nil
        let next = announced ?? status.nextReload ?? status.reloadDate
        guard let next else { return "\(head) · manual reload" }
        return "\(head) · next \(stamp(next, now: now, timeZone: timeZone))"
    }

    /// The origin and the data's time: "live 14:05", "cache 25 Sep 14:05", "sample 2025"; `brief`, a time on
    /// another day is its day alone ("cache 25 Sep", "cache 2024-08-19"); nil for no data.
    static func shownData(origin: DataOrigin?, fetchedAt: Date?, now: Date, timeZone: TimeZone, brief: Bool) -> String? {
        shownParts(origin: origin, fetchedAt: fetchedAt, now: now, timeZone: timeZone, brief: brief)
            .map { "\($0.origin) \($0.time)" }
    }

    /// The origin's word ("live", "cache", "sample") and the data's time ("14:05", "2025"), as `text` shows them;
    /// nil for no data.
    package static func shownParts(origin: DataOrigin?, fetchedAt: Date?, now: Date, timeZone: TimeZone, brief: Bool)
        -> (origin: String, time: String)?
    {
        guard let origin else { return nil }
        switch origin {
        case .embeddedSample(let recordedOn): return ("sample", TerminalText.sanitize(recordedOn))
        case .live, .cache:
            guard let fetchedAt else { return nil }
            let when = brief ? day(fetchedAt, now: now, timeZone: timeZone) : stamp(fetchedAt, now: now, timeZone: timeZone)
            return (origin == .live ? "live" : "cache", when)
        }
    }

    /// The short name 80 columns use, from the current source registry: "Privat", "er-api", "Gecko", "Meteo",
    /// "Pirate", "NBU", "Mono"; else the display name.
    package static func shortName(_ source: DataSourceName) -> String {
        SourceRegistry.current.shortName(json: source.json, display: source.display)
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
        case .offline: return "no network"  // "offline" is what --offline says
        case .secureConnectionFailed: return "TLS failed"
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

    /// "HH:mm" on `now`'s calendar day (in `timeZone`), "27 Sep 14:05" on another day of `now`'s year, else
    /// "2025-12-31 14:05".
    static func stamp(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let day = DateFormat.day(date, timeZone: timeZone)
        if day == DateFormat.day(now, timeZone: timeZone) { return time(date, timeZone) }
        if day.prefix(4) == DateFormat.day(now, timeZone: timeZone).prefix(4) {
            return "\(DateFormat.shortDayMonth(date, timeZone: timeZone)) \(time(date, timeZone))"
        }
        return dayAndTime(date, timeZone)
    }

    /// `stamp` without the time of another day: "14:05", "25 Sep", "2025-12-31".
    static func day(_ date: Date, now: Date, timeZone: TimeZone) -> String {
        let day = DateFormat.day(date, timeZone: timeZone)
        if day == DateFormat.day(now, timeZone: timeZone) { return time(date, timeZone) }
        return day.prefix(4) == DateFormat.day(now, timeZone: timeZone).prefix(4)
            ? DateFormat.shortDayMonth(date, timeZone: timeZone) : day
    }

    private static func time(_ date: Date, _ timeZone: TimeZone) -> String { ClockText.hourMinute(date, timeZone: timeZone) }

    private static func dayAndTime(_ date: Date, _ timeZone: TimeZone) -> String {
        "\(DateFormat.day(date, timeZone: timeZone)) \(time(date, timeZone))"
    }
}
