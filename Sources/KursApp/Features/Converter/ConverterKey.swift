/// What a key press means to the converter (the app maps its terminal keys with `ConverterKeyMap`).
enum ConverterKey: Equatable, Hashable, Sendable {
    /// A typed character: appended to the picker's search when it is open; to the amount when the amount
    /// field is selected (replacing a selected amount unless it is an operator); on a currency field it
    /// opens the picker with the character as the search.
    case character(Character)
    /// Deletes the last character of the search or the amount (a selected amount is cleared at once).
    case backspace
    /// Clears the amount text.
    case clearAmount
    /// Picker open: takes the highlighted currency. On a currency field: opens its picker.
    case enter
    /// Closes the picker without changing anything.
    case escape
    /// Picker open: the previous row. Closed: the previous field (amount ← from ← to).
    case up
    /// Picker open: the next row. Closed: the next field (amount → from → to).
    case down
    /// Opens the picker for `.from` or `.to` (selecting that field).
    case choose(ConverterField)
    /// Exchanges `from` and `to`.
    case swap
    /// Switches between bank and mid-market pricing.
    case toggleMode
    /// Sets a currency to quick pick `n` (1-based): the picker's side when it is open, else the selected
    /// currency field, else (on the amount field) `to`. Out-of-range numbers do nothing.
    case quickPick(Int)
}
