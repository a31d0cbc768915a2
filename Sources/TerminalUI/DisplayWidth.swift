import Synchronization

/// Display widths of graphemes in terminal columns: 0 (controls, combining marks, zero-width),
/// 1 (most text) or 2 (East Asian Wide/Fullwidth, emoji presentation). The one place these rules live;
/// the wide ranges are in `EastAsianWide`.
///
/// Rules for one grapheme cluster (a `Character`):
/// - starts with a control character (C0, DEL, C1, U+2028/2029): 0, never a cell;
/// - only zero-width scalars (combining marks, ZWJ, variation selectors, format characters): 0;
/// - a flag (a pair of regional indicators): 2; a lone regional indicator: 1;
/// - an emoji keycap sequence (`#`, `*`, `0`–`9` with U+20E3): 2;
/// - an emoji base followed by VS15 (U+FE0E, text presentation): 1;
/// - an emoji followed by VS16 (U+FE0F, emoji presentation): 2;
/// - any scalar with default emoji presentation (so ZWJ sequences and skin tones): 2;
/// - otherwise the width of its base scalar: 2 when East Asian Wide/Fullwidth, else 1.
public enum DisplayWidth {
    /// Columns taken by one grapheme cluster: 0, 1 or 2. Controls and zero-width graphemes: 0.
    public static func of(_ character: Character) -> Int {
        // ASCII first (most of every frame): printable 1, controls (and "\r\n") 0.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !isControl(first) else { return 0 }
        guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
        if isRegionalIndicator(base) {
            return scalars.filter(isRegionalIndicator).count >= 2 ? 2 : 1
        }
        if isKeycapBase(base) {
            return scalars.contains { $0.value == 0x20E3 } ? 2 : 1
        }
        let selector = selectorAfter(base, in: scalars)
        if selector == 0xFE0E, base.properties.isEmoji { return 1 }
        if selector == 0xFE0F, base.properties.isEmoji { return 2 }
        for scalar in scalars where scalar.properties.isEmojiPresentation { return 2 }
        return isWide(base) ? 2 : 1
    }

    /// Columns taken by `text`: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }  // printable ASCII: a column a byte
        var columns = 0
        forEachGrapheme(in: text) { _, width in
            columns += width
            return true
        }
        return columns
    }

    /// Calls `body` with each grapheme cluster of `text` and its width (`of`), left to right, until `body`
    /// returns false. A printable ASCII character followed by ASCII or the end (most of every frame) is its own
    /// grapheme cluster, one column wide: it is passed on without breaking the text into graphemes.
    static func forEachGrapheme(in text: String, _ body: (_ grapheme: Character, _ width: Int) -> Bool) {
        let utf8 = text.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte >= 0x20 && byte < 0x7F && (next == utf8.endIndex || utf8[next] < 0x80) {
                guard body(asciiCharacters[Int(byte)], 1) else { return }
                index = next
                continue
            }
            // A two- or three-byte scalar followed by ASCII or the end (a frame's arrows, dashes, currency signs)
            // is its own grapheme cluster when it can't be a prepended mark (those are outside the ranges
            // `SingleScalarWidths` takes): passed on with its width remembered, without grapheme breaking (~2,700
            // instructions each, ~340 a warm first frame).
            if byte >= 0xC2, byte < 0xF0 {
                let length = byte < 0xE0 ? 2 : 3
                let after = utf8.index(index, offsetBy: length)
                if after == utf8.endIndex || utf8[after] < 0x80 {
                    let value = length == 2
                        ? UInt32(byte & 0x1F) << 6 | UInt32(utf8[next] & 0x3F)
                        : UInt32(byte & 0x0F) << 12 | UInt32(utf8[next] & 0x3F) << 6
                            | UInt32(utf8[utf8.index(after: next)] & 0x3F)
                    if let (character, width) = SingleScalarWidths.shared.lookUp(value) {
                        guard body(character, width) else { return }
                        index = after
                        continue
                    }
                }
            }
            // Anything else (a control, a non-ASCII scalar, an ASCII base with a combining mark after it): the
            // whole grapheme cluster starting here. `index` is on a cluster boundary: the text's start, or just
            // after a cluster.
            let character = text[index]
            guard body(character, of(character)) else { return }
            index = text.index(after: index)
        }
    }

    /// The 128 ASCII characters, made once (a `Character` made from a byte is a new small string each time).
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// C0 and C1 control characters, DEL, and the line/paragraph separators U+2028/U+2029.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (v >= 0x7F && v < 0xA0) || v == 0x2028 || v == 0x2029
    }

    /// Scalars that take no column on their own: combining (non-spacing and enclosing) marks, format
    /// characters (ZWJ, ZWNJ, bidi controls, soft hyphen, tags), variation selectors, Hangul medial vowels and
    /// final consonants, and the zero-width space.
    public static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: break
        }
        let v = scalar.value
        return (0xFE00...0xFE0F).contains(v) || (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v)
            || v == 0x200B || (0xE0100...0xE01EF).contains(v)
    }

    /// East Asian Wide/Fullwidth scalars (the `EastAsianWide` table) and scalars with default emoji presentation.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        EastAsianWide.contains(scalar.value) || scalar.properties.isEmojiPresentation
    }

    /// Regional indicator symbols U+1F1E6–U+1F1FF (two make a flag).
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// `#`, `*` and `0`–`9`: the bases of emoji keycap sequences.
    static func isKeycapBase(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "#" || scalar == "*" || ("0"..."9").contains(scalar)
    }

    /// The variation selector (U+FE0E or U+FE0F) right after `base`, if any.
    private static func selectorAfter(_ base: Unicode.Scalar, in scalars: String.UnicodeScalarView) -> UInt32? {
        guard let index = scalars.firstIndex(of: base) else { return nil }
        let next = scalars.index(after: index)
        guard next < scalars.endIndex else { return nil }
        let value = scalars[next].value
        return value == 0xFE0E || value == 0xFE0F ? value : nil
    }
}

/// The widths (`DisplayWidth.of`) of the one-scalar grapheme clusters a frame draws outside ASCII, worked out once
/// each: U+0080–U+05FF and U+2000–U+2FFF (Latin and other alphabets, punctuation, currency signs, arrows, box
/// drawing, blocks, shapes, symbols), where no scalar joins the scalar after it (Unicode's prepended marks are
/// elsewhere), so a scalar there followed by ASCII is a whole cluster.
final class SingleScalarWidths: Sendable {
    static let shared = SingleScalarWidths()

    private static let ranges: [Range<UInt32>] = [0x80..<0x600, 0x2000..<0x3000]
    /// Per scalar of `ranges`, in order: 0 while not worked out, else its width + 1.
    private let widths = Mutex([UInt8](repeating: 0, count: ranges.reduce(0) { $0 + $1.count }))

    /// The place of `value` in `widths`; nil outside the ranges.
    private static func slot(_ value: UInt32) -> Int? {
        var start = 0
        for range in ranges {
            if range.contains(value) { return start + Int(value - range.lowerBound) }
            start += range.count
        }
        return nil
    }

    /// The cluster `value` makes on its own and its width; nil outside the ranges.
    func lookUp(_ value: UInt32) -> (Character, Int)? {
        guard let slot = Self.slot(value), let scalar = Unicode.Scalar(value) else { return nil }
        let character = Character(scalar)
        let known = widths.withLock { $0[slot] }
        if known != 0 { return (character, Int(known) - 1) }
        let width = DisplayWidth.of(character)
        widths.withLock { $0[slot] = UInt8(width + 1) }
        return (character, width)
    }
}
