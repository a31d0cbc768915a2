package import Foundation

/// Plain text of values for tables (the dashboard's formatters live elsewhere): exact decimals, "—" when absent.
package enum PlainText {
    /// What an absent value shows on a terminal.
    package static let absent = "—"

    /// `value` rounded to `scale` places when given, else its exact text; "—" (terminal) or "" (pipe) when absent.
    package static func decimal(_ value: Decimal?, scale: Int? = nil, terminal: Bool) -> String {
        guard let value, !value.isNaN else { return terminal ? absent : "" }
        guard let scale else { return value.description }
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, scale, .plain)
        return rounded.description
    }

    /// `value`, or "—" (terminal) or "" (pipe) when absent.
    package static func int(_ value: Int?, terminal: Bool) -> String { value.map(String.init) ?? (terminal ? absent : "") }
    /// `value` sanitized for a terminal, or "—" (terminal) or "" (pipe) when absent.
    package static func text(_ value: String?, terminal: Bool) -> String {
        value.map { TerminalText.sanitize($0) } ?? (terminal ? absent : "")
    }
}
