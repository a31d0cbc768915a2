import Foundation

/// Reads one number as typed, with "." or "," as the decimal separator.
///
/// The rule (spaces, underscores and apostrophes are removed before this runs):
/// 1. Both "." and "," in one number: the one that comes last is the decimal separator and may appear
///    once; the other groups thousands ("1,000.50" and "1.000,50" are 1000.50).
/// 2. One kind, more than once: it groups thousands ("1,000,000", "1.000.000").
/// 3. One separator, once: the decimal separator ("1,5" and "1.5" are 1.5; "1.500" is 1.5) — except a ","
///    followed by exactly three digits after a whole part of 1–3 digits not starting with 0: that groups
///    thousands ("1,000" and "12,500" are 1000 and 12500, as amounts are written in English; "0,125" is
///    0.125; write "1.500" or "1,5" for one and a half).
/// Grouping separators must split the whole part into a first group of 1–3 digits and then groups of
/// exactly three ("12,34,567" is invalid). A number may start or end with its decimal separator (".5", "5.").
enum AmountLiteral {
    static let maximumDigits = 38

    /// The exact value of `text` (ASCII digits, "." and "," only).
    static func parse(_ text: String) throws(AmountError) -> Decimal {
        let dots = text.count(where: { $0 == "." })
        let commas = text.count(where: { $0 == "," })
        let decimalSeparator: Character?
        switch (dots, commas) {
        case (0, 0): decimalSeparator = nil
        case (_, 0) where dots > 1, (0, _) where commas > 1: decimalSeparator = nil
        case (1, 0): decimalSeparator = "."
        case (0, 1): decimalSeparator = commaIsGrouping(text) ? nil : ","
        default:
            let last = text.last { $0 == "." || $0 == "," }!
            guard text.count(where: { $0 == last }) == 1 else { throw .invalidNumber(text) }
            decimalSeparator = last
        }
        let whole: Substring
        let fraction: Substring
        if let separator = decimalSeparator, let index = text.firstIndex(of: separator) {
            whole = text[..<index]
            fraction = text[text.index(after: index)...]
        } else {
            whole = text[...]
            fraction = ""
        }
        guard fraction.allSatisfy(\.isASCIIDigit), !(whole.isEmpty && fraction.isEmpty) else {
            throw .invalidNumber(text)
        }
        let wholeDigits = try ungrouped(whole, literal: text)
        guard wholeDigits.count + fraction.count <= maximumDigits else { throw .outOfRange }
        let canonical = (wholeDigits.isEmpty ? "0" : wholeDigits) + (fraction.isEmpty ? "" : "." + fraction)
        guard let value = DecimalText.parse(canonical) else {
            throw .invalidNumber(text)
        }
        return value
    }

    /// Rule 3's exception: a lone "," followed by exactly three digits after a 1–3 digit whole part not
    /// starting with 0.
    static func commaIsGrouping(_ text: String) -> Bool {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return false }
        let (whole, fraction) = (parts[0], parts[1])
        return fraction.count == 3 && (1...3).contains(whole.count) && whole.first != "0"
    }

    /// The digits of a whole part with its grouping separators checked and removed.
    static func ungrouped(_ whole: Substring, literal: String) throws(AmountError) -> String {
        let groups = whole.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard groups.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }) else { throw .invalidNumber(literal) }
        if groups.count > 1 {
            guard (1...3).contains(groups[0].count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
                throw .invalidNumber(literal)
            }
        }
        // Appended one by one (String's own `append(contentsOf: Substring)`): `joined()` on the groups runs the
        // standard library's unspecialized `Sequence.joined`, whose first call looks up its associated types (a
        // conformance scan at every dashboard start).
        var digits = ""
        for group in groups { digits.append(contentsOf: group) }
        return digits
    }
}

extension Character {
    /// "0" through "9".
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
