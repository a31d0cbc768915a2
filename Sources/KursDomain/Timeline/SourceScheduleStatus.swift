package import Foundation

/// What the scheduler knows about one source at one moment, for the status bar and the store.
package struct SourceScheduleStatus: Equatable, Sendable {
    /// When the next automatic fetch may start (wall clock; at or before `now` when due now); nil when
    /// the policy is `.never` and nothing else is pending.
    package var nextReload: Date?
    /// When the current data goes stale (the reload policy's date); nil before the first success or
    /// with `.never`.
    package var reloadDate: Date?
    /// The provider's announced next update (open.er-api), from the last successful response.
    package var providerNextUpdate: Date?
    /// A fetch is in flight.
    package var isFetching: Bool
    /// The server asked us to wait (`Retry-After`) until this date, still in the future at `now`.
    package var rateLimitedUntil: Date?
    /// The 24-hour budget is spent until this date, when the oldest counted fetch leaves the window.
    package var budgetSpentUntil: Date?
    /// After a failure, retry waits until this date (still in the future at `now`).
    package var backingOffUntil: Date?
    /// The error of the last fetch, if it failed (cleared by a success).
    package var lastError: FetchError?
    /// Failures since the last success.
    package var consecutiveFailures: Int
    /// Fetches counted in the 24-hour window ending at `now`.
    package var fetchesInWindow: Int
    /// The budget: fetches allowed in any 24 hours.
    package var budget: Int
    /// When the last fetch started (or cached data restored was fetched).
    package var lastFetchStart: Date?
    /// When the last successful fetch completed.
    package var lastSuccess: Date?

    /// A status; every field defaults to "nothing known" (not fetching, no failures, budget 72).
    package init(
        nextReload: Date? = nil, reloadDate: Date? = nil, providerNextUpdate: Date? = nil,
        isFetching: Bool = false, rateLimitedUntil: Date? = nil, budgetSpentUntil: Date? = nil,
        backingOffUntil: Date? = nil, lastError: FetchError? = nil, consecutiveFailures: Int = 0,
        fetchesInWindow: Int = 0, budget: Int = 72, lastFetchStart: Date? = nil, lastSuccess: Date? = nil
    ) {
        self.nextReload = nextReload
        self.reloadDate = reloadDate
        self.providerNextUpdate = providerNextUpdate
        self.isFetching = isFetching
        self.rateLimitedUntil = rateLimitedUntil
        self.budgetSpentUntil = budgetSpentUntil
        self.backingOffUntil = backingOffUntil
        self.lastError = lastError
        self.consecutiveFailures = consecutiveFailures
        self.fetchesInWindow = fetchesInWindow
        self.budget = budget
        self.lastFetchStart = lastFetchStart
        self.lastSuccess = lastSuccess
    }

    /// The data is past its reload date at `now` (the store shows it as stale).
    package func isStale(now: Date) -> Bool {
        reloadDate.map { $0 <= now } ?? false
    }
}
