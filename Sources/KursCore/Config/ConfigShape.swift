/// The expected shape of a config value, for type checks and unknown-key warnings. Each config type states
/// its shape next to its `CodingKeys`; `KursConfig.shape` is the whole schema.
indirect enum ConfigShape: Sendable {
    case string
    /// A string from a fixed list (e.g. "metric" | "imperial").
    case choice([String])
    /// A whole number (JSON5 hex allowed).
    case integer
    /// Any finite number.
    case number
    case bool
    /// A list whose elements all have one shape.
    case list(ConfigShape)
    /// An object with these known members (all optional); other members are unknown keys.
    case object([String: ConfigShape])
    /// An object with free-form member names whose values have one shape (validated elsewhere).
    case map(ConfigShape)
    /// Either shape, told apart by the value's kind (a list or an object …).
    case either(ConfigShape, ConfigShape)

    /// What is expected, for messages: "a number", "a list or an object" …
    var expectation: String {
        switch self {
        case .string: return "a string"
        case .choice(let options): return options.map { "'\($0)'" }.joined(separator: " or ")
        case .integer, .number: return "a number"
        case .bool: return "true or false"
        case .list: return "a list"
        case .object, .map: return "an object"
        case .either(let first, let second): return "\(first.expectation) or \(second.expectation)"
        }
    }

    /// Whether a value of this kind is at least of this shape's JSON kind (ignoring its contents).
    func admitsKind(of value: JSON5Value) -> Bool {
        switch (self, value) {
        case (.string, .string), (.choice, .string), (.integer, .number), (.number, .number), (.bool, .bool),
            (.list, .array), (.object, .object), (.map, .object):
            return true
        case (.either(let first, let second), _):
            return first.admitsKind(of: value) || second.admitsKind(of: value)
        default:
            return false
        }
    }
}

/// A difference between a config document and the schema.
struct ConfigShapeFinding: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// An error: the value is not what the schema expects.
        case mismatch(String)
        /// A warning: the key is not in the schema (with a close known key, if any).
        case unknownKey(suggestion: String?)
    }

    var path: ConfigKeyPath
    var kind: Kind
}

extension ConfigShape {
    /// Every mismatch and unknown key in `value` (at `path`) against this shape. `null` for an object member
    /// means "use the default" and is accepted.
    func findings(in value: JSON5Value, at path: ConfigKeyPath = ConfigKeyPath()) -> [ConfigShapeFinding] {
        if case .null = value, case .key? = path.components.last { return [] }
        guard admitsKind(of: value) else {
            return [ConfigShapeFinding(path: path, kind: .mismatch("expected \(expectation), found \(value.kindDescription)"))]
        }
        switch (self, value) {
        case (.choice(let options), .string(let text)) where !options.contains(text):
            return [ConfigShapeFinding(path: path, kind: .mismatch("expected \(expectation), found '\(text)'"))]
        case (.integer, .number(let number)) where !(number.isFinite && number.rounded() == number && abs(number) < 1e15):
            return [ConfigShapeFinding(path: path, kind: .mismatch("expected a whole number, found \(number)"))]
        case (.number, .number(let number)) where !number.isFinite:
            return [ConfigShapeFinding(path: path, kind: .mismatch("expected a finite number, found \(number)"))]
        case (.list(let element), .array(let values)):
            return values.enumerated().flatMap { element.findings(in: $1, at: path.appending(index: $0)) }
        case (.object(let members), .object(let values)):
            return values.keys.sorted().flatMap { key -> [ConfigShapeFinding] in
                guard let member = members[key] else {
                    let suggestion = Self.closest(to: key, among: members.keys)
                    return [ConfigShapeFinding(path: path.appending(key), kind: .unknownKey(suggestion: suggestion))]
                }
                return member.findings(in: values[key]!, at: path.appending(key))
            }
        case (.map(let member), .object(let values)):
            return values.keys.sorted().flatMap { member.findings(in: values[$0]!, at: path.appending($0)) }
        case (.either(let first, let second), _):
            return (first.admitsKind(of: value) ? first : second).findings(in: value, at: path)
        default:
            return []
        }
    }

    /// The known key nearest to `key` (case-insensitive edit distance ≤ 2, or equal ignoring case).
    private static func closest(to key: String, among keys: some Sequence<String>) -> String? {
        let lowered = Array(key.lowercased())
        let scored = keys.map { ($0, editDistance(lowered, Array($0.lowercased()))) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= 2 else { return nil }
        return best.0
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var row = [i + 1]
            for (j, right) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
