import Foundation

/// Decimal numbers as one-shot commands print them, independent of the user's locale.
enum NumberText {
    /// Exactly `digits` fraction digits, "." separator, no grouping: 4125 → "4125.00" (for pipes and JSON; the
    /// value is expected to be rounded already, as `Conversion.result` is).
    static func fixed(_ value: Decimal, fractionDigits digits: Int) -> String {
        value.formatted(
            Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).precision(.fractionLength(digits))
                .grouping(.never))
    }

    /// Every digit the value has, grouped with ",": 1000 → "1,000", 1000.5 → "1,000.5" (an amount as typed).
    static func grouped(_ value: Decimal) -> String {
        value.formatted(
            Decimal.FormatStyle(locale: Locale(identifier: "en_US")).precision(.fractionLength(0...20))
                .grouping(.automatic))
    }
}
