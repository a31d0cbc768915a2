package import Foundation

/// Numbers of the converter for display: "," grouping, "." decimal separator, halves away from zero.
package enum ConversionFormat {
    /// `value` with grouped digits and `code`'s minor units: 4125 UAH → "4,125.00", 16312.6 JPY → "16,313",
    /// KWD → 3 decimals. With `keepingDigits`, digits beyond the minor units are kept ("0.125" USD).
    package static func amount(_ value: Decimal, in code: CurrencyCode, keepingDigits: Bool = false) -> String {
        let minor = CurrencySymbols.minorUnits(for: code)
        let digits = keepingDigits ? max(minor, min(fractionDigits(of: value), 20)) : minor
        return FormatLocales.fixed(value, fractionDigits: digits, grouping: true)
    }

    /// A rate with at least 2 decimals and at least 4 significant digits, grouped: 41.25 → "41.25",
    /// 1.1158901 → "1.116", 0.0238948 → "0.02389", 16312.57 → "16,312.57".
    package static func rate(_ value: Decimal) -> String {
        let magnitude = abs(value)
        guard magnitude > 0 else { return "0.00" }
        var digits = 2
        if magnitude < 1 {
            var scaled = magnitude
            var zeros = 0
            while scaled < 1 && zeros < 30 {
                scaled *= 10
                zeros += 1
            }
            digits = max(2, zeros + 3)
        } else {
            let wholeDigits = magnitude.rounded(scale: 0, mode: .down).plainText.count
            digits = max(2, 4 - wholeDigits)
        }
        return FormatLocales.fixed(value, fractionDigits: digits, grouping: true)
    }

    /// Digits after the decimal point `value` carries (0 for whole numbers).
    static func fractionDigits(of value: Decimal) -> Int {
        let text = RateFormat.fullPrecision(value)
        guard let point = text.firstIndex(of: ".") else { return 0 }
        return text.distance(from: point, to: text.endIndex) - 1
    }
}
