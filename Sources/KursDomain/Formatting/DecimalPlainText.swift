import Foundation

extension Decimal {
    /// The exact value in plain notation, as `description` writes it ("-1234.5", "0.000001", "1700000"): built from
    /// the value's stored parts (`DecimalParts`) when they fit 64 bits, else `description` itself, which is far slower
    /// (a frame writes many: the coin rows' prices and market caps). `DecimalPlainTextTests` holds both to the same
    /// text.
    var plainText: String {
        guard let parts = DecimalParts.stored(self), parts.decimal == self else { return description }
        guard parts.significand != 0 else { return "0" }
        let digits = String(parts.significand)
        let sign = parts.isNegative ? "-" : ""
        if parts.exponent >= 0 { return sign + digits + String(repeating: "0", count: parts.exponent) }
        let fractionLength = -parts.exponent
        if digits.utf8.count <= fractionLength {
            return sign + "0." + String(repeating: "0", count: fractionLength - digits.utf8.count) + digits
        }
        let point = digits.utf8.index(digits.utf8.endIndex, offsetBy: -fractionLength)
        return sign + String(digits[..<point]) + "." + String(digits[point...])
    }
}
