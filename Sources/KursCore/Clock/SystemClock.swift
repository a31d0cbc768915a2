package import Foundation

/// The real clocks: `Date()` for wall time and the system uptime (`CLOCK_MONOTONIC` on Linux, which stops
/// during suspend) for monotonic time.
package struct SystemClock: TimeSource {
    /// The system clock.
    package init() {}

    /// `Date()`.
    package var now: Date { Date() }

    /// `ProcessInfo.systemUptime`, in seconds.
    package var monotonicSeconds: TimeInterval { ProcessInfo.processInfo.systemUptime }
}
