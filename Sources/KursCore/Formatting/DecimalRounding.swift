import Foundation

extension Decimal {
    /// This value rounded to `scale` decimal places; by default halves go away from zero (`.plain`),
    /// as money is usually rounded (2.345 → 2.35, -2.345 → -2.35).
    func rounded(scale: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
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
    func roundedCount(fractionDigits: Int) -> UInt64? {
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

    /// 10^`power` for 0…19.
    static func powerOfTen(_ power: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<power { result *= 10 }
        return result
    }
}
