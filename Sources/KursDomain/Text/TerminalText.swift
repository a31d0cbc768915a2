/// Makes text from the network safe to put on a terminal.
package enum TerminalText {
    /// Removes everything in `text` that a terminal would act on instead of showing:
    /// - whole escape sequences: CSI (`ESC [ … final`, e.g. `ESC[31m`), OSC (`ESC ] … BEL` or `… ESC \`, e.g. an
    ///   OSC 8 hyperlink), DCS/SOS/PM/APC strings, two- and three-byte escapes, and a lone ESC;
    ///   the same introduced by their 8-bit C1 forms (U+009B CSI, U+009D OSC, U+0090 DCS, …);
    /// - the other C0 controls (BEL, backspace, CR, …), DEL and the C1 controls U+0080–U+009F;
    /// - bidi embeddings/overrides/isolates U+202A–U+202E, U+2066–U+2069, and the marks U+200E, U+200F, U+061C;
    /// - byte-order marks (U+FEFF) and zero-width joiners (U+200D) that do not join two emoji.
    ///
    /// A tab becomes one space. A line feed (and U+2028/U+2029) is kept as `"\n"` when `keepingNewlines` is
    /// true, otherwise it becomes one space.
    /// - Parameter keepingNewlines: keep line breaks (multi-line text such as a coin description).
    /// - Returns: the text without those characters; everything else unchanged.
    package static func sanitize(_ text: String, keepingNewlines: Bool = false) -> String {
        // Most text (every coin name, every rate) has nothing to remove: returned as it is, without copying.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) || !text.unicodeScalars.contains(where: isChanged) {
            return text
        }
        return stripped(text, keepingNewlines: keepingNewlines)
    }

    /// `sanitize` scalar by scalar, for text that has something to remove or replace.
    static func stripped(_ text: String, keepingNewlines: Bool) -> String {
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let value = scalar.value
            switch value {
            case 0x1B:
                index = EscapeSequence.end(of: scalars, escapeAt: index)
                continue
            case 0x9B:  // C1 CSI
                index = EscapeSequence.endOfCSI(scalars, parametersFrom: index + 1)
                continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // C1 DCS, SOS, OSC, PM, APC
                index = EscapeSequence.endOfString(scalars, from: index + 1)
                continue
            case 0x0A, 0x2028, 0x2029:
                out.append(keepingNewlines ? "\n" : " ")
            case 0x09:
                out.append(" ")
            case 0x200D:
                if joinsEmoji(previous: out.last, next: index + 1 < scalars.count ? scalars[index + 1] : nil) {
                    out.append(scalar)
                }
            default:
                if !isRemoved(value) { out.append(scalar) }
            }
            index += 1
        }
        return String(out)
    }

    /// Whether `sanitize` never lets `scalar` through as itself: C0 controls (tab and line feed become spaces),
    /// DEL, C1 controls, bidi controls and the byte-order mark. JSON output escapes these (`\uXXXX`), so the
    /// data stays the same and the terminal shows only text.
    package static func isStripped(_ scalar: Unicode.Scalar) -> Bool { isRemoved(scalar.value) }

    /// Whether `sanitize` drops or replaces `scalar` (or may: a zero-width joiner, a line break): the removed
    /// characters, every escape sequence's introducer among them, and U+200D, U+2028, U+2029.
    static func isChanged(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return isRemoved(value) || value == 0x200D || value == 0x2028 || value == 0x2029
    }

    /// Controls and invisible formatting characters dropped outright.
    package static func isRemoved(_ value: UInt32) -> Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true
        case 0xFEFF: return true
        default: return false
        }
    }

    /// A zero-width joiner is kept only between two emoji (👨‍👩‍👧, 🏳️‍🌈).
    static func joinsEmoji(previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        guard let previous, let next else { return false }
        let previousIsEmoji = isEmojiScalar(previous) || previous.value == 0xFE0F
            || previous.properties.isEmojiModifier
        return previousIsEmoji && isEmojiScalar(next)
    }

    /// Emoji proper: ASCII digits, `#` and `*` have the Emoji property too but are not pictures.
    static func isEmojiScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.isEmoji
    }
}
