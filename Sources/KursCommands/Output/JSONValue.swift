import Foundation
import KursCore

/// A JSON document written by hand so that money keeps its exact digits: `Decimal` values are written from their
/// own text (`47.84689` stays `47.84689`), never through `Double`. Object keys keep their order.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    /// A number's JSON text, already valid (see the factory functions).
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }

    /// An exact decimal, or null when absent or NaN.
    static func decimal(_ value: Decimal?) -> JSONValue {
        guard let value, !value.isNaN else { return .null }
        return .number(value.description)
    }

    static func int(_ value: Int?) -> JSONValue { value.map { .number(String($0)) } ?? .null }

    /// A binary floating-point value (sparkline points), shortest round-trip text; null when not finite.
    static func double(_ value: Double) -> JSONValue { value.isFinite ? .number("\(value)") : .null }

    static func string(_ value: String?) -> JSONValue { value.map { .string($0) } ?? .null }

    /// ISO 8601 in UTC, seconds precision ("2026-11-29T20:08:27Z").
    static func date(_ value: Date?) -> JSONValue {
        value.map { .string($0.formatted(Date.ISO8601FormatStyle())) } ?? .null
    }

    /// Compact JSON text, UTF-8, non-ASCII kept as is; control characters (C0, DEL, C1), bidi controls, the BOM
    /// and U+2028/U+2029 escaped as `\uXXXX`, so the same data never acts on a terminal.
    func serialized() -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let text): return text
        case .string(let s): return Self.quote(s)
        case .array(let items): return "[" + items.map { $0.serialized() }.joined(separator: ",") + "]"
        case .object(let pairs):
            return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.serialized() }.joined(separator: ",") + "}"
        }
    }

    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where TerminalText.isStripped(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}":
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
