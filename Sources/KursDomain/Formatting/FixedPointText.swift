package import Foundation

/// Exact fixed-point text of a `Decimal` with "." as separator and optional "," grouping of thousands — what
/// `Decimal.FormatStyle` writes for `en_US` / `en_US_POSIX` with `.precision(.fractionLength(n))`, without loading
/// ICU's number formatting (its locale data at every start of `kurs status`). `FixedPointTextTests` checks both give
/// the same text for thousands of values.
package enum FixedPointText {
    /// `value` rounded half away from zero to `fractionDigits` digits, written with exactly that many fraction
    /// digits, never an exponent; "-" only when the rounded value is not zero.
    package static func format(_ value: Decimal, fractionDigits: Int, grouping: Bool) -> String {
        let digits = max(fractionDigits, 0)
        if let parts = DecimalParts.stored(value), let count = parts.roundedCount(fractionDigits: digits) {
            return text(count: count, negative: parts.isNegative, fractionDigits: digits, grouping: grouping)
        }
        return formatRoundingDecimal(value, fractionDigits: digits, grouping: grouping)
    }

    /// `count` units of 10^-`fractionDigits` (a rounded magnitude, `DecimalParts.roundedCount`) as text: "-" when
    /// `negative` and the count is not zero.
    static func text(count: UInt64, negative: Bool, fractionDigits digits: Int, grouping: Bool) -> String {
        let (integerPart, fractionPart) = count.quotientAndRemainder(dividingBy: DecimalParts.powerOfTen(digits))
        let integer = grouping ? grouped(String(integerPart)) : String(integerPart)
        var text = negative && count != 0 ? "-" + integer : integer
        guard digits > 0 else { return text }
        let fraction = String(fractionPart)
        text += "."
        if fraction.utf8.count < digits { text += String(repeating: "0", count: digits - fraction.utf8.count) }
        return text + fraction
    }

    /// What `format` writes, through Foundation's `NSDecimalRound` and the plain text of the rounded value: for
    /// values whose digits do not fit 64 bits (and the reference its tests hold the integer path to).
    static func formatRoundingDecimal(_ value: Decimal, fractionDigits digits: Int, grouping: Bool) -> String {
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
        let bytes = Array(digits.utf8)
        guard bytes.count > 3 else { return digits }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 3)
        for (index, byte) in bytes.enumerated() {
            if index > 0, (bytes.count - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
            result.append(byte)
        }
        return String(decoding: result, as: UTF8.self)
    }
}
