package import Foundation

/// Notices when the wall clock moved differently from the monotonic clock between two looks: after a
/// suspend/resume the wall clock jumps ahead (monotonic time stood still); a manual or NTP correction can
/// move it either way. Pure value logic: feed it readings, it answers.
///
/// The event loop calls `observe(_:)` on every wake-up; on a jump it calls
/// `RefreshScheduler.wallClockJumped(now:)` and recomputes its poll timeout from `nextDeadline(now:)`
/// (poll(2) timeouts run on monotonic time, so a deadline computed before the suspend is late after it).
package struct ClockJumpDetector: Sendable {
    /// Smallest difference between the wall and monotonic advance that counts as a jump, in seconds.
    package var threshold: TimeInterval
    private var last: (wall: Date, monotonic: TimeInterval)?

    /// - Parameter threshold: seconds of disagreement that count as a jump (default 60).
    package init(threshold: TimeInterval = 60) {
        self.threshold = threshold
    }

    /// Records a reading of `clock`; returns the jump in seconds (wall advance minus monotonic advance,
    /// positive when the wall clock moved ahead, e.g. +28800 after an 8-hour suspend) when its magnitude
    /// exceeds `threshold`, else nil. The first reading never reports a jump.
    package mutating func observe(_ clock: some TimeSource) -> TimeInterval? {
        observe(wall: clock.now, monotonic: clock.monotonicSeconds)
    }

    /// Same as `observe(_:)` with the two readings given directly (`monotonic` in seconds).
    package mutating func observe(wall: Date, monotonic: TimeInterval) -> TimeInterval? {
        defer { last = (wall, monotonic) }
        guard let last else { return nil }
        let jump = wall.timeIntervalSince(last.wall) - (monotonic - last.monotonic)
        return abs(jump) > threshold ? jump : nil
    }
}
