package import Foundation

/// The clock abstraction of the scheduler and the event loop: a wall-clock reading and a monotonic one.
///
/// Named `TimeSource` rather than `Clock` so it never shadows the standard library's `Clock` protocol in
/// files that import KursCore. Production code uses `SystemClock`; tests use `ManualClock` (TestSupport).
/// Comparing how far each reading moved between two looks reveals a suspend or a wall-clock change
/// (see `ClockJumpDetector`).
package protocol TimeSource: Sendable {
    /// The wall-clock time now (what reload dates and status lines are expressed in).
    var now: Date { get }
    /// Seconds since an arbitrary fixed origin, never going backwards and not advancing while the
    /// machine is suspended.
    var monotonicSeconds: TimeInterval { get }
}
