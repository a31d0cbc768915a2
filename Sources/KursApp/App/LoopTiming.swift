import Foundation

/// The event loop's timing rules as pure functions.
enum LoopTiming {
    /// The longest single wait in poll(2), in seconds. poll's timeout runs on the monotonic clock, which
    /// stands still during a suspend; waking at least this often lets the loop notice a wall-clock jump and
    /// start the overdue reloads within a minute of resuming.
    static let maximumWait: TimeInterval = 60

    /// The poll(2) timeout in milliseconds until `wake` (rounded up; 0 when it has passed), at most
    /// `maximumWait`; `maximumWait` when there is no deadline.
    static func pollTimeout(until wake: Date?, now: Date) -> Int32 {
        let seconds = min(wake.map { $0.timeIntervalSince(now) } ?? maximumWait, maximumWait)
        return Int32(max(0, (seconds * 1000).rounded(.up)))
    }
}
