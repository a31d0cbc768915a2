package import Foundation
import KursCore

/// A clock tests move by hand: `advance(by:)` moves wall and monotonic time together, `jumpWall(by:)`
/// moves only the wall clock (a suspend/resume, or a clock correction when negative). Thread-safe.
package final class ManualClock: TimeSource, @unchecked Sendable {
    private let lock = NSLock()
    private var wall: Date
    private var monotonic: TimeInterval

    /// Starts at wall time `now` and monotonic reading `monotonic` seconds.
    package init(now: Date, monotonic: TimeInterval = 1000) {
        self.wall = now
        self.monotonic = monotonic
    }

    /// The current wall time.
    package var now: Date { lock.withLock { wall } }

    /// The current monotonic reading, in seconds.
    package var monotonicSeconds: TimeInterval { lock.withLock { monotonic } }

    /// Lets `seconds` pass (both clocks move; negative values are ignored).
    package func advance(by seconds: TimeInterval) {
        lock.withLock {
            let step = max(seconds, 0)
            wall += step
            monotonic += step
        }
    }

    /// Lets time pass up to wall time `date` (both clocks move; never backwards).
    package func advance(to date: Date) {
        advance(by: date.timeIntervalSince(now))
    }

    /// Moves only the wall clock by `seconds` (a suspend of that long when positive, a correction back
    /// when negative); monotonic time stands still.
    package func jumpWall(by seconds: TimeInterval) {
        lock.withLock { wall += seconds }
    }
}
