import Foundation

/// Keeps text produced from data safe for a one-line status bar.
enum StatusText {
    /// `text` without control characters (`TerminalText.sanitize`) and without any scalar that may take two
    /// columns or draw as an emoji: emoji, variation selectors, East Asian Wide/Fullwidth characters.
    static func narrow(_ text: String) -> String {
        String(String.UnicodeScalarView(TerminalText.sanitize(text).unicodeScalars.filter(isNarrow)))
    }

    /// Whether `scalar` is safely one column (or zero) in tmux and common terminals.
    static func isNarrow(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x7F { return true }
        if scalar.properties.isEmoji || scalar.properties.isEmojiPresentation { return false }
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE00...0xFE0F, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF, 0x20000...0x3FFFD:
            return false
        default:
            return true
        }
    }

    /// `text` for tmux's status line: every `#` doubled so tmux shows it instead of reading a format.
    static func tmuxEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "#", with: "##")
    }

    /// The currency prefix of a coin price: the narrow symbol ("$", "€", "₴"), else the code and a space
    /// ("CHF "), else nothing.
    static func pricePrefix(for code: CurrencyCode) -> String {
        if let symbol = CurrencySymbols.symbol(for: code), !symbol.isEmpty, narrow(symbol) == symbol { return symbol }
        let clean = narrow(code.rawValue).trimmingBlanks()
        return clean.isEmpty ? "" : clean + " "
    }
}
