/// Backoff jitter as a value: the raw random numbers a scheduler draws, from a SplitMix64 state (seeded from the
/// system generator in the running app) or one constant (tests). A value, so the scheduler — and the app state
/// holding it — stay `Equatable`, and a test can replay the same draws.
package struct Jitter: Equatable, Sendable {
    private enum Source: Equatable, Sendable {
        case splitMix(state: UInt64)
        case constant(UInt64)
    }

    private var source: Source

    /// SplitMix64 from `seed`.
    package static func seeded(_ seed: UInt64) -> Jitter { Jitter(source: .splitMix(state: seed)) }

    /// The same raw value every time: 0 for no jitter, `.max` for the largest.
    package static func constant(_ raw: UInt64) -> Jitter { Jitter(source: .constant(raw)) }

    /// SplitMix64 seeded from the system generator.
    package static func system() -> Jitter {
        var generator = SystemRandomNumberGenerator()
        return .seeded(generator.next())
    }

    /// The next raw 64-bit value.
    package mutating func next() -> UInt64 {
        switch source {
        case .constant(let raw): return raw
        case .splitMix(var state):
            state &+= 0x9E37_79B9_7F4A_7C15
            source = .splitMix(state: state)
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The next value as a fraction in [0, 1), 53 bits.
    package mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}
