package import Foundation

extension Decimal {
    /// This value rounded to `scale` decimal places; by default halves go away from zero (`.plain`),
    /// as money is usually rounded (2.345 → 2.35, -2.345 → -2.35).
    package func rounded(scale: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        // Halves away from zero on the stored digits when they fit 64 bits: exact, and a few hundred instructions
        // where `NSDecimalRound` takes ~20,000 (every 24h change a frame shows is rounded).
        if mode == .plain, let parts = DecimalParts.stored(self), let count = parts.roundedCount(fractionDigits: scale) {
            return DecimalParts(isNegative: parts.isNegative, significand: count, exponent: -scale).compacted.decimal
        }
        var input = self
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, mode)
        return result
    }
}

extension DecimalParts {
    /// The magnitude rounded half away from zero to `fractionDigits` decimal places (0…19), counted in units of
    /// 10^-`fractionDigits`: 16951.515 at 2 → 1695152, 0.004 at 2 → 0. Nil when that count does not fit 64 bits.
    /// Exact integer arithmetic on the stored digits: a few dozen instructions, where `NSDecimalRound` took ~20,000
    /// (`FixedPointText` and `NumberAbbreviation` use it for every price and market cap a frame shows).
    package func roundedCount(fractionDigits: Int) -> UInt64? {
        guard (0...19).contains(fractionDigits) else { return nil }
        let shift = exponent + fractionDigits
        if shift >= 0 {
            guard shift <= 19 else { return significand == 0 ? 0 : nil }
            let (count, overflow) = significand.multipliedReportingOverflow(by: Self.powerOfTen(shift))
            return overflow ? nil : count
        }
        let dropped = -shift
        // 10^20 exceeds every 64-bit significand more than twice over: rounds to 0.
        guard dropped <= 19 else { return 0 }
        let unit = Self.powerOfTen(dropped)
        let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: unit)
        return remainder >= unit - remainder ? quotient + 1 : quotient
    }

    /// The same number without trailing zeros in `significand` (0 with exponent 0), as `NSDecimalRound` leaves it.
    var compacted: DecimalParts {
        guard significand != 0 else { return DecimalParts(isNegative: false, significand: 0, exponent: 0) }
        var parts = self
        while parts.significand % 10 == 0 {
            parts.significand /= 10
            parts.exponent += 1
        }
        return parts
    }

    /// 10^`power` for 0…19.
    static func powerOfTen(_ power: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<power { result *= 10 }
        return result
    }
}
