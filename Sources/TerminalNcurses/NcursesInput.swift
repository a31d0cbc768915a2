import CNcursesw
import TerminalUI

/// What one `wget_wch` call read: a key, or ncurses' KEY_RESIZE (the session reads the new size and turns it
/// into `InputEvent.resize`).
enum NcursesInput: Equatable {
    case key(Key)
    case resize

    /// Decodes the result of `wget_wch`: `status` is OK or KEY_CODE_YES, `code` the wide character or key code.
    /// Returns nil for ERR (no input).
    static func decode(status: Int32, code: UInt32) -> NcursesInput? {
        if status == kurs_err() { return nil }
        if status == kurs_key_code_yes() { return decodeKeyCode(Int32(bitPattern: code)) }
        return .key(decodeCharacter(code))
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
    static func decodeKeyCode(_ code: Int32) -> NcursesInput {
        switch code {
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case KEY_BTAB: return .key(.backTab)
        case KEY_RESIZE: return .resize
        case (KEY_F0 + 1)...(KEY_F0 + 24): return .key(.function(Int(code - KEY_F0)))
        default: return .key(.unknown(code))
        }
    }
}
