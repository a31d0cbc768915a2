/// One key press, as a backend decoded it from the terminal's input. A resize is not a key: it arrives as
/// `InputEvent.resize`.
public enum Key: Equatable, Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// Ctrl-C read as a byte (normally it arrives as SIGINT instead: the ncurses backend keeps ISIG on).
    case ctrlC
    /// Another control key: `ctrl("d")` for Ctrl-D (lower-case letter).
    case ctrl(Character)
    /// A printable character (a whole grapheme as far as the backend delivers it; ncurses gives one code point).
    case char(Character)
    /// F1…F24 (`function(1)` is F1).
    case function(Int)
    /// Any other key code the backend reported (its own numbering, e.g. an ncurses `KEY_*` value).
    case unknown(Int32)
}
