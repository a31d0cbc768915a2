public import Foundation

/// Exchange rates for display and JSON output.
public enum RateFormat {
    /// Exactly 2 decimals, no grouping, rounded half away from zero: 41.25 → "41.25", 47.84689 → "47.85".
    public static func twoDecimals(_ rate: Decimal) -> String {
        FormatLocales.fixed(rate, fractionDigits: 2, grouping: false)
    }

    /// Every digit the value has, no grouping, no exponent, no trailing zeros: "47.84689", "0.000000631917",
    /// "46.8" for "46.80000" (`Decimal.description`, exact plain notation; `RateFormatTests` compares it with
    /// `Decimal.FormatStyle`'s `.fractionLength(0...38)`).
    public static func fullPrecision(_ rate: Decimal) -> String {
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
