import CNcursesw

/// How one buffer cell is handed to ncurses: at most `maxCodePoints` wide characters for one `cchar_t`, plus
/// blank columns to pad when the glyph the terminal will draw is narrower than the cell.
struct GlyphEncoding: Equatable {
    /// Code points for `setcchar` (no terminator).
    var codePoints: [UInt32]
    /// Blank cells to write after the glyph so the row keeps the buffer's column layout.
    var padding: Int

    /// `cchar_t` holds CCHARW_MAX (5) code points.
    static let maxCodePoints = 5

    /// Encodes `symbol` drawn `width` columns wide. `columnsOf` says how many columns the terminal gives a
    /// code point (wcwidth). A cluster longer than 5 code points, or one whose base the terminal would
    /// draw at a different width, falls back to its first scalar (or "?") padded with blanks.
    static func encode(symbol: String, width: Int, columnsOf: (UInt32) -> Int = { Int(kurs_wcwidth($0)) }) -> GlyphEncoding {
        let scalars = symbol.unicodeScalars.map(\.value)
        guard let first = scalars.first, width > 0 else { return GlyphEncoding(codePoints: [0x20], padding: max(0, width - 1)) }
        let baseColumns = columnsOf(first)
        if scalars.count <= maxCodePoints && baseColumns == width {
            return GlyphEncoding(codePoints: scalars, padding: 0)
        }
        if baseColumns >= 1 && baseColumns <= width {
            return GlyphEncoding(codePoints: [first], padding: width - baseColumns)
        }
        return GlyphEncoding(codePoints: [0x3F], padding: width - 1)
    }
}
