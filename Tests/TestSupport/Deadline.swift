package import Foundation

/// Polling for a condition with a deadline (the tests never sleep): the one helper every test uses.
package enum Deadline {
    /// Calls `probe` until it returns a value or `timeout` seconds pass, then returns that value (nil on
    /// timeout; `probe` runs once more at the deadline). Between calls it waits `interval` seconds on a
    /// semaphore nobody signals (a bounded wait, not a sleep).
    /// - Throws: what `probe` throws.
    package static func poll<T>(timeout: TimeInterval, interval: TimeInterval = 0.05, _ probe: () throws -> T?) rethrows -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        let pause = DispatchSemaphore(value: 0)
        while true {
            if let value = try probe() { return value }
            if Date() >= deadline { return nil }
            _ = pause.wait(timeout: .now() + interval)
        }
    }

    /// Whether `condition` holds within `timeout` seconds (see `poll`).
    /// - Throws: what `condition` throws.
    package static func holds(within timeout: TimeInterval, _ condition: () throws -> Bool) rethrows -> Bool {
        try poll(timeout: timeout) { try condition() ? true : nil } ?? false
    }
}
