/// Styled text in a rectangle: respects newlines, wraps at word boundaries by display width (words longer
/// than the width are broken), can scroll and be capped to a number of rows. Draws only its glyphs; cells
/// after the text on each row are left as they are.
public struct Paragraph: Widget, Sendable {
    /// The text; newlines inside spans start new lines.
    public var lines: [Line]
    /// Horizontal alignment of each row.
    public var alignment: Alignment
    /// Wrap long lines (true) or clip them at the right edge (false).
    public var wrap: Bool
    /// Rows of the wrapped text skipped at the top.
    public var scroll: Int
    /// At most this many rows are drawn (nil: as many as the area holds).
    public var maxLines: Int?
    /// When rows are cut off below, end the last drawn row with "…".
    public var ellipsizeOverflow: Bool
    /// Style under every span's own style.
    public var style: Style

    /// A paragraph of styled `lines`; see the properties for each parameter.
    public init(_ lines: [Line], alignment: Alignment = .left, wrap: Bool = true, scroll: Int = 0,
                maxLines: Int? = nil, ellipsizeOverflow: Bool = false, style: Style = .plain) {
        self.lines = lines
        self.alignment = alignment
        self.wrap = wrap
        self.scroll = scroll
        self.maxLines = maxLines
        self.ellipsizeOverflow = ellipsizeOverflow
        self.style = style
    }

    /// A paragraph of plain `text` in `style`.
    public init(_ text: String, style: Style = .plain, alignment: Alignment = .left, wrap: Bool = true,
                scroll: Int = 0, maxLines: Int? = nil, ellipsizeOverflow: Bool = false) {
        self.init([Line(text)], alignment: alignment, wrap: wrap, scroll: scroll, maxLines: maxLines,
                  ellipsizeOverflow: ellipsizeOverflow, style: style)
    }

    /// Rows `text` takes when wrapped to `width` columns (0 when `width <= 0`).
    public static func wrappedLineCount(text: String, width: Int) -> Int {
        wrappedLineCount(lines: [Line(text)], width: width)
    }

    /// Rows `lines` take when wrapped to `width` columns (0 when `width <= 0`).
    public static func wrappedLineCount(lines: [Line], width: Int) -> Int {
        wrapped(lines, width: width).count
    }

    /// `lines` split at newlines and wrapped to `width` columns: one `Line` per row, none wider than `width`.
    public static func wrapped(_ lines: [Line], width: Int) -> [Line] {
        guard width > 0 else { return [] }
        return Line.splittingNewlines(lines).flatMap { WordWrapper.wrap($0.graphemes, width: width) }
            .map(Self.line(from:))
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let base = Line.splittingNewlines(lines).map { $0.patchingStyle(under: style) }
        let rows = wrap ? Self.wrapped(base, width: area.width) : base.map { $0.clipped(to: area.width) }
        let start = min(max(0, scroll), rows.count)
        let capacity = min(area.height, max(0, maxLines ?? Int.max))
        let shown = Array(rows[start...].prefix(capacity))
        for (i, row) in shown.enumerated() {
            var line = row
            if ellipsizeOverflow, i == shown.count - 1, start + shown.count < rows.count {
                line = Line(row.clipped(to: area.width - 1).spans + [Span("…", style: row.spans.last?.style ?? style)])
            }
            let x = area.x + alignment.offset(contentWidth: line.width, in: area.width)
            buffer.setLine(x: x, y: area.y + i, line, maxWidth: area.right - x)
        }
    }

    /// Rebuilds spans from graphemes, merging runs of one style.
    static func line(from graphemes: [StyledGrapheme]) -> Line {
        var spans: [Span] = []
        for g in graphemes {
            if let last = spans.last, last.style == g.style {
                spans[spans.count - 1].text.append(g.character)
            } else {
                spans.append(Span(String(g.character), style: g.style))
            }
        }
        return Line(spans)
    }
}

/// Greedy word wrapping of one line of graphemes by display width.
enum WordWrapper {
    /// Rows no wider than `width` (> 0). Whitespace at a wrap point is dropped; leading whitespace of the
    /// line is kept. A word wider than `width` starts a new row and is broken across rows; a wide glyph that
    /// can never fit (`width == 1`) becomes a space. An empty line gives one empty row.
    static func wrap(_ graphemes: [StyledGrapheme], width: Int) -> [[StyledGrapheme]] {
        var rows: [[StyledGrapheme]] = []
        var row: [StyledGrapheme] = []
        var rowWidth = 0
        func breakRow() {
            while let last = row.last, last.isWhitespace { row.removeLast() }
            rows.append(row)
            row = []
            rowWidth = 0
        }
        for token in tokens(graphemes) {
            let tokenWidth = token.reduce(0) { $0 + $1.width }
            let isSpace = token.first?.isWhitespace ?? false
            if rowWidth + tokenWidth <= width {
                if isSpace, row.isEmpty, !rows.isEmpty { continue }  // no leading space on a wrapped row
                row += token
                rowWidth += tokenWidth
                continue
            }
            if isSpace {
                breakRow()
                continue
            }
            if row.contains(where: { !$0.isWhitespace }) {
                breakRow()
            } else if tokenWidth <= width {
                row = []  // indentation that would push a fitting word apart is dropped
                rowWidth = 0
            }
            for g in token {
                var glyph = g
                if glyph.width > width { glyph = StyledGrapheme(character: " ", style: g.style, width: 1, isFiller: true) }
                if rowWidth + glyph.width > width { breakRow() }
                row.append(glyph)
                rowWidth += glyph.width
            }
        }
        if !row.isEmpty || rows.isEmpty { rows.append(row) }
        return rows
    }

    /// Alternating runs of whitespace and non-whitespace graphemes.
    private static func tokens(_ graphemes: [StyledGrapheme]) -> [[StyledGrapheme]] {
        var tokens: [[StyledGrapheme]] = []
        for g in graphemes {
            if let last = tokens.last?.last, last.isWhitespace == g.isWhitespace {
                tokens[tokens.count - 1].append(g)
            } else {
                tokens.append([g])
            }
        }
        return tokens
    }
}
