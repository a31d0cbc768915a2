public import Foundation

/// How often one source is reloaded: a pure rule from (fetch time, response facts) to a `ReloadPolicy`.
public struct RefreshSchedule: Equatable, Hashable, Sendable {
    /// The shape of the rule.
    public enum Rule: Equatable, Hashable, Sendable {
        /// At the next full hour in `timeZone` (PrivatBank, weather).
        case nextFullHour(timeZone: TimeZone)
        /// A fixed interval after the fetch, in seconds (CoinGecko markets, coin details).
        case interval(TimeInterval)
        /// At the provider's announced next update plus `margin` seconds (open.er-api); when the response
        /// has no announced update or it is already past, after `fallback` seconds.
        case providerNextUpdate(margin: TimeInterval, fallback: TimeInterval)
        /// Manual reload only.
        case manualOnly
    }

    /// The rule.
    public var rule: Rule

    /// A schedule following `rule`.
    public init(rule: Rule) {
        self.rule = rule
    }

    /// Shortest interval CoinGecko markets may be configured to, in seconds (5 minutes).
    public static let minimumMarketsInterval: TimeInterval = 5 * 60

    /// PrivatBank (cash and card): the next full hour (Kyiv's hours are whole UTC hours).
    public static let privatBank = RefreshSchedule(rule: .nextFullHour(timeZone: .gmt))
    /// open.er-api: `time_next_update_unix` + 2 minutes; 1 hour when the response announces nothing usable.
    public static let erapi = RefreshSchedule(rule: .providerNextUpdate(margin: 120, fallback: 3600))
    /// CoinGecko coin details (description, links): every 24 hours.
    public static let coinDetail = RefreshSchedule(rule: .interval(86_400))

    /// CoinGecko markets every `interval` seconds (default 1 hour), clamped to at least 5 minutes.
    public static func coingeckoMarkets(interval: TimeInterval = 3600) -> RefreshSchedule {
        RefreshSchedule(rule: .interval(max(interval, minimumMarketsInterval)))
    }

    /// Weather: the next full hour in the city's `timeZone` (UTC by default), when the next hourly entry
    /// of the forecast begins.
    public static func weather(timeZone: TimeZone = .gmt) -> RefreshSchedule {
        RefreshSchedule(rule: .nextFullHour(timeZone: timeZone))
    }

    /// The reload policy after a successful fetch that completed at `fetchedAt`.
    public func policy(fetchedAt: Date, facts: ResponseFacts = ResponseFacts()) -> ReloadPolicy {
        switch rule {
        case .nextFullHour(let timeZone):
            return .after(Self.nextFullHour(after: fetchedAt, timeZone: timeZone))
        case .interval(let seconds):
            return .after(fetchedAt.addingTimeInterval(seconds))
        case .providerNextUpdate(let margin, let fallback):
            if let next = facts.nextUpdate?.addingTimeInterval(margin), next > fetchedAt { return .after(next) }
            return .after(fetchedAt.addingTimeInterval(fallback))
        case .manualOnly:
            return .never
        }
    }

    /// The nominal time between reloads, in seconds: the cap of failure backoff (1 hour for hourly rules,
    /// 24 hours for the daily provider rule; nil for manual only).
    public var nominalInterval: TimeInterval? {
        switch rule {
        case .nextFullHour: return 3600
        case .interval(let seconds): return seconds
        case .providerNextUpdate: return 86_400
        case .manualOnly: return nil
        }
    }

    /// The first full hour strictly after `date` in `timeZone` (14:00:00 → 15:00, 14:59:59 → 15:00).
    public static func nextFullHour(after date: Date, timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let hour = calendar.dateInterval(of: .hour, for: date) else {
            return date.addingTimeInterval(3600)
        }
        return hour.end
    }
}
