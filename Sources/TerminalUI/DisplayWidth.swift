/// Display widths of graphemes in terminal columns: 0 (controls, combining marks, zero-width),
/// 1 (most text) or 2 (East Asian Wide/Fullwidth, emoji presentation). The one place these rules live.
public enum DisplayWidth {
    /// Columns taken by one grapheme cluster. Controls and zero-width graphemes: 0.
    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if isControl(first) { return 0 }
        var allZero = true
        for scalar in character.unicodeScalars {
            if !isZeroWidth(scalar) { allZero = false }
        }
        if allZero { return 0 }
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return 2 }  // emoji presentation selector
            if isWide(scalar) { return 2 }
        }
        return 1
    }

    /// Columns taken by `text` (sum over its graphemes).
    public static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// C0, DEL and C1 control characters.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// Combining marks, format characters (ZWJ, bidi controls), variation selectors.
    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        let v = scalar.value
        return (0xFE00...0xFE0F).contains(v) || (0x1160...0x11FF).contains(v) || v == 0x200B
    }

    /// East Asian Wide / Fullwidth ranges and default-emoji-presentation scalars.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        let v = scalar.value
        return (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v)
    }
}
