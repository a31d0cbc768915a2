package import Foundation

/// When the HTTP client tries again: at most `maxRetries` more attempts after a 5xx or a timeout, waiting
/// `delay(afterAttempt:)` between them, and never starting an attempt that could end after `maxTotalTime`.
/// 429 is never retried here (its `Retry-After` goes to the caller's scheduler).
package struct RetryPolicy: Sendable {
    /// Extra attempts after the first (2: three attempts at most).
    package var maxRetries: Int
    /// The wait before the first retry, in seconds; doubled for each further retry.
    package var initialDelay: TimeInterval
    /// The budget for all attempts and waits together, in seconds.
    package var maxTotalTime: TimeInterval
    /// How to wait (`Task.sleep` by default); tests inject one that records and returns at once.
    package var sleep: @Sendable (TimeInterval) async -> Void

    /// The default: 2 retries, waits of 1 s then 2 s, 30 s in all, real sleeping.
    package init(
        maxRetries: Int = 2, initialDelay: TimeInterval = 1, maxTotalTime: TimeInterval = 30,
        sleep: @escaping @Sendable (TimeInterval) async -> Void = RetryPolicy.taskSleep
    ) {
        self.maxRetries = maxRetries
        self.initialDelay = initialDelay
        self.maxTotalTime = maxTotalTime
        self.sleep = sleep
    }

    /// The default wait: `Task.sleep` for `seconds`.
    package static let taskSleep: @Sendable (TimeInterval) async -> Void = { seconds in
        try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// Seconds to wait before retry number `retry` (1-based): `initialDelay · 2^(retry-1)`.
    package func delay(beforeRetry retry: Int) -> TimeInterval {
        initialDelay * pow(2, Double(max(0, retry - 1)))
    }

    /// Whether `error` is worth another attempt (5xx and timeouts).
    package static func isRetryable(_ error: FetchError) -> Bool {
        switch error {
        case .timeout: return true
        case .serverError(let status): return (500...599).contains(status)
        default: return false
        }
    }
}
