import CNcursesw

/// One key press (or resize) as read from the terminal.
public enum Key: Equatable, Hashable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// Ctrl-C read as a byte (normally it arrives as SIGINT instead: the session keeps ISIG on).
    case ctrlC
    /// Another control key: `ctrl("d")` for Ctrl-D (lower-case letter).
    case ctrl(Character)
    /// A printable character (a whole grapheme as far as ncurses delivers it: one code point).
    case char(Character)
    /// F1…F12 (`function(1)` is F1).
    case function(Int)
    /// The terminal changed size (ncurses' KEY_RESIZE).
    case resize
    /// Any other key code ncurses reported.
    case unknown(Int32)

    /// Decodes the result of `wget_wch`: `status` is OK or KEY_CODE_YES, `code` the wide character or key code.
    /// Returns nil for ERR (no input).
    public static func decode(status: Int32, code: UInt32) -> Key? {
        if status == kurs_err() { return nil }
        if status == kurs_key_code_yes() { return decodeKeyCode(Int32(bitPattern: code)) }
        return decodeCharacter(code)
    }

    /// A plain character from `wget_wch` (status OK).
    static func decodeCharacter(_ code: UInt32) -> Key {
        switch code {
        case 3: return .ctrlC
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(code + 96)!))
        default:
            guard let scalar = Unicode.Scalar(code), scalar.value >= 0x20 else { return .unknown(Int32(bitPattern: code)) }
            return .char(Character(scalar))
        }
    }

    /// A function-key code from `wget_wch` (status KEY_CODE_YES).
    static func decodeKeyCode(_ code: Int32) -> Key {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case (KEY_F0 + 1)...(KEY_F0 + 24): return .function(Int(code - KEY_F0))
        default: return .unknown(code)
        }
    }
}
