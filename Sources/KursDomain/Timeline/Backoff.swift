package import Foundation

/// Exponential failure backoff with jitter, as a pure function.
package struct Backoff: Equatable, Sendable {
    /// The delay after the first failure, in seconds (60).
    package var initial: TimeInterval
    /// The fraction of each delay that jitter may take off (0.1: a delay of 120 s becomes 108…120 s).
    package var jitter: Double

    /// A backoff starting at `initial` seconds, with `jitter` as a fraction 0…1.
    package init(initial: TimeInterval = 60, jitter: Double = 0.1) {
        self.initial = initial
        self.jitter = jitter
    }

    /// The delay in seconds before retry after `failures` consecutive failures (1, 2, 3…):
    /// `initial · 2^(failures − 1)`, capped at `cap` seconds, then reduced by `jitter · unit` of itself, so
    /// it never exceeds the cap. `unit` is a random number in 0…1.
    package func delay(failures: Int, cap: TimeInterval?, unit: Double) -> TimeInterval {
        let exponent = min(max(failures - 1, 0), 40)
        var base = initial * pow(2, Double(exponent))
        if let cap { base = min(base, max(cap, initial)) }
        return base * (1 - jitter * min(max(unit, 0), 1))
    }
}
