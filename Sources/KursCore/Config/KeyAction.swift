/// Something a key does in the dashboard; the names are the keys of config `keys`.
package enum KeyAction: String, CaseIterable, Sendable, Hashable, Comparable {
    case up, down, pageUp, pageDown, top, bottom
    /// Open the selected coin.
    case open
    /// Leave the current view (coin detail, filter, help).
    case back
    /// Move the focus to the next pane.
    case nextPane
    /// Start filtering coins.
    case filter
    /// Reload the focused source now (rate-limited per source).
    case reload
    /// Expand or collapse the coin description.
    case expand
    /// Swap the converter's from and to currencies.
    case swap
    /// Show the key help.
    case help
    /// Quit (at the top level).
    case quit

    /// The key bound when the config says nothing: "k", "j", "PgUp", "PgDn", "g", "G", "Enter", "Esc", "Tab",
    /// "/", "r", "d", "s", "?", "q". (Arrow keys always move as well.)
    package var defaultKey: String {
        switch self {
        case .up: return "k"
        case .down: return "j"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .top: return "g"
        case .bottom: return "G"
        case .open: return "Enter"
        case .back: return "Esc"
        case .nextPane: return "Tab"
        case .filter: return "/"
        case .reload: return "r"
        case .expand: return "d"
        case .swap: return "s"
        case .help: return "?"
        case .quit: return "q"
        }
    }

    package static func < (lhs: KeyAction, rhs: KeyAction) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
