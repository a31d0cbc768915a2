package import Foundation

/// Decides when each source is fetched: reload policies, a 5-minute floor, a rolling 24-hour budget,
/// failure backoff with jitter, Retry-After, manual reloads and stale-result dropping. Pure value logic
/// with time passed in: no timers, threads or sleeping.
///
/// A value type with mutating methods: keep one copy, owned by the event loop, and call it from that
/// loop's thread only (deliver fetch results to the loop as messages, then call `fetchSucceeded` /
/// `fetchFailed` there). The loop's cycle:
/// 1. on start: `register` each source (and `restore` those with cached data);
/// 2. on each wake: `dueSources(now:)` → for each, `fetchStarted(_:now:)` and launch the fetch with the
///    returned generation;
/// 3. on a result: `fetchSucceeded(_:generation:now:facts:)` or `fetchFailed(_:generation:now:error:)`;
///    a `false` answer means the result is stale: do not put it in the store;
/// 4. on `r` / `R`: `requestManualReload(_:now:)`, then step 2;
/// 5. sleep until `nextDeadline(now:)` (or input); after a wall-clock jump, `wallClockJumped(now:)`.
package struct RefreshScheduler: Equatable, Sendable {
    /// The shared limits.
    package var configuration: SchedulerConfiguration
    /// The registered sources, in registration order (the order `dueSources` lists them in).
    package private(set) var sources: [ResourceID] = []
    private var states: [ResourceID: SourceScheduleState] = [:]
    private var jitter: Jitter
    private var lastGeneration: UInt64 = 0

    /// - Parameters:
    ///   - configuration: the shared limits.
    ///   - jitter: the source of backoff jitter (`.system()` in the app; `.constant(0)` or `.seeded` in tests).
    package init(
        configuration: SchedulerConfiguration = SchedulerConfiguration(),
        jitter: Jitter = .system()
    ) {
        self.configuration = configuration
        self.jitter = jitter
    }

    // MARK: Sources

    /// Adds `source` with `schedule` (the resource's, or the config's) and `budget` fetches per 24 h (the
    /// configured default when nil). A new source is due at once. Registering again replaces the schedule and
    /// budget and keeps the history, and the larger of the two schedules' `minimumInterval`s (a config override
    /// can't lower a source's own minimum).
    package mutating func register(_ source: ResourceID, schedule: RefreshSchedule, budget: Int? = nil) {
        let limit = budget ?? configuration.dailyBudget
        if var state = states[source] {
            var schedule = schedule
            schedule.minimumInterval = max(schedule.minimumInterval, state.schedule.minimumInterval)
            state.schedule = schedule
            state.budget.limit = limit
            states[source] = state
        } else {
            sources.append(source)
            states[source] = SourceScheduleState(schedule: schedule, budget: limit)
        }
    }

    /// Removes `source` (a city taken off the weather list); results still arriving for it are dropped.
    package mutating func unregister(_ source: ResourceID) {
        sources.removeAll { $0 == source }
        states[source] = nil
    }

    /// Seeds a registered source with data fetched earlier (the disk cache, possibly by another `kurs`
    /// process) at `fetchedAt`: its reload date is `policy`'s (the resource's policy for that value; nil: the
    /// registered schedule's for `fetchedAt` and `facts`), and the 5-minute floor counts from `fetchedAt`. Does not
    /// count against this process's budget.
    package mutating func restore(_ source: ResourceID, fetchedAt: Date, policy: ReloadPolicy? = nil,
                                 facts: ResponseFacts = ResponseFacts()) {
        guard var state = states[source] else { return }
        state.reloadDate = Self.reloadDate(policy ?? state.schedule.policy(fetchedAt: fetchedAt, facts: facts), now: fetchedAt)
        state.providerNextUpdate = facts.nextUpdate
        state.lastSuccess = fetchedAt
        state.lastFetchStart = max(state.lastFetchStart ?? fetchedAt, fetchedAt)
        states[source] = state
    }

    // MARK: Asking

    /// The sources whose fetch should start at `now` (registration order): not in flight, and a pending
    /// manual reload, or the reload date / retry date reached with the floor, the Retry-After and the budget
    /// allowing. After a suspend every overdue source is due at once.
    package func dueSources(now: Date) -> [ResourceID] {
        sources.filter { source in
            guard let state = states[source], state.inFlight == nil,
                let start = earliestFetch(state, now: now)
            else { return false }
            return start <= now
        }
    }

    /// Whether a fetch of some source has started and not ended yet.
    package var hasFetchInFlight: Bool { states.values.contains { $0.inFlight != nil } }

    /// Whether a fetch of `source` has started and not ended yet (false for a source not registered).
    package func isInFlight(_ source: ResourceID) -> Bool { states[source]?.inFlight != nil }

    /// The earliest date a fetch becomes due, over sources not in flight (at or before `now` when one is
    /// due already); nil when nothing is planned. The event loop sleeps at most until then.
    package func nextDeadline(now: Date) -> Date? {
        sources.compactMap { source -> Date? in
            guard let state = states[source], state.inFlight == nil else { return nil }
            return earliestFetch(state, now: now)
        }.min()
    }

    /// The scheduling facts of `source` at `now`, for the status bar and the store (an empty status for
    /// an unregistered source).
    package func status(of source: ResourceID, now: Date) -> SourceScheduleStatus {
        guard let state = states[source] else { return SourceScheduleStatus(budget: configuration.dailyBudget) }
        let failing = state.consecutiveFailures > 0
        return SourceScheduleStatus(
            nextReload: state.inFlight == nil
                ? earliestFetch(state, now: now) : nil,
            reloadDate: state.reloadDate == .distantPast ? nil : state.reloadDate,
            providerNextUpdate: state.providerNextUpdate,
            isFetching: state.inFlight != nil,
            rateLimitedUntil: state.rateLimitedUntil.flatMap { $0 > now ? $0 : nil },
            budgetSpentUntil: state.budget.spentUntil(now: now),
            backingOffUntil: failing ? state.backoffUntil.flatMap { $0 > now ? $0 : nil } : nil,
            lastError: state.lastError,
            consecutiveFailures: state.consecutiveFailures,
            fetchesInWindow: state.budget.used(now: now),
            budget: state.budget.limit,
            lastFetchStart: state.lastFetchStart,
            lastSuccess: state.lastSuccess)
    }

    // MARK: Fetch lifecycle

    /// Records that a fetch of `source` starts at `now` (counted against the budget, clears a pending
    /// manual reload) and returns its generation; pass it back with the result. An unregistered source is
    /// registered with `fallback` first.
    package mutating func fetchStarted(_ source: ResourceID, now: Date,
                                      fallback: RefreshSchedule = RefreshSchedule(rule: .manualOnly)) -> Generation {
        if states[source] == nil { register(source, schedule: fallback) }
        lastGeneration += 1
        let generation = Generation(lastGeneration)
        update(source) { state in
            state.budget.prune(now: now)
            state.budget.record(now)
            state.lastFetchStart = now
            state.manualPending = false
            state.inFlight = generation
        }
        return generation
    }

    /// Applies a successful fetch that completed at `now`. The next reload follows `policy` when given (the
    /// resource's policy for the value it fetched: `Resource.policy(for:fetchedAt:)`), else the source's schedule
    /// from `now` and `facts`; `.atEnd` means as soon as the floor allows. Returns false, changing nothing, when the result is stale (a
    /// success of a newer generation was already applied) or the source is unknown: drop it. (An older
    /// success arriving after a newer fetch *failed* is kept: it is the newest data there is.)
    @discardableResult
    package mutating func fetchSucceeded(
        _ source: ResourceID, generation: Generation, now: Date,
        facts: ResponseFacts = ResponseFacts(), policy: ReloadPolicy? = nil
    ) -> Bool {
        guard var state = states[source], state.lastSucceeded.map({ generation > $0 }) ?? true else {
            return false
        }
        if state.inFlight == generation { state.inFlight = nil }
        state.lastSucceeded = generation
        state.reloadDate = Self.reloadDate(policy ?? state.schedule.policy(fetchedAt: now, facts: facts), now: now)
        state.providerNextUpdate = facts.nextUpdate
        state.lastSuccess = now
        state.consecutiveFailures = 0
        state.lastError = nil
        state.backoffUntil = nil
        state.rateLimitedUntil = nil
        states[source] = state
        return true
    }

    /// Applies a failed fetch. The retry waits `Retry-After` when the error is `.rateLimited` with one,
    /// else an exponential backoff with jitter (60 s, 120 s, 240 s… capped at the schedule's nominal
    /// interval). Returns false, changing nothing, when this is not the latest started fetch still in
    /// flight (a newer one decides) or the source is unknown.
    @discardableResult
    package mutating func fetchFailed(_ source: ResourceID, generation: Generation, now: Date, error: FetchError) -> Bool {
        guard var state = states[source], state.inFlight == generation else { return false }
        state.inFlight = nil
        state.consecutiveFailures += 1
        state.lastError = error
        if case .rateLimited(let retryAfter?) = error {
            state.rateLimitedUntil = now.addingTimeInterval(max(retryAfter, 1))
            state.backoffUntil = nil
        } else {
            let unit = jitter.unit()
            let delay = configuration.backoff.delay(
                failures: state.consecutiveFailures, cap: state.schedule.nominalInterval, unit: unit)
            state.backoffUntil = now.addingTimeInterval(delay)
            state.rateLimitedUntil = nil
        }
        states[source] = state
        return true
    }

    /// Asks for a manual reload of `sources` at `now` (`r`: every source, `R`: the focused one). A source
    /// is accepted unless a fetch of it is in flight or already pending, it was manually reloaded less than
    /// 30 s ago, the server's Retry-After has not passed, its budget is spent, or its schedule's `minimumInterval`
    /// has not passed since its last fetch started (Monobank: 5 minutes). Accepted sources become
    /// due at once (bypassing the 5-minute floor and backoff) and are returned, in the order given.
    package mutating func requestManualReload(_ sources: [ResourceID], now: Date) -> [ResourceID] {
        var accepted: [ResourceID] = []
        for source in sources where !accepted.contains(source) {
            guard var state = states[source], state.inFlight == nil, !state.manualPending,
                state.lastManualAccepted.map({ now.timeIntervalSince($0) >= configuration.manualReloadInterval })
                    ?? true,
                state.rateLimitedUntil.map({ $0 <= now }) ?? true,
                state.budget.spentUntil(now: now) == nil,
                Self.minimumIntervalEnd(state).map({ $0 <= now }) ?? true
            else { continue }
            state.lastManualAccepted = now
            state.manualPending = true
            states[source] = state
            accepted.append(source)
        }
        return accepted
    }

    /// `requestManualReload` for every registered source (`r`).
    package mutating func requestManualReloadAll(now: Date) -> [ResourceID] {
        requestManualReload(sources, now: now)
    }

    /// Tells the scheduler the wall clock jumped (see `ClockJumpDetector`). Forward jumps need nothing:
    /// overdue sources are due at once. For backward jumps, remembered dates later than `now` are pulled
    /// back so that neither the floor, the budget nor a far reload date stalls a source: fetch starts to
    /// `now`, reload and retry dates to at most one nominal interval after `now`.
    package mutating func wallClockJumped(now: Date) {
        for source in sources {
            update(source) { state in
                state.budget.prune(now: now)
                state.lastFetchStart = state.lastFetchStart.map { min($0, now) }
                state.lastManualAccepted = state.lastManualAccepted.map { min($0, now) }
                if let interval = state.schedule.nominalInterval {
                    let latest = now.addingTimeInterval(interval)
                    state.reloadDate = state.reloadDate.map { min($0, latest) }
                    state.backoffUntil = state.backoffUntil.map { min($0, latest) }
                }
            }
        }
    }

    // MARK: Helpers

    /// The state's earliest fetch under the shared floor, never before its schedule's `minimumInterval` has
    /// passed since the last fetch started (whatever made it due: policy, retry or a manual reload).
    private func earliestFetch(_ state: SourceScheduleState, now: Date) -> Date? {
        guard let start = state.earliestFetch(now: now, floor: configuration.minimumAutomaticInterval) else { return nil }
        return Self.minimumIntervalEnd(state).map { max(start, $0) } ?? start
    }

    /// When the source's `minimumInterval` since its last fetch start ends; nil without one.
    private static func minimumIntervalEnd(_ state: SourceScheduleState) -> Date? {
        guard state.schedule.minimumInterval > 0, let last = state.lastFetchStart else { return nil }
        return last.addingTimeInterval(state.schedule.minimumInterval)
    }

    private mutating func update(_ source: ResourceID, _ change: (inout SourceScheduleState) -> Void) {
        guard var state = states[source] else { return }
        change(&state)
        states[source] = state
    }

    /// The stale date a policy gives: `.after(d)` → d, `.atEnd` → `now` (reload when the floor allows),
    /// `.never` → nil.
    static func reloadDate(_ policy: ReloadPolicy, now: Date) -> Date? {
        switch policy {
        case .after(let date): return date
        case .atEnd: return now
        case .never: return nil
        }
    }
}
