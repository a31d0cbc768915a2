import TerminalUI

/// What a key press means to the weather pane, decided by `init?(_:mode:)` from the terminal key and the
/// pane's mode. Keys the pane does not use map to nil, so the app keeps its own bindings (`q`, `?`, `r`, Tab,
/// Ctrl-C) — except while the search field is open, where every printable character is text.
enum WeatherPaneKey: Equatable, Sendable {
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

    /// The meaning of `key` in `mode` under `keyMap` (`KeyBinding.table`'s weather contexts), or nil when the
    /// pane does not use it. In the search field every other printable character is text (not a binding).
    init?(_ key: Key, mode: WeatherPaneMode, keyMap: KeyMap = KeyMap()) {
        switch mode {
        case .list: self.init(command: keyMap.command(for: key, in: .weather))
        case .addingCity:
            if let command = keyMap.command(for: key, in: .weatherSearch) {
                self.init(command: command)
                return
            }
            switch key {
            case .backspace, .delete: self = .deleteBackward
            case .char(let character): self = .type(character)
            default: return nil
            }
        case .confirmDelete:
            switch key {
            case .ctrlC, .ctrl, .unknown: return nil
            default: self = keyMap.command(for: key, in: .weatherConfirm) == .confirm ? .confirm : .cancel
            }
        }
    }

    /// The pane's meaning of a weather command.
    private init?(command: KeyCommand?) {
        switch command {
        case .up?: self = .previous
        case .down?: self = .next
        case .addCity?: self = .add
        case .deleteCity?: self = .delete
        case .moveCityUp?: self = .moveCityUp
        case .moveCityDown?: self = .moveCityDown
        case .hoursBack?: self = .scrollHoursBack
        case .hoursForward?: self = .scrollHoursForward
        case .toggleUnits?: self = .toggleUnits
        case .search?: self = .confirm
        case .cancel?: self = .cancel
        default: return nil
        }
    }
}
