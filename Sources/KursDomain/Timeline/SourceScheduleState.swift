import Foundation

/// The scheduler's bookkeeping for one source (internal; `SourceScheduleStatus` is the public view).
struct SourceScheduleState: Equatable, Sendable {
    var schedule: RefreshSchedule
    var budget: FetchBudget
    /// When the data goes stale; `.distantPast` before the first fetch (due at once); nil with `.never`.
    var reloadDate: Date? = .distantPast
    var providerNextUpdate: Date?
    var lastFetchStart: Date?
    var lastSuccess: Date?
    var lastManualAccepted: Date?
    var manualPending = false
    /// The latest started fetch, until a result of that very generation arrives.
    var inFlight: Generation?
    /// The newest generation whose successful result was applied.
    var lastSucceeded: Generation?
    var consecutiveFailures = 0
    var lastError: FetchError?
    var backoffUntil: Date?
    var rateLimitedUntil: Date?

    init(schedule: RefreshSchedule, budget: Int) {
        self.schedule = schedule
        self.budget = FetchBudget(limit: budget)
    }

    /// When a failure retry may start: the server's Retry-After date wins over the backoff.
    var retryAt: Date? { rateLimitedUntil ?? backoffUntil }

    /// When the next automatic (or pending manual) fetch may start; nil when none is planned.
    func earliestFetch(now: Date, floor: TimeInterval) -> Date? {
        if manualPending { return now }
        var start: Date
        if consecutiveFailures > 0, let retryAt {
            start = retryAt
        } else {
            guard let reloadDate else { return nil }
            start = reloadDate
            if let lastFetchStart { start = max(start, lastFetchStart.addingTimeInterval(floor)) }
            if let rateLimitedUntil { start = max(start, rateLimitedUntil) }
        }
        if let spent = budget.spentUntil(now: now) { start = max(start, spent) }
        return start
    }
}
