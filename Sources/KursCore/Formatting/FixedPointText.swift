public import Foundation

/// Exact fixed-point text of a `Decimal` with "." as separator and optional "," grouping of thousands — what
/// `Decimal.FormatStyle` writes for `en_US` / `en_US_POSIX` with `.precision(.fractionLength(n))`, without loading
/// ICU's number formatting (which costs a `kurs status` ≈ 1 ms and ~60 page faults of locale data at every start).
/// `FixedPointTextTests` checks both give the same text for thousands of values.
public enum FixedPointText {
    /// `value` rounded half away from zero to `fractionDigits` digits, written with exactly that many fraction
    /// digits, never an exponent; "-" only when the rounded value is not zero.
    public static func format(_ value: Decimal, fractionDigits: Int, grouping: Bool) -> String {
        let digits = max(fractionDigits, 0)
        let rounded = value.rounded(scale: digits)
        guard !rounded.isNaN else { return "NaN" }
        // Exact plain notation ("-1234.5", "0.000001"), never an exponent.
        var text = rounded.plainText
        var negative = false
        if text.hasPrefix("-") {
            negative = true
            text.removeFirst()
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = parts.first.map(String.init) ?? "0"
        if integer.isEmpty { integer = "0" }
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        if fraction.count < digits { fraction += String(repeating: "0", count: digits - fraction.count) }
        if fraction.count > digits { fraction = String(fraction.prefix(digits)) }
        if grouping { integer = grouped(integer) }
        let isZero = rounded.isZero
        return (negative && !isZero ? "-" : "") + integer + (digits > 0 ? "." + fraction : "")
    }

    /// `digits` (ASCII digits only) with "," between groups of three from the right.
    static func grouped(_ digits: String) -> String {
        let characters = Array(digits)
        var result = ""
        result.reserveCapacity(characters.count + characters.count / 3)
        for (index, character) in characters.enumerated() {
            if index > 0, (characters.count - index) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
