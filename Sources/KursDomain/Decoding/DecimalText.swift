package import Foundation

/// Exact decimal numbers from text, independent of the user's locale.
package enum DecimalText {
    /// The POSIX locale decimal text is read in (a "." separator, whatever the user's locale).
    package static let posix = Locale(identifier: "en_US_POSIX")

    /// Parses a plain decimal number ("47.84689", "-0.5", "6.31917e-7") exactly, with the POSIX locale.
    /// Surrounding whitespace is ignored. Returns nil for anything else ("", "12abc", "1,5", "NaN").
    package static func parse(_ text: String) -> Decimal? {
        let trimmed = text.trimmingBlanks()
        guard isPlainNumber(trimmed) else { return nil }
        if let parts = DecimalParts(text: trimmed) { return parts.decimal }
        return Decimal(string: trimmed, locale: posix)
    }

    /// The most significant digits a `Decimal` keeps; a number with more is rounded by `parse`.
    package static let maxSignificantDigits = 38

    /// Like `parse`, but nil also when `text` has more significant digits than `Decimal` keeps
    /// (`maxSignificantDigits`), so the number is never silently rounded — for numbers a user types (amounts,
    /// prices paid), which must be kept as typed.
    package static func parseExactly(_ text: String) -> Decimal? {
        let trimmed = text.trimmingBlanks()
        guard isPlainNumber(trimmed) else { return nil }
        let mantissa = trimmed.prefix { $0 != "e" && $0 != "E" }.filter(\.isASCIIDigit)
        let significant = mantissa.drop { $0 == "0" }.reversed().drop { $0 == "0" }
        guard significant.count <= maxSignificantDigits else { return nil }
        return parse(trimmed)
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?` (also ".5" and "5.").
    static func isPlainNumber(_ text: String) -> Bool {
        var chars = Substring(text)
        if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
        let integer = chars.prefix(while: \.isASCIIDigit)
        chars = chars.dropFirst(integer.count)
        var fraction: Substring = ""
        if chars.first == "." {
            chars = chars.dropFirst()
            fraction = chars.prefix(while: \.isASCIIDigit)
            chars = chars.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return false }
        if chars.first == "e" || chars.first == "E" {
            chars = chars.dropFirst()
            if chars.first == "-" || chars.first == "+" { chars = chars.dropFirst() }
            let exponent = chars.prefix(while: \.isASCIIDigit)
            guard !exponent.isEmpty else { return false }
            chars = chars.dropFirst(exponent.count)
        }
        return chars.isEmpty
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// A JSON value that is a number or a string holding a number, as an exact `Decimal`.
struct FlexibleDecimal: Decodable {
    let value: Decimal

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // A number first: a failed attempt makes a `DecodingError` (several thousand instructions), and most of
        // these values are numbers (Monobank's and the NBU's rates; PrivatBank's are strings). A value that is
        // neither fails with the number's error, as before.
        if let number = try? container.decode(Decimal.self) {
            value = number
        } else if let text = try? container.decode(String.self) {
            guard let parsed = DecimalText.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a number: \(text)")
            }
            value = parsed
        } else {
            value = try container.decode(Decimal.self)
        }
    }
}
