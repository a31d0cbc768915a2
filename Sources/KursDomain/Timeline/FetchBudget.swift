package import Foundation

/// A rolling 24-hour cap on fetches of one source: the start times of the fetches in the window.
package struct FetchBudget: Equatable, Sendable {
    /// The window length, in seconds (24 hours).
    package static let window: TimeInterval = 86_400

    /// Fetches allowed in any window.
    package var limit: Int
    /// Start times of fetches, oldest first, pruned to the window by `prune(now:)`.
    package private(set) var starts: [Date] = []

    /// An empty budget allowing `limit` fetches per 24 hours.
    package init(limit: Int) {
        self.limit = limit
    }

    /// Records a fetch started at `date`.
    package mutating func record(_ date: Date) {
        starts.append(date)
    }

    /// Forgets fetches that left the window at `now` (started 24 h or more before `now`), and clamps start
    /// times later than `now` (the wall clock moved back) to `now`.
    package mutating func prune(now: Date) {
        starts = starts.filter { now.timeIntervalSince($0) < Self.window }.map { min($0, now) }
    }

    /// Fetches counted in the window ending at `now`.
    package func used(now: Date) -> Int {
        starts.count { now.timeIntervalSince($0) < Self.window }
    }

    /// nil when a fetch may start at `now`; else the date a fetch frees up (the oldest counted fetch's
    /// start + 24 h; `Date.distantFuture` for a limit of 0).
    package func spentUntil(now: Date) -> Date? {
        let counted = starts.filter { now.timeIntervalSince($0) < Self.window }
        guard counted.count >= limit else { return nil }
        guard limit > 0 else { return .distantFuture }
        let freeing = counted.count - limit  // the (freeing)-th oldest must leave for one slot
        return counted[freeing].addingTimeInterval(Self.window)
    }
}
