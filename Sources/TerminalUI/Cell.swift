/// One terminal cell: a whole grapheme cluster and its display width.
///
/// - `width == 1`: a normal cell.
/// - `width == 2`: the left half of a wide glyph (CJK, emoji); the cell to its right is a continuation.
/// - `width == 0`: the continuation cell covered by the wide glyph on its left; `symbol` is "".
/// Control and zero-width characters never become cells.
public struct Cell: Equatable, Hashable, Sendable {
    /// The grapheme cluster drawn; "" for a continuation cell.
    public var symbol: String
    /// Display width in columns: 1, 2 (wide glyph) or 0 (continuation).
    public var width: UInt8
    /// How the cell is drawn.
    public var style: Style

    /// A cell of `symbol`, `width` columns wide, in `style` (default: a blank).
    public init(symbol: String = " ", width: UInt8 = 1, style: Style = .plain) {
        self.symbol = symbol
        self.width = width
        self.style = style
    }

    /// A blank cell.
    public static let blank = Cell()

    /// The cell hidden behind the right half of a wide glyph.
    public static func continuation(style: Style) -> Cell { Cell(symbol: "", width: 0, style: style) }

    /// True for the cell covered by a wide glyph on its left.
    public var isContinuation: Bool { width == 0 }
}
