/// SplitMix64: a tiny seeded random number generator, so a failing fuzz or random-walk case reproduces from its
/// seed and iteration. Shared by every test target that draws random values.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A random decimal number as text, "[-]SIGNIFICANDeEXPONENT": a significand of up to a random count in
    /// `digits` decimal digits (at most 19), an exponent in `exponents`, negative half of the time.
    package mutating func decimalText(digits: ClosedRange<Int>, exponents: ClosedRange<Int>) -> String {
        let count = Int.random(in: digits, using: &self)
        var limit: UInt64 = 1
        for _ in 0..<count { limit *= 10 }
        let significand = UInt64.random(in: 0..<limit, using: &self)
        let exponent = Int.random(in: exponents, using: &self)
        let sign = Bool.random(using: &self) ? "-" : ""
        return "\(sign)\(significand)e\(exponent)"
    }
}
