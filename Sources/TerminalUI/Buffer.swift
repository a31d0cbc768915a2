/// A grid of `Cell`s covering `area`, the frame that widgets draw into and backends flush.
///
/// Cells are stored row-major. Writes outside `area` are ignored (clipped), never a crash.
public struct Buffer: Equatable, Sendable {
    public private(set) var area: Rect
    public private(set) var cells: [Cell]

    /// A buffer of `area.width × area.height` blank cells (or `fill`).
    public init(area: Rect, fill: Cell = .blank) {
        self.area = area
        self.cells = Array(repeating: fill, count: area.area)
    }

    /// A buffer from snapshot lines (test helper): each line's graphemes become cells, padded with blanks.
    public init(lines: [String]) {
        let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
        self.init(area: Rect(x: 0, y: 0, width: width, height: lines.count))
        for (row, line) in lines.enumerated() { setString(x: 0, y: row, line, style: .plain) }
    }

    private func index(x: Int, y: Int) -> Int? {
        guard area.contains(x: x, y: y) else { return nil }
        return (y - area.y) * area.width + (x - area.x)
    }

    /// The cell at absolute column `x`, row `y`; `nil` outside `area`.
    public subscript(x: Int, y: Int) -> Cell? {
        get { index(x: x, y: y).map { cells[$0] } }
    }

    /// Replaces one cell, keeping wide glyphs consistent: overwriting either half of a wide glyph
    /// blanks the other half. Outside `area`: ignored.
    public mutating func set(x: Int, y: Int, cell: Cell) {
        guard let i = index(x: x, y: y) else { return }
        // Break any wide glyph this write overlaps.
        if cells[i].isContinuation, let left = index(x: x - 1, y: y), cells[left].width == 2 {
            cells[left] = Cell(symbol: " ", width: 1, style: cells[left].style)
        }
        if cells[i].width == 2, let right = index(x: x + 1, y: y), cells[right].isContinuation {
            cells[right] = Cell(symbol: " ", width: 1, style: cells[right].style)
        }
        if cell.width == 2 {
            guard let right = index(x: x + 1, y: y) else {
                // A wide glyph that does not fit in the last column becomes a blank.
                cells[i] = Cell(symbol: " ", width: 1, style: cell.style)
                return
            }
            if cells[right].width == 2, let rr = index(x: x + 2, y: y), cells[rr].isContinuation {
                cells[rr] = Cell(symbol: " ", width: 1, style: cells[rr].style)
            }
            cells[i] = cell
            cells[right] = .continuation(style: cell.style)
        } else {
            cells[i] = cell
        }
    }

    /// Writes `text` from column `x` on row `y`, one grapheme per cell (wide graphemes take two),
    /// stopping before `x + maxWidth` columns (default: the right edge). Control characters and
    /// zero-width graphemes are dropped. A wide grapheme that would straddle the limit (or the left edge)
    /// leaves a space in the one column it could have used. Returns the number of columns written.
    @discardableResult
    public mutating func setString(x: Int, y: Int, _ text: String, style: Style, maxWidth: Int? = nil) -> Int {
        guard y >= area.y, y < area.bottom else { return 0 }
        let limit = min(area.right, x + max(0, maxWidth ?? Int.max / 2))
        var column = x
        DisplayWidth.forEachGrapheme(in: text) { character, w in
            if w == 0 { return true }
            if column >= limit { return false }
            if column + w > limit {
                if column >= area.x { set(x: column, y: y, cell: Cell(symbol: " ", width: 1, style: style)) }
                column = limit
                return false
            }
            if column >= area.x {
                set(x: column, y: y, cell: Cell(symbol: String(character), width: UInt8(w), style: style))
            } else if column + w > area.x {
                // Right half of a wide glyph cut by the left edge.
                set(x: area.x, y: y, cell: Cell(symbol: " ", width: 1, style: style))
            }
            column += w
            return true
        }
        return max(0, column - x)
    }

    /// Writes the spans of `line` from column `x` on row `y`, each in its own style, within `maxWidth`
    /// columns (default: to the right edge), like `setString`. Returns the number of columns written.
    @discardableResult
    public mutating func setLine(x: Int, y: Int, _ line: Line, maxWidth: Int? = nil) -> Int {
        var remaining = max(0, maxWidth ?? Int.max / 2)
        var column = x
        for span in line.spans where remaining > 0 {
            let written = setString(x: column, y: y, span.text, style: span.style, maxWidth: remaining)
            column += written
            remaining -= written
        }
        return column - x
    }

    /// Sets the style of every cell in `rect` (clipped to `area`), keeping the symbols.
    public mutating func setStyle(_ rect: Rect, style: Style) {
        let r = rect.intersection(area)
        for y in r.y..<r.bottom {
            for x in r.x..<r.right {
                if let i = index(x: x, y: y) { cells[i].style = style }
            }
        }
    }

    /// Fills `rect` (clipped to `area`) with copies of `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell = .blank) {
        let r = rect.intersection(area)
        for y in r.y..<r.bottom {
            for x in stride(from: r.x, to: r.right, by: max(1, Int(cell.width))) { set(x: x, y: y, cell: cell) }
        }
    }

    /// One changed cell found by `diff(from:)`: absolute column and row.
    public struct Change: Equatable, Sendable {
        /// Column, 0-based.
        public var x: Int
        /// Row, 0-based.
        public var y: Int
        /// The cell's new content.
        public var cell: Cell

        /// A change of the cell at column `x`, row `y` to `cell`.
        public init(x: Int, y: Int, cell: Cell) {
            self.x = x
            self.y = y
            self.cell = cell
        }
    }

    /// The cells of `self` that differ from `previous` (all cells when the areas differ), in row order.
    /// Continuation cells are not listed; their wide glyph on the left is.
    public func diff(from previous: Buffer) -> [Change] {
        var changes: [Change] = []
        forEachChange(from: previous) { x, y, cell in changes.append(Change(x: x, y: y, cell: cell)) }
        return changes
    }

    /// Calls `body` with each change `diff(from:)` lists, in the same order, without making the list; a nil
    /// `previous` is a blank screen of this area (`Cell.blank` everywhere, no buffer made for it). Returns how many
    /// there were. (A first frame has ~2,700: the list and its copies were a quarter of drawing it, measured.)
    @discardableResult
    public func forEachChange(from previous: Buffer?, _ body: (_ x: Int, _ y: Int, _ cell: Cell) -> Void) -> Int {
        let old = previous.flatMap { $0.area == area ? $0.cells : nil }
        let compareWithBlank = previous == nil
        let blank = Cell.blank
        let width = max(1, area.width)
        var count = 0
        var lastX = Int.min, lastY = Int.min
        for i in cells.indices {
            if let old {
                if old[i] == cells[i] { continue }
            } else if compareWithBlank && cells[i] == blank {
                continue
            }
            let x = area.x + i % width, y = area.y + i / width
            if cells[i].isContinuation {
                // The wide glyph to the left carries this cell; make sure it is redrawn.
                if lastX == x - 1, lastY == y { continue }
                guard let left = index(x: x - 1, y: y) else { continue }
                body(x - 1, y, cells[left])
                (lastX, lastY, count) = (x - 1, y, count + 1)
                continue
            }
            body(x, y, cells[i])
            (lastX, lastY, count) = (x, y, count + 1)
        }
        return count
    }

    /// The buffer as lines of text, one per row (continuation cells omitted), for snapshot tests.
    public func lines() -> [String] {
        (0..<area.height).map { row in
            var line = ""
            for col in 0..<area.width where !cells[row * area.width + col].isContinuation {
                line += cells[row * area.width + col].symbol
            }
            return line
        }
    }
}
