package import Foundation

/// The fixed locales formatting uses, so output never depends on the user's locale settings.
package enum FormatLocales {
    /// No grouping, "." as decimal separator.
    package static let posix = Locale(identifier: "en_US_POSIX")
    /// "," grouping every three digits, "." as decimal separator.
    package static let grouped = Locale(identifier: "en_US")

    /// `value` with exactly `digits` fraction digits (rounded half away from zero), "." separator,
    /// optionally grouped with ",". Never an exponent.
    /// (`FixedPointText`; the same text as `Decimal.FormatStyle` with `grouped` / `posix`, without ICU.)
    package static func fixed(_ value: Decimal, fractionDigits digits: Int, grouping: Bool) -> String {
        FixedPointText.format(value, fractionDigits: digits, grouping: grouping)
    }

    /// What `fixed` writes, through ICU's `Decimal.FormatStyle` (the reference `FixedPointTextTests` compares with).
    package static func fixedWithFormatStyle(_ value: Decimal, fractionDigits digits: Int, grouping: Bool) -> String {
        let rounded = value.rounded(scale: digits)
        let style = Decimal.FormatStyle(locale: grouping ? grouped : posix)
            .precision(.fractionLength(digits))
            .grouping(grouping ? .automatic : .never)
        return rounded.formatted(style)
    }
}
