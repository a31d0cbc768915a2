/// A JSON5 document as Foundation's `JSONDecoder` (with `allowsJSON5`) reads it, kept loose so the checker
/// can compare it with the config schema and name every mismatch, not only the first.
indirect enum JSON5Value: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON5Value])
    case object([String: JSON5Value])

    /// Decodes any JSON value. Throws `DecodingError` at the value's coding path when Foundation reads the
    /// structure but not the value itself (e.g. `01`, or a string with an escape it does not know).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
            return
        }
        // Each failed attempt costs a DecodingError, so the common kinds first: a config is objects of strings and
        // numbers (the kinds are disjoint: JSONDecoder converts none into another). An error from inside a member
        // must surface with its own path.
        do {
            self = .object(try container.decode([String: JSON5Value].self))
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count == decoder.codingPath.count {
            if let string = try? container.decode(String.self) {
                self = .string(string)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else {
                self = .array(try container.decode([JSON5Value].self))
            }
        }
    }

    /// What this is, for messages: "a string", "a number", "true or false" …
    var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
