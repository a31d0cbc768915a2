package import Foundation

/// The limits every source of a `RefreshScheduler` shares.
package struct SchedulerConfiguration: Equatable, Sendable {
    /// Fetches allowed per source in any 24 hours (default 72); a source may override it at registration.
    package var dailyBudget: Int
    /// Least time between the start of one fetch of a source and a policy-driven reload of it, in seconds
    /// (default 300). Manual reloads bypass it; failure retries follow `backoff` instead.
    package var minimumAutomaticInterval: TimeInterval
    /// Least time between two accepted manual reloads of one source, in seconds (default 30).
    package var manualReloadInterval: TimeInterval
    /// Failure backoff (from 60 s, doubling, capped at the schedule's nominal interval, 10 % jitter).
    package var backoff: Backoff

    /// Limits; intervals in seconds. Defaults: 72 fetches a day, 300 s automatic, 30 s manual.
    package init(
        dailyBudget: Int = 72, minimumAutomaticInterval: TimeInterval = 300,
        manualReloadInterval: TimeInterval = 30, backoff: Backoff = Backoff()
    ) {
        self.dailyBudget = dailyBudget
        self.minimumAutomaticInterval = minimumAutomaticInterval
        self.manualReloadInterval = manualReloadInterval
        self.backoff = backoff
    }
}
