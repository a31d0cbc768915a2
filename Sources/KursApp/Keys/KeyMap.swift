package import KursCore
import TerminalUI

/// The key bindings in force: `KeyBinding.table` with config `keys` applied, resolved once per context.
///
/// A remappable binding's key is `KeyAction.defaultKey` unless the config binds another one (the configured key
/// replaces the default); its fixed keys keep working (arrows, PgUp/PgDn, Home/End, Enter, Esc…). A configured
/// key takes its key from every other binding's default (`down: "q"` means q no longer quits); within a context a
/// configured key wins over a default one, a default one over a fixed one, then the binding first in the table.
/// Ctrl-C always quits.
package struct KeyMap: Equatable, Sendable {
    /// The config's key strings the map was built from.
    let bindings: KeyBindings
    private let commands: [KeyContext: [Key: KeyCommand]]

    /// A map from `bindings` (default: no overrides). A configured key that does not parse (`key(named:)`), or that
    /// another binding always keeps (`globallyFixedKeys`: `quit: "w"`), is not taken: the binding keeps its default
    /// key (`config check` reports both).
    package init(bindings: KeyBindings = KeyBindings()) {
        self.bindings = bindings
        var commands: [KeyContext: [Key: KeyCommand]] = [:]
        let fixed = Self.globallyFixedKeys
        // A configured key that another binding always keeps is not taken (`config check` says so).
        let configuredKey: (KeyBinding) -> Key? = { binding in
            binding.setting.flatMap { bindings.overrides[$0] }.flatMap(Self.key(named:)).flatMap {
                guard let reservation = fixed[$0], let setting = binding.setting else { return $0 }
                return reservation.action == setting || reservation.except.contains(setting) ? $0 : nil
            }
        }
        let configured = Set(KeyBinding.table.compactMap(configuredKey))
        let ranks: [(KeyBinding) -> [Key]] = [
            { binding in configuredKey(binding).map { [$0] } ?? [] },
            { binding in
                // A default key another binding was configured to loses it, in every context.
                guard let setting = binding.setting, configuredKey(binding) == nil,
                    let key = Self.key(named: setting.defaultKey), !configured.contains(key)
                else { return [] }
                return [key]
            },
            { binding in binding.fixed },
        ]
        for keysOf in ranks {
            for binding in KeyBinding.table {
                for key in keysOf(binding) where commands[binding.context]?[key] == nil {
                    commands[binding.context, default: [:]][key] = binding.command
                }
            }
        }
        self.commands = commands
    }

    /// What `key` does in `context` (nil: nothing there).
    func command(for key: Key, in context: KeyContext) -> KeyCommand? { commands[context]?[key] }

    /// The keys of `binding` as the help overlay and hints write them, repeats left out: the configured (or
    /// default) key first, then the fixed ones ("j", "↓"); with `fixedFirst` the other way round ("↓", "j").
    func keyLabels(of binding: KeyBinding, fixedFirst: Bool = false) -> [String] {
        let configured = binding.setting.map { [label(for: $0)] } ?? []
        let fixed = binding.fixed.map(Self.label(of:))
        let labels = fixedFirst ? fixed + configured : configured + fixed
        var seen: Set<String> = []
        return labels.filter { seen.insert($0).inserted }
    }

    /// The keys the dashboard's own screens keep bound whatever the config says (the fixed keys of the lists,
    /// the coin detail and every screen), with what they do.
    static let globallyFixedKeys: [Key: KeyReservation] = {
        let global: [KeyContext] = [.lists, .anywhere, .coinDetail, .currencyDetail, .always]
        // Remappable actions that live only where a pane takes its keys first (the converter's swap).
        let local = Set(KeyBinding.table.compactMap(\.setting)).subtracting(
            KeyBinding.table.filter { global.contains($0.context) }.compactMap(\.setting))
        var keys: [Key: KeyReservation] = [:]
        for binding in KeyBinding.table where global.contains(binding.context) {
            for key in binding.fixed where keys[key] == nil {
                keys[key] = KeyReservation(does: binding.help, action: binding.setting, except: local)
            }
        }
        return keys
    }()

    /// `globallyFixedKeys` by their config names ("w", "Up", "Ctrl-C"), normalized as `KeyBindings` compares them.
    package static var fixedKeyNames: [String: KeyReservation] {
        var names: [String: KeyReservation] = [:]
        for (key, reservation) in globallyFixedKeys {
            let name: String
            switch key {
            case .char(let character) where character != " ": name = String(character)
            case .ctrlC: name = "ctrl-c"
            case .ctrl(let letter): name = "ctrl-\(letter)"
            case .function(let number): name = "f\(number)"
            default:
                guard let named = Self.names.first(where: { $0.key == key })?.name else { continue }
                name = named.lowercased()
            }
            names[name] = reservation
        }
        return names
    }

    /// The key of `setting` in force, as the user wrote it ("x", "Ctrl-Q", "PgUp"); the default key when the
    /// configured one is kept by another binding (and so not taken).
    func label(for setting: KeyAction) -> String {
        guard let configured = bindings.overrides[setting] else { return setting.defaultKey }
        if let key = Self.key(named: configured), let fixed = Self.globallyFixedKeys[key], fixed.action != setting,
            !fixed.except.contains(setting)
        {
            return setting.defaultKey
        }
        return configured
    }

    /// The terminal key for a config key string: one character (case matters), a named key (case-insensitive,
    /// `KeyBindings.namedKeys`) or `Ctrl-<letter>`; nil for anything else (and F-keys out of 1…12).
    static func key(named name: String) -> Key? {
        if name.count == 1, let character = name.first { return .char(character) }
        let lowered = name.lowercased()
        if lowered.hasPrefix("ctrl-"), lowered.count == 6, let letter = lowered.last, ("a"..."z").contains(letter) {
            return letter == "c" ? .ctrlC : .ctrl(letter)
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number) {
            return .function(number)
        }
        return names.first { $0.name.lowercased() == lowered }?.key
    }

    /// How a key is written in help and hints: "↑", "PgUp", "Enter", "Ctrl-D", "a".
    static func label(of key: Key) -> String {
        switch key {
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .backTab: return "Shift-Tab"
        case .ctrlC: return "Ctrl-C"
        case .ctrl(let letter): return "Ctrl-" + letter.uppercased()
        case .char(" "): return "Space"
        case .char(let character): return String(character)
        case .function(let number): return "F\(number)"
        default: return names.first { $0.key == key }?.name ?? "?"
        }
    }

    /// The named keys of config `keys` (`KeyBindings.namedKeys`) and the terminal keys they are.
    static let names: [(name: String, key: Key)] = [
        ("Enter", .enter), ("Esc", .escape), ("Tab", .tab), ("BackTab", .backTab), ("Backspace", .backspace),
        ("Space", .char(" ")), ("Up", .up), ("Down", .down), ("Left", .left), ("Right", .right), ("PgUp", .pageUp),
        ("PgDn", .pageDown), ("Home", .home), ("End", .end), ("Delete", .delete),
    ]
}
