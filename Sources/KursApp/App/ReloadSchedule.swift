public import Foundation
public import KursCore

/// When each source reloads (DESIGN.md §2): pure date arithmetic, no clock of its own.
public enum ReloadSchedule {
    /// No automatic reload sooner than this after the previous attempt (seconds).
    public static let minimumInterval: TimeInterval = 5 * 60
    /// A manual reload (`r`) of one source at most this often (seconds).
    public static let manualReloadInterval: TimeInterval = 30
    /// The first retry after a failure (seconds); doubles per failure up to the source's interval.
    public static let firstBackoff: TimeInterval = 60
    /// Margin after open.er-api's `time_next_update_unix` before fetching (seconds).
    public static let erapiMargin: TimeInterval = 60

    /// The longest wait between reloads of `source` (seconds): coins 1 h, rates 1 h, er-api and coin details 24 h.
    public static func interval(for source: DashboardSource) -> TimeInterval {
        switch source {
        case .bankRates, .markets: return 3600
        case .midMarketRates, .coinDetail: return 24 * 3600
        }
    }

    /// When a value of `source` fetched at `fetchedAt` is due for reload: PrivatBank the next full hour,
    /// open.er-api its `nextUpdate` plus a margin, CoinGecko markets +1 h, coin details +24 h; never sooner
    /// than `minimumInterval` after `fetchedAt`.
    public static func nextReload(for source: DashboardSource, value: SourceValue, fetchedAt: Date,
                                  calendar: Calendar = .current) -> Date {
        let earliest = fetchedAt.addingTimeInterval(minimumInterval)
        let planned: Date
        switch value {
        case .bankRates:
            planned = calendar.nextDate(after: fetchedAt, matching: DateComponents(minute: 0, second: 0),
                                        matchingPolicy: .nextTime) ?? fetchedAt.addingTimeInterval(3600)
        case .midMarketRates(let rates):
            planned = rates.value.nextUpdate.addingTimeInterval(erapiMargin)
        case .markets, .coinDetail:
            planned = fetchedAt.addingTimeInterval(interval(for: source))
        }
        return max(earliest, planned)
    }

    /// Seconds to wait after the `failures`-th failure in a row (1-based): `Retry-After` when the server sent
    /// one, else 60 s doubling per failure, capped at the source's interval. (No jitter yet: the reducer is
    /// deterministic; the scheduler of issue 4 adds it.)
    public static func backoff(failures: Int, error: FetchError, source: DashboardSource) -> TimeInterval {
        if case .rateLimited(let retryAfter?) = error { return retryAfter }
        let exponent = min(max(0, failures - 1), 20)
        return min(firstBackoff * pow(2, Double(exponent)), interval(for: source))
    }
}
