public import Foundation

/// The real clocks: `Date()` for wall time and the system uptime (`CLOCK_MONOTONIC` on Linux, which stops
/// during suspend) for monotonic time.
public struct SystemClock: TimeSource {
    /// The system clock.
    public init() {}

    /// `Date()`.
    public var now: Date { Date() }

    /// `ProcessInfo.systemUptime`, in seconds.
    public var monotonicSeconds: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
