/// Cutting and padding text to a number of columns, all by display width. A wide glyph that does not fit in
/// the last remaining column becomes a space, so results are exactly as wide as promised.
extension DisplayWidth {
    /// `text` without its zero-width graphemes (controls, lone combining marks, ZWJ): what a cell can show.
    public static func visible(_ text: String) -> String {
        String(text.filter { of($0) > 0 })
    }

    /// The longest prefix of `visible(text)` that fits in `columns` columns, no ellipsis. When a wide glyph
    /// would straddle the limit it is replaced by a space, so the result is `min(of(text), columns)` wide.
    public static func clip(_ text: String, to columns: Int) -> String {
        var result = ""
        var used = 0
        forEachGrapheme(in: text) { character, w in
            if w == 0 { return true }
            if used + w > columns {
                if used < columns { result += String(repeating: " ", count: columns - used) }
                return false
            }
            result.append(character)
            used += w
            return true
        }
        return result
    }

    /// `visible(text)` when it fits in `columns`; otherwise its longest prefix followed by `ellipsis`, exactly
    /// `columns` wide (a wide glyph cut at the edge becomes a space). When even `ellipsis` does not fit, the
    /// ellipsis itself is clipped. `columns <= 0` gives "".
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        let shown = visible(text)
        if of(shown) <= columns { return shown }
        let ellipsisWidth = of(ellipsis)
        if ellipsisWidth > columns { return clip(ellipsis, to: columns) }
        return clip(shown, to: columns - ellipsisWidth) + visible(ellipsis)
    }

    /// `text` padded with spaces to exactly `columns` columns, placed by `alignment`; text wider than
    /// `columns` is clipped (no ellipsis). `columns <= 0` gives "".
    public static func pad(_ text: String, to columns: Int, alignment: Alignment = .left) -> String {
        guard columns > 0 else { return "" }
        let clipped = clip(text, to: columns)
        let width = of(clipped)
        let before = alignment.offset(contentWidth: width, in: columns)
        let after = columns - width - before
        return String(repeating: " ", count: before) + clipped + String(repeating: " ", count: after)
    }

    /// `text` truncated with `ellipsis` when too wide, then padded to exactly `columns` columns by `alignment`.
    public static func fit(_ text: String, to columns: Int, alignment: Alignment = .left,
                           ellipsis: String = "…") -> String {
        pad(truncate(text, to: columns, ellipsis: ellipsis), to: columns, alignment: alignment)
    }
}
