/// A JSON5 document as Foundation's `JSONDecoder` (with `allowsJSON5`) reads it, kept loose so the checker
/// can compare it with the config schema and name every mismatch, not only the first.
indirect enum JSON5Value: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON5Value])
    case object([String: JSON5Value])

    /// Decodes any JSON value. Throws `DecodingError.dataCorrupted` at the value's coding path when Foundation
    /// reads the structure but not the value itself (e.g. `01`, or a string with an escape it does not know).
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSON5Value].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSON5Value].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not a valid JSON5 value"))
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
