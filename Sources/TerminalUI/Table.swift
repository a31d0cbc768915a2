/// Rows of cells under a header, in columns sized by `Constraint`s, one column of spacing between them.
/// Covers its whole area: each drawn row is filled in its style; a selected row is highlighted; the view
/// scrolls so the selection stays visible. Cells too wide for their column end with "…".
public struct Table: Widget, Sendable {
    /// One column: header text, width constraint and alignment of its cells.
    public struct Column: Equatable, Sendable {
        /// Text of the header row for this column.
        public var header: String
        /// How the column's width is chosen.
        public var width: Constraint
        /// Alignment of the header and cells within the column.
        public var alignment: Alignment

        /// A column titled `header`, sized by `width`, its cells aligned by `alignment`.
        public init(_ header: String, width: Constraint, alignment: Alignment = .left) {
            self.header = header
            self.width = width
            self.alignment = alignment
        }
    }

    /// One row: a styled line per column (missing cells are blank) and the row's own style.
    public struct Row: Equatable, Sendable {
        /// One styled line per column; missing cells are blank.
        public var cells: [Line]
        /// Style the row is filled in, under its cells' own styles.
        public var style: Style

        /// A row of `cells` in `style`.
        public init(cells: [Line], style: Style = .plain) {
            self.cells = cells
            self.style = style
        }

        /// A row of plain strings.
        public init(_ cells: [String], style: Style = .plain) {
            self.init(cells: cells.map { Line($0) }, style: style)
        }
    }

    /// The columns, left to right.
    public var columns: [Column]
    /// The rows, top to bottom.
    public var rows: [Row]
    /// Draw the header row (the columns' `header`s) at the top.
    public var showHeader: Bool
    /// Style of the header row.
    public var headerStyle: Style
    /// Index into `rows` of the highlighted row, if any.
    public var selected: Int?
    /// Laid over the selected row (cells keep their colours unless this sets them). Default: reverse video.
    public var highlightStyle: Style
    /// First row shown (the caller keeps it between frames); adjusted so `selected` is visible.
    public var offset: Int
    /// Blank columns between adjacent columns.
    public var columnSpacing: Int

    /// A table of `rows` in `columns`; see the properties for each parameter.
    public init(columns: [Column], rows: [Row], showHeader: Bool = true,
                headerStyle: Style = Style(modifiers: .bold), selected: Int? = nil,
                highlightStyle: Style = Style(modifiers: .reverse), offset: Int = 0, columnSpacing: Int = 1) {
        self.columns = columns
        self.rows = rows
        self.showHeader = showHeader
        self.headerStyle = headerStyle
        self.selected = selected
        self.highlightStyle = highlightStyle
        self.offset = offset
        self.columnSpacing = columnSpacing
    }

    /// The first visible row so that `selected` is on screen: `current` when it already is, otherwise the
    /// smallest scroll that brings it in (selection at the top when scrolling up, at the bottom when down).
    /// Never negative; `visibleRows <= 0` gives `current` (clamped to ≥ 0).
    public static func scrollOffset(selected: Int, current: Int, visibleRows: Int) -> Int {
        let current = max(0, current)
        guard visibleRows > 0 else { return current }
        if selected < current { return max(0, selected) }
        if selected >= current + visibleRows { return selected - visibleRows + 1 }
        return current
    }

    /// Rows available for the body in an area `height` rows high.
    public func visibleRows(height: Int) -> Int { max(0, height - (showHeader ? 1 : 0)) }

    /// The first row drawn in an area `height` rows high: `offset` kept within the rows and moved so the
    /// selection is visible.
    public func firstVisibleRow(height: Int) -> Int {
        let visible = visibleRows(height: height)
        var start = max(0, offset)
        if let selected { start = Self.scrollOffset(selected: selected, current: start, visibleRows: visible) }
        return min(start, max(0, rows.count - visible))
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let columnRects = Layout.split(area.row(0), direction: .horizontal,
                                       constraints: columns.map(\.width), spacing: columnSpacing)
        var y = area.y
        if showHeader {
            let header = Row(cells: columns.map { Line($0.header) }, style: headerStyle)
            draw(header, y: y, area: area, columnRects: columnRects, buffer: &buffer)
            y += 1
        }
        let start = firstVisibleRow(height: area.height)
        for index in start..<min(rows.count, start + visibleRows(height: area.height)) {
            var row = rows[index]
            if index == selected { row.style = row.style.patched(with: highlightStyle) }
            let overlay = index == selected ? highlightStyle : nil
            draw(row, y: y, area: area, columnRects: columnRects, overlay: overlay, buffer: &buffer)
            y += 1
        }
    }

    private func draw(_ row: Row, y: Int, area: Rect, columnRects: [Rect], overlay: Style? = nil,
                      buffer: inout Buffer) {
        buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1),
                    with: Cell(symbol: " ", width: 1, style: row.style))
        for (i, rect) in columnRects.enumerated() where rect.width > 0 && i < row.cells.count {
            var line = row.cells[i].patchingStyle(under: row.style)
            if let overlay { line = Line(line.spans.map { Span($0.text, style: $0.style.patched(with: overlay)) }) }
            line = line.truncated(to: rect.width)
            let x = rect.x + columns[i].alignment.offset(contentWidth: line.width, in: rect.width)
            buffer.setLine(x: x, y: y, line, maxWidth: rect.right - x)
        }
    }
}
