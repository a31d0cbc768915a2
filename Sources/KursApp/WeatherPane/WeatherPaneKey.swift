public import TerminalUI

/// What a key press means to the weather pane, decided by `init?(_:mode:)` from the terminal key and the
/// pane's mode. Keys the pane does not use map to nil, so the app keeps its own bindings (`q`, `?`, `r`, Tab,
/// Ctrl-C) — except while the search field is open, where every printable character is text.
public enum WeatherPaneKey: Equatable, Sendable {
    /// ↑ or `k` (list); ↑ in the search results.
    case previous
    /// ↓ or `j` (list); ↓ in the search results.
    case next
    /// `a`: open the "add a city" search field.
    case add
    /// `x` or Delete: ask to delete the selected city.
    case delete
    /// `K` or `+`: move the selected city up the list.
    case moveCityUp
    /// `J` or `-`: move the selected city down the list.
    case moveCityDown
    /// ←: the hourly strip one hour back.
    case scrollHoursBack
    /// →: the hourly strip one hour on.
    case scrollHoursForward
    /// `u`: switch between metric (°C, km/h) and imperial (°F, mph).
    case toggleUnits
    /// Enter (search or pick a result; confirm a delete), or `y` when confirming a delete.
    case confirm
    /// Esc (close the search field; keep the city), or any other key when confirming a delete.
    case cancel
    /// A printable character typed into the search field.
    case type(Character)
    /// Backspace or Delete in the search field.
    case deleteBackward

    /// The meaning of `key` in `mode`, or nil when the pane does not use it.
    public init?(_ key: Key, mode: WeatherPaneMode) {
        switch mode {
        case .list: self.init(listKey: key)
        case .addingCity: self.init(searchKey: key)
        case .confirmDelete: self.init(confirmKey: key)
        }
    }

    private init?(listKey key: Key) {
        switch key {
        case .up, .char("k"): self = .previous
        case .down, .char("j"): self = .next
        case .char("a"): self = .add
        case .char("x"), .delete: self = .delete
        case .char("K"), .char("+"): self = .moveCityUp
        case .char("J"), .char("-"): self = .moveCityDown
        case .left: self = .scrollHoursBack
        case .right: self = .scrollHoursForward
        case .char("u"): self = .toggleUnits
        default: return nil
        }
    }

    private init?(searchKey key: Key) {
        switch key {
        case .up: self = .previous
        case .down: self = .next
        case .enter: self = .confirm
        case .escape: self = .cancel
        case .backspace, .delete: self = .deleteBackward
        case .char(let character): self = .type(character)
        default: return nil
        }
    }

    private init?(confirmKey key: Key) {
        switch key {
        case .char("y"), .char("Y"), .enter: self = .confirm
        case .ctrlC, .ctrl, .unknown: return nil
        default: self = .cancel
        }
    }
}
