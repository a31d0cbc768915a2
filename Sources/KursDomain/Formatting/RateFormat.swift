package import Foundation

/// Exchange rates for display and JSON output.
package enum RateFormat {
    /// Exactly 2 decimals, no grouping, rounded half away from zero: 41.25 → "41.25", 47.84689 → "47.85".
    package static func twoDecimals(_ rate: Decimal) -> String {
        FormatLocales.fixed(rate, fractionDigits: 2, grouping: false)
    }

    /// A rate in a `kurs rates` table on a terminal: 2 decimals from 1 up (41.25, 47.85); below 1 (not 0) 4
    /// significant digits, at least 2 decimals, trailing zeros beyond them dropped, so a small rate keeps its
    /// digits: 0.0158 → "0.0158", 0.028106 → "0.02811", 0.907539 → "0.9075", 0.5 → "0.50", 0.000000631917 →
    /// "0.0000006319". Rounded half away from zero (`FixedPointText`).
    package static func tableText(_ rate: Decimal) -> String {
        guard rate.magnitude < 1, !rate.isZero else { return twoDecimals(rate) }
        var scaled = rate.magnitude, leadingZeros = 0
        while scaled < Decimal(string: "0.1")!, leadingZeros < 30 {
            scaled *= 10
            leadingZeros += 1
        }
        var text = FormatLocales.fixed(rate, fractionDigits: leadingZeros + 4, grouping: false)
        while text.hasSuffix("0"), let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > 3 {
            text.removeLast()
        }
        return text
    }

    /// Every digit the value has, no grouping, no exponent, no trailing zeros: "47.84689", "0.000000631917",
    /// "46.8" for "46.80000" (`Decimal.description`, exact plain notation; `RateFormatTests` compares it with
    /// `Decimal.FormatStyle`'s `.fractionLength(0...38)`).
    package static func fullPrecision(_ rate: Decimal) -> String {
        rate.isZero ? "0" : rate.description
    }

    /// What `fullPrecision` writes, through ICU's `Decimal.FormatStyle` (the reference the tests compare with).
    static func fullPrecisionWithFormatStyle(_ rate: Decimal) -> String {
        let style = Decimal.FormatStyle(locale: FormatLocales.posix)
            .precision(.fractionLength(0...38))
            .grouping(.never)
        return rate.formatted(style)
    }
}
