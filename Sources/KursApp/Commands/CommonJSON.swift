import Foundation
import KursCore

/// The fields every JSON document of kurs carries (DESIGN.md §4):
/// `source` (a source id: `privatbank`, `erapi`, `coingecko`…), `fetched_at` (ISO 8601, UTC), `origin` ("live" | "cache" |
/// "embedded_sample") and `sample_recorded_on` (the embedded sample's date, else null).
enum CommonJSON {
    static func header<Value>(source: String, fetched: Fetched<Value>) -> [(String, JSONValue)] {
        var recorded: String?
        if case .embeddedSample(let day) = fetched.origin { recorded = day }
        return [
            ("source", .string(source)), ("fetched_at", .date(fetched.fetchedAt)), ("origin", .string(fetched.origin.jsonName)),
            ("sample_recorded_on", .string(recorded)),
        ]
    }
}

/// Plain text of values for tables (the dashboard's formatters live elsewhere): exact decimals, "—" when absent.
enum PlainText {
    static let absent = "—"

    /// `value` rounded to `scale` places when given, else its exact text; "—" (terminal) or "" (pipe) when absent.
    static func decimal(_ value: Decimal?, scale: Int? = nil, terminal: Bool) -> String {
        guard let value, !value.isNaN else { return terminal ? absent : "" }
        guard let scale else { return value.description }
        var input = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &input, scale, .plain)
        return rounded.description
    }

    static func int(_ value: Int?, terminal: Bool) -> String { value.map(String.init) ?? (terminal ? absent : "") }
    static func text(_ value: String?, terminal: Bool) -> String {
        value.map { TerminalText.sanitize($0) } ?? (terminal ? absent : "")
    }
}
