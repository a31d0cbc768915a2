package import Foundation

/// Which way a value moved, so the UI can colour it (green up, red down).
package enum ChangeDirection: Sendable, Equatable {
    /// Greater than zero (after rounding to what is shown).
    case up
    /// Less than zero (after rounding to what is shown).
    case down
    /// Zero after rounding, or unknown.
    case flat
}

/// A percentage change as shown, with its direction.
package struct ChangeIndicator: Sendable, Equatable {
    /// Up, down, or flat (zero after rounding to 2 decimals, or unknown).
    package var direction: ChangeDirection
    /// e.g. "▲ 0.14%", "▼ 0.33%", "0.00%", "—"; ASCII form "+0.14%", "-0.33%".
    package var text: String

    /// An indicator with its direction and text as shown.
    package init(direction: ChangeDirection, text: String) {
        self.direction = direction
        self.text = text
    }
}

/// Percentages (values already in percent: 0.14088 means 0.14088 %).
package enum PercentFormat {
    /// Signed with 2 decimals: "+0.14%", "-0.33%", "0.00%" (also for values that round to zero). nil → "—".
    package static func signed(_ percent: Decimal?) -> String {
        guard let percent else { return "—" }
        let rounded = percent.rounded(scale: 2)
        let digits = FormatLocales.fixed(abs(rounded), fractionDigits: 2, grouping: false)
        switch direction(of: rounded) {
        case .up: return "+\(digits)%"
        case .down: return "-\(digits)%"
        case .flat: return "\(digits)%"
        }
    }

    /// A change with an arrow: "▲ 0.14%", "▼ 0.33%", flat "0.00%"; from 100 % whole ("▲ 1000%"), from 100,000 %
    /// abbreviated ("▲ 123.46K%"), so it fits a column of 8; with `ascii` signed instead ("+0.14%", "-0.33%").
    /// nil → direction `.flat`, text "—".
    package static func change(_ percent: Decimal?, ascii: Bool = false) -> ChangeIndicator {
        guard let percent else { return ChangeIndicator(direction: .flat, text: "—") }
        let rounded = percent.rounded(scale: 2)
        let direction = direction(of: rounded)
        let digits = magnitude(rounded) + "%"
        if ascii {
            let sign = direction == .up ? "+" : direction == .down ? "-" : ""
            return ChangeIndicator(direction: direction, text: sign + digits)
        }
        switch direction {
        case .up: return ChangeIndicator(direction: .up, text: "▲ " + digits)
        case .down: return ChangeIndicator(direction: .down, text: "▼ " + digits)
        case .flat: return ChangeIndicator(direction: .flat, text: digits)
        }
    }

    /// The digits of `abs(value)` (already rounded to 2 decimals) as they fit a 24h column of 8: 2 decimals under
    /// 100 ("0.14"), whole numbers from 100 ("1000", moves of small coins), abbreviated from 100,000 ("123.46K").
    static func magnitude(_ value: Decimal) -> String {
        let size = abs(value)
        if size < 100 { return FormatLocales.fixed(size, fractionDigits: 2, grouping: false) }
        if size < 100_000 { return FormatLocales.fixed(size, fractionDigits: 0, grouping: false) }
        return NumberAbbreviation.string(size)
    }

    /// The direction of a value (zero → flat).
    package static func direction(of value: Decimal) -> ChangeDirection {
        value > 0 ? .up : value < 0 ? .down : .flat
    }
}
