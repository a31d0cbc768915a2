package import Foundation

/// Short forms of large numbers for tables and chart axes: 1.23Tr, 4.56Bn, 7.89M, 12.34K.
package enum NumberAbbreviation {
    /// The units, largest first: trillion, billion, million, thousand (size = 10^power).
    static let units: [(suffix: String, power: Int, size: Decimal)] = [
        ("Tr", 12, Decimal(string: "1e12")!), ("Bn", 9, Decimal(string: "1e9")!), ("M", 6, Decimal(string: "1e6")!),
        ("K", 3, Decimal(string: "1e3")!),
    ]

    /// `magnitude` (≥ 0) / 10^`power`, exactly: the exponent moved, no division (Foundation's `Decimal` division was
    /// most of this function's cost, on every cell of the coin list).
    static func scaledDown(_ magnitude: Decimal, power: Int) -> Decimal {
        Decimal(sign: .plus, exponent: magnitude.exponent - power, significand: magnitude.significand)
    }

    /// `value` with 2 decimals and a unit suffix: 1 234 000 000 000 → "1.23Tr", 4 560 000 000 → "4.56Bn",
    /// 7 890 000 → "7.89M", 12 340 → "12.34K"; below 1000 plain ("999.50"). A negative value keeps its sign
    /// before the prefix ("-$7.89M"). Rounding that reaches 1000 moves to the next unit (999 999 → "1.00M").
    /// A value that is not 0 but would round to "0.00" (below 0.005) is written with its first three significant
    /// digits and a power of ten instead (0.00000000001234 → "1.23e-11"): a tiny coin's price is never "$0.00".
    /// - Parameter prefix: put before the digits, e.g. "$" for "$1.23Tr".
    package static func string(_ value: Decimal, prefix: String = "") -> String {
        if !value.isZero, abs(value) < smallestTwoDecimals { return scientific(value, prefix: prefix) }
        if let parts = DecimalParts.stored(value), let text = string(parts, prefix: prefix) { return text }
        return stringRoundingDecimal(value, prefix: prefix)
    }

    /// 0.005: the smallest magnitude "0.01" rounds from; below it two decimals would show "0.00".
    static let smallestTwoDecimals = Decimal(sign: .plus, exponent: -3, significand: 5)

    /// `value` (not 0, magnitude below 1) as "1.23e-11": three significant digits, rounded half away from zero;
    /// "-" before the prefix for a negative value. On the value's stored digits in integer arithmetic (a coin list
    /// formats a tiny coin's price, high and low at every frame), else through `Decimal` rounding.
    static func scientific(_ value: Decimal, prefix: String) -> String {
        guard let parts = DecimalParts.stored(value), parts.significand != 0 else {
            return scientificRoundingDecimal(value, prefix: prefix)
        }
        // magnitude × 10^power is in [1, 10): the significand's leading digit moved before the point.
        var power = -(parts.exponent + String(parts.significand).count - 1)
        func hundredths() -> UInt64? {
            DecimalParts(isNegative: false, significand: parts.significand, exponent: parts.exponent + power)
                .roundedCount(fractionDigits: 2)
        }
        guard var count = hundredths() else { return scientificRoundingDecimal(value, prefix: prefix) }
        if count >= 1000 { (power, count) = (power - 1, 100) }  // 9.996 rounds to 10.00: 1.00 of the next power
        let digits = FixedPointText.text(count: count, negative: false, fractionDigits: 2, grouping: false)
        return (parts.isNegative ? "-" : "") + prefix + digits + "e-\(power)"
    }

    /// What `scientific` writes, through Foundation's `Decimal` rounding (significands beyond 64 bits; the tests'
    /// reference): the exponent moved until the magnitude is in [1, 10), then rounded to 2 decimals.
    static func scientificRoundingDecimal(_ value: Decimal, prefix: String) -> String {
        let magnitude = abs(value)
        var power = 0
        while scaledDown(magnitude, power: -power) < 1 { power += 1 }
        var mantissa = scaledDown(magnitude, power: -power).rounded(scale: 2)
        if mantissa >= 10 {
            power -= 1
            mantissa = scaledDown(magnitude, power: -power).rounded(scale: 2)
        }
        let digits = FormatLocales.fixed(mantissa, fractionDigits: 2, grouping: false)
        return (value < 0 ? "-" : "") + prefix + digits + "e-\(power)"
    }

    /// `string` on the value's stored digits in integer arithmetic (`DecimalParts.roundedCount`, hundredths); nil
    /// when a rounded magnitude does not fit 64 bits (beyond ~1.8e17).
    static func string(_ parts: DecimalParts, prefix: String) -> String? {
        func hundredths(power: Int) -> UInt64? {
            DecimalParts(isNegative: false, significand: parts.significand, exponent: parts.exponent - power)
                .roundedCount(fractionDigits: 2)
        }
        guard var count = hundredths(power: 0) else { return nil }
        var suffix = ""
        if let index = units.firstIndex(where: { count >= DecimalParts.powerOfTen($0.power + 2) }) {
            guard let scaled = hundredths(power: units[index].power) else { return nil }
            (count, suffix) = (scaled, units[index].suffix)
            if count >= 100_000, index > 0 {
                guard let bigger = hundredths(power: units[index - 1].power) else { return nil }
                (count, suffix) = (bigger, units[index - 1].suffix)
            }
        }
        let digits = FixedPointText.text(count: count, negative: false, fractionDigits: 2, grouping: false)
        return (parts.isNegative && count != 0 ? "-" : "") + prefix + digits + suffix
    }

    /// What `string` writes, through Foundation's `Decimal` rounding (values beyond 64 bits; the tests' reference).
    static func stringRoundingDecimal(_ value: Decimal, prefix: String) -> String {
        let magnitude = abs(value)
        var chosen: (suffix: String, digits: Decimal) = ("", magnitude.rounded(scale: 2))
        if let index = units.firstIndex(where: { chosen.digits >= $0.size }) {
            chosen = (units[index].suffix, scaledDown(magnitude, power: units[index].power).rounded(scale: 2))
            if chosen.digits >= 1000, index > 0 {
                let bigger = units[index - 1]
                chosen = (bigger.suffix, scaledDown(magnitude, power: bigger.power).rounded(scale: 2))
            }
        }
        let digits = FormatLocales.fixed(chosen.digits, fractionDigits: 2, grouping: false)
        let negative = value < 0 && chosen.digits != 0
        return (negative ? "-" : "") + prefix + digits + chosen.suffix
    }
}
