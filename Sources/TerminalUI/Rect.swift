/// A rectangle of terminal cells. `x`/`y` are the column/row of the top-left cell (0-based);
/// `width`/`height` are counts of cells. Never negative: initialisers clamp to zero.
public struct Rect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Column of the top-left cell, 0-based.
    public var x: Int
    /// Row of the top-left cell, 0-based.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// A rectangle at column `x`, row `y`; negative `width`/`height` become 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Number of cells.
    public var area: Int { width * height }
    /// True when it holds no cells.
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// One past the last column.
    public var right: Int { x + width }
    /// One past the last row.
    public var bottom: Int { y + height }

    /// Whether the cell at column `px`, row `py` lies inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < right && py >= y && py < bottom
    }

    /// The overlap of two rectangles (empty when they do not touch).
    public func intersection(_ other: Rect) -> Rect {
        let nx = max(x, other.x), ny = max(y, other.y)
        let nr = min(right, other.right), nb = min(bottom, other.bottom)
        return Rect(x: nx, y: ny, width: nr - nx, height: nb - ny)
    }

    /// This rectangle shrunk by `margin` cells on every side.
    public func inset(by margin: Int) -> Rect {
        inset(horizontal: margin, vertical: margin)
    }

    /// This rectangle shrunk by `horizontal` columns left and right, `vertical` rows top and bottom.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        Rect(x: x + horizontal, y: y + vertical, width: width - 2 * horizontal, height: height - 2 * vertical)
    }

    /// The row `row` (relative to this rectangle's top), one cell high; empty when out of range.
    public func row(_ row: Int) -> Rect {
        guard row >= 0, row < height else { return Rect(x: x, y: y + max(0, row), width: width, height: 0) }
        return Rect(x: x, y: y + row, width: width, height: 1)
    }

    public var description: String { "Rect(x: \(x), y: \(y), w: \(width), h: \(height))" }
}
