public import KursCore
public import TerminalUI

/// Which `KeyAction` a pressed key means, built once from config `keys` (`KeyBindings`).
///
/// Each action has one configurable key (default `KeyAction.defaultKey`: k j PgUp PgDn g G Enter Esc Tab / r d
/// s ? q); a configured key replaces that default. Fixed alternatives stay whatever the config says: the arrows
/// (up, down), PgUp/PgDn, Home/End (top, bottom), Enter (open), Esc and Backspace (back), Tab (next pane).
/// Ctrl-C always quits and is handled before the map.
public struct KeyMap: Equatable, Sendable {
    /// The key strings the map was built from (for the help overlay and the status bar hints).
    public let bindings: KeyBindings
    private let configured: [Key: KeyAction]

    /// Fixed keys that keep their action whatever the config binds.
    static let fixed: [Key: KeyAction] = [
        .up: .up, .down: .down, .pageUp: .pageUp, .pageDown: .pageDown, .home: .top, .end: .bottom,
        .enter: .open, .escape: .back, .backspace: .back, .tab: .nextPane,
    ]

    /// A map from `bindings` (default: no overrides, today's keys). Keys that do not parse (see
    /// `KeyMap.key(named:)`) leave their action with only its fixed alternatives; when two actions share a
    /// key, a configured key wins over a default one, then the action first in `KeyAction.allCases`.
    public init(bindings: KeyBindings = KeyBindings()) {
        self.bindings = bindings
        var configured: [Key: KeyAction] = [:]
        let overridden = KeyAction.allCases.filter { bindings.overrides[$0] != nil }
        let defaulted = KeyAction.allCases.filter { bindings.overrides[$0] == nil }
        for action in overridden + defaulted {
            guard let key = Self.key(named: bindings.key(for: action)), configured[key] == nil else { continue }
            configured[key] = action
        }
        self.configured = configured
    }

    /// The action `key` triggers, or nil when it is bound to none.
    public func action(for key: Key) -> KeyAction? { configured[key] ?? Self.fixed[key] }

    /// Whether `key` triggers `action`.
    public func matches(_ key: Key, _ action: KeyAction) -> Bool { self.action(for: key) == action }

    /// The configured key of `action` as the user wrote it ("x", "Ctrl-Q", "PgUp").
    public func label(for action: KeyAction) -> String { bindings.key(for: action) }

    /// The converter's swap key: the configured `swap` key when it is one character, else "s".
    public var swapCharacter: Character {
        if case .char(let character)? = Self.key(named: bindings.key(for: .swap)) { return character }
        return "s"
    }

    /// The terminal key for a config key string: one character (case matters), a named key (case-insensitive,
    /// `KeyBindings.namedKeys`) or `Ctrl-<letter>`; nil for anything else (and F-keys out of 1…12).
    public static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first { return .char(character) }
        let lowered = name.lowercased()
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, ("a"..."z").contains(letter) {
            return letter == "c" ? .ctrlC : .ctrl(letter)
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        let named: [String: Key] = [
            "enter": .enter, "esc": .escape, "tab": .tab, "backtab": .backTab, "backspace": .backspace,
            "space": .char(" "), "up": .up, "down": .down, "left": .left, "right": .right, "pgup": .pageUp,
            "pgdn": .pageDown, "home": .home, "end": .end, "delete": .delete,
        ]
        return named[lowered]
    }
}
