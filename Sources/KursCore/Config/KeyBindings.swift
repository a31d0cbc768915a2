/// Config `keys`: action name → key, e.g. `{ reload: "R", quit: "Ctrl-Q" }`. A key is one printable
/// character (case matters), a named key (`KeyBindings.namedKeys`, case-insensitive) or `Ctrl-<letter>`.
package struct KeyBindings: Equatable, Sendable, Decodable {
    /// The keys the config sets; other actions keep `KeyAction.defaultKey`.
    package var overrides: [KeyAction: String]

    /// Bindings with these overrides (default none).
    package init(overrides: [KeyAction: String] = [:]) { self.overrides = overrides }

    /// The key bound to `action`.
    package func key(for action: KeyAction) -> String { overrides[action] ?? action.defaultKey }

    /// Named keys accepted besides single characters and `Ctrl-<letter>`.
    package static let namedKeys = [
        "Enter", "Esc", "Tab", "BackTab", "Backspace", "Space", "Up", "Down", "Left", "Right",
        "PgUp", "PgDn", "Home", "End", "Insert", "Delete",
    ] + (1...12).map { "F\($0)" }

    /// Whether `key` is a key name this config accepts.
    package static func isValidKey(_ key: String) -> Bool {
        if key.count == 1, let scalar = key.unicodeScalars.first {
            return !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
        }
        if namedKeys.contains(where: { $0.caseInsensitiveCompare(key) == .orderedSame }) { return true }
        let lowered = key.lowercased()
        guard lowered.hasPrefix("ctrl-"), lowered.count == 6, let last = lowered.last else { return false }
        return ("a"..."z").contains(last)
    }

    /// The key as compared for conflicts: named keys and Ctrl- keys ignore case, single characters do not.
    static func normalized(_ key: String) -> String { key.count == 1 ? key : key.lowercased() }

    static let shape = ConfigShape.map(.string)

    /// Decodes the `keys` object; members that are not action names are dropped here (the checker reports
    /// them). Throws `DecodingError` when a value is not a string.
    package init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode([String: String].self)
        overrides = Dictionary(uniqueKeysWithValues: raw.compactMap { name, key in
            KeyAction(rawValue: name).map { ($0, key) }
        })
    }
}
