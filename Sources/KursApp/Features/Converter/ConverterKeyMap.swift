import TerminalUI

/// How the dashboard's terminal keys reach the converter pane while it has the focus.
///
/// Picker open — every printable character is search text except the digits 1–6 (quick picks);
/// ↑/↓ move, Enter takes, Esc cancels, Backspace deletes; Delete clears the search.
///
/// Picker closed —
/// - amount field: digits, `.` `,`, space, `'` `_`, `+ - * /` `( )` (also `× ÷ −`) type into the amount
///   (the first digit replaces the shown amount); Backspace deletes; Delete clears;
/// - from / to field: `1`–`6` set that currency to a quick pick; Enter opens its picker;
/// - anywhere: ↑/↓ move between the fields (amount, from, to), `f` / `t` open the from / to picker,
///   `s` swaps from and to, `m` switches bank / mid-market pricing.
///
/// Every other key (Tab, Esc, q, ?, r, …) gives nil: the app handles it as usual (Tab moves the focus to
/// the next pane). Letters never reach the amount, so `s`, `m`, `f`, `t` can't clash with typing.
enum ConverterKeyMap {
    /// Characters the amount field accepts from the keyboard.
    static let amountCharacters: Set<Character> = Set("0123456789.,+-*/() '_×÷−")

    /// What `key` means to the converter in `state` under `keyMap` (`KeyBinding.table`'s converter contexts), or
    /// nil when the converter doesn't use it. Typing into the amount or the picker's search is text, not bindings.
    static func converterKey(for key: Key, state: ConverterState, keyMap: KeyMap = KeyMap()) -> ConverterKey? {
        if state.picker != nil { return pickerKey(key, quickPicks: state.quickPicks.count, keyMap: keyMap) }
        switch keyMap.command(for: key, in: .converter) {
        case .previousField?: return .up
        case .nextField?: return .down
        case .swap?: return .swap
        case .togglePricing?: return .toggleMode
        case .chooseFrom?: return .choose(.from)
        case .chooseTo?: return .choose(.to)
        case .openPicker?: return state.field == .amount ? nil : .enter
        default: break
        }
        switch key {
        case .backspace: return state.field == .amount ? .backspace : nil
        case .delete: return state.field == .amount ? .clearAmount : nil
        case .char(let character):
            if state.field == .amount { return amountCharacters.contains(character) ? .character(character) : nil }
            return quickPick(character, count: state.quickPicks.count).map(ConverterKey.quickPick)
        default:
            return nil
        }
    }

    /// Keys while the picker is open.
    static func pickerKey(_ key: Key, quickPicks: Int, keyMap: KeyMap) -> ConverterKey? {
        switch keyMap.command(for: key, in: .converterPicker) {
        case .up?: return .up
        case .down?: return .down
        case .take?: return .enter
        case .cancel?: return .escape
        default: break
        }
        switch key {
        case .backspace: return .backspace
        case .delete: return .clearAmount
        case .char(let character):
            if let number = quickPick(character, count: quickPicks) { return .quickPick(number) }
            return .character(character)
        default:
            return nil
        }
    }

    /// The quick-pick number of a digit key "1"… within `count` (at most 9), else nil.
    static func quickPick(_ character: Character, count: Int) -> Int? {
        guard let number = character.wholeNumberValue, character.isASCII, number >= 1, number <= min(count, 9)
        else { return nil }
        return number
    }
}
