package import Foundation

/// How often one source is reloaded: a pure rule from (fetch time, response facts) to a `ReloadPolicy`.
package struct RefreshSchedule: Equatable, Hashable, Sendable {
    /// The shape of the rule.
    package enum Rule: Equatable, Hashable, Sendable {
        /// At the next full hour in `timeZone` (PrivatBank, weather).
        case nextFullHour(timeZone: TimeZone)
        /// A fixed interval after the fetch, in seconds (CoinGecko markets, coin details).
        case interval(TimeInterval)
        /// At the provider's announced next update plus `margin` seconds (open.er-api); when the response
        /// has no announced update or it is already past, after `fallback` seconds.
        case providerNextUpdate(margin: TimeInterval, fallback: TimeInterval)
        /// At the next of these local times of day in `timeZone`, each in minutes after midnight, strictly after
        /// the fetch (the NBU: when a new day's rate takes effect and when tomorrow's is set).
        case dailyAt(minutes: [Int], timeZone: TimeZone)
        /// Manual reload only.
        case manualOnly
    }

    /// The rule.
    package var rule: Rule
    /// The least time between the starts of two fetches of the source, in seconds, whatever asks for them
    /// (policy, failure retry or manual reload); 0: only the scheduler's shared limits apply. Monobank: 300.
    package var minimumInterval: TimeInterval

    /// A schedule following `rule`, never fetching more often than every `minimumInterval` seconds.
    package init(rule: Rule, minimumInterval: TimeInterval = 0) {
        self.rule = rule
        self.minimumInterval = max(0, minimumInterval)
    }

    /// Shortest interval CoinGecko markets may be configured to, in seconds (5 minutes).
    package static let minimumMarketsInterval: TimeInterval = 5 * 60

    /// PrivatBank (cash and card): the next full hour (Kyiv's hours are whole UTC hours).
    package static let privatBank = RefreshSchedule(rule: .nextFullHour(timeZone: .gmt))
    /// open.er-api: `time_next_update_unix` + 2 minutes; 1 hour when the response announces nothing usable.
    package static let erapi = RefreshSchedule(rule: .providerNextUpdate(margin: 120, fallback: 3600))
    /// CoinGecko coin details (description, links): every 24 hours.
    package static let coinDetail = RefreshSchedule(rule: .interval(86_400))

    /// NBU official rates: at 00:05 Kyiv time (the day's rate, set the afternoon before, takes effect) and at
    /// 16:00 Kyiv time (the NBU has set tomorrow's rate by then): twice a day, never hourly.
    package static let nbu = RefreshSchedule(rule: .dailyAt(minutes: [5, 16 * 60], timeZone: KyivTime.timeZone))

    /// Least time between two Monobank requests, in seconds: Monobank allows about one per 5 minutes.
    package static let monobankMinimumInterval: TimeInterval = 5 * 60
    /// Monobank: every 30 minutes, and never twice within 5 minutes (not by a manual reload either).
    package static let monobank = RefreshSchedule(rule: .interval(30 * 60), minimumInterval: monobankMinimumInterval)

    /// CoinGecko markets every `interval` seconds (default 1 hour), clamped to at least 5 minutes.
    package static func coingeckoMarkets(interval: TimeInterval = 3600) -> RefreshSchedule {
        RefreshSchedule(rule: .interval(max(interval, minimumMarketsInterval)))
    }

    /// Weather: the next full hour in the city's `timeZone` (UTC by default), when the next hourly entry
    /// of the forecast begins.
    package static func weather(timeZone: TimeZone = .gmt) -> RefreshSchedule {
        RefreshSchedule(rule: .nextFullHour(timeZone: timeZone))
    }

    /// The reload policy after a successful fetch that completed at `fetchedAt`.
    package func policy(fetchedAt: Date, facts: ResponseFacts = ResponseFacts()) -> ReloadPolicy {
        switch rule {
        case .nextFullHour(let timeZone):
            return .after(Self.nextFullHour(after: fetchedAt, timeZone: timeZone))
        case .interval(let seconds):
            return .after(fetchedAt.addingTimeInterval(seconds))
        case .providerNextUpdate(let margin, let fallback):
            if let next = facts.nextUpdate?.addingTimeInterval(margin), next > fetchedAt { return .after(next) }
            return .after(fetchedAt.addingTimeInterval(fallback))
        case .dailyAt(let minutes, let timeZone):
            return Self.nextTimeOfDay(after: fetchedAt, minutes: minutes, timeZone: timeZone).map(ReloadPolicy.after)
                ?? .never
        case .manualOnly:
            return .never
        }
    }

    /// The nominal time between reloads, in seconds: the cap of failure backoff (1 hour for hourly rules,
    /// 24 hours for the daily provider rule; nil for manual only).
    package var nominalInterval: TimeInterval? {
        switch rule {
        case .nextFullHour: return 3600
        case .interval(let seconds): return seconds
        case .providerNextUpdate, .dailyAt: return 86_400
        case .manualOnly: return nil
        }
    }

    /// The first of the local `minutes` (after midnight, 0..<1440; others ignored) in `timeZone` strictly after
    /// `date`, today or on one of the next two days (a time skipped by a summer-time change is taken as the
    /// calendar moves it); nil when `minutes` holds no valid time.
    package static func nextTimeOfDay(after date: Date, minutes: [Int], timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let times = minutes.filter { (0..<1440).contains($0) }
        let today = calendar.startOfDay(for: date)
        var best: Date?
        for offset in 0...2 {
            guard let day = calendar.date(byAdding: .day, value: offset, to: today) else { continue }
            for minute in times {
                guard let candidate = calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day),
                    candidate > date
                else { continue }
                best = min(best ?? candidate, candidate)
            }
            if best != nil { return best }
        }
        return best
    }

    /// The first full hour strictly after `date` in `timeZone` (14:00:00 → 15:00, 14:59:59 → 15:00).
    package static func nextFullHour(after date: Date, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let hour = calendar.dateInterval(of: .hour, for: date) else {
            return date.addingTimeInterval(3600)
        }
        return hour.end
    }
}
