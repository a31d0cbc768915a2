/// A titled grid of label/value pairs, e.g. a coin's "Overview": `columns` pairs per row, each drawn as
/// "Label      value" (label left in `labelStyle`, value right-aligned in its own span styles), an optional
/// title row above. Item rows are blanked across the area first; the title row draws only its text.
/// Values win space over labels; a label too long for its room takes the first of its shorter forms that fits
/// ("Market Capitalization" → "Market Cap" → "Mkt Cap"), and only the shortest is truncated with "…".
public struct StatGrid: Widget, Sendable {
    /// One pair: a label ("Market Cap") and its value (a `Line`, e.g. "$1.2Tr" + green " +0.14%").
    public struct Item: Equatable, Sendable {
        /// Label text, drawn in the grid's `labelStyle`; truncated first when space is short.
        public var label: String
        /// Value, right-aligned in its own span styles.
        public var value: Line
        /// Shorter forms of `label`, longest first, for a narrow slot.
        public var shorterLabels: [String]

        /// A pair of `label` (with its `shorter` forms, longest first) and `value`.
        public init(_ label: String, _ value: Line, shorter: [String] = []) {
            self.label = label
            self.value = value
            self.shorterLabels = shorter
        }

        /// The first of the label's forms that fits `width` columns, else the shortest cut to it.
        func label(fitting width: Int) -> String {
            let forms = [label] + shorterLabels
            return forms.first { DisplayWidth.of($0) <= width } ?? DisplayWidth.truncate(forms.last ?? label, to: width)
        }
    }

    /// Title row above the items; nil for none.
    public var title: Line?
    /// The pairs, filled in row by row.
    public var items: [Item]
    /// Pairs per row (at least 1).
    public var columns: Int
    /// Style under the title's own span styles.
    public var titleStyle: Style
    /// Style of the labels.
    public var labelStyle: Style
    /// Blank columns between pairs.
    public var columnSpacing: Int

    /// A grid of `items`, `columns` pairs per row, under an optional `title`.
    public init(title: Line? = nil, items: [Item], columns: Int = 2, titleStyle: Style = Style(modifiers: .bold),
                labelStyle: Style = Style(modifiers: .dim), columnSpacing: Int = 3) {
        self.title = title
        self.items = items
        self.columns = columns
        self.titleStyle = titleStyle
        self.labelStyle = labelStyle
        self.columnSpacing = columnSpacing
    }

    /// Rows needed to show every item (title row included).
    public var height: Int {
        let perRow = max(1, columns)
        return (title == nil ? 0 : 1) + (items.count + perRow - 1) / perRow
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var y = area.y
        if let title {
            buffer.setLine(x: area.x, y: y, title.patchingStyle(under: titleStyle).truncated(to: area.width),
                           maxWidth: area.width)
            y += 1
        }
        let perRow = max(1, columns)
        let slots = Layout.split(area.row(0), direction: .horizontal,
                                 constraints: Array(repeating: .fill(1), count: perRow), spacing: columnSpacing)
        for (i, item) in items.enumerated() {
            let rowY = y + i / perRow
            guard rowY < area.bottom else { break }
            if i % perRow == 0 { buffer.fill(area.row(rowY - area.y), with: .blank) }
            draw(item, in: slots[i % perRow], y: rowY, buffer: &buffer)
        }
    }

    private func draw(_ item: Item, in slot: Rect, y: Int, buffer: inout Buffer) {
        guard slot.width > 0 else { return }
        let value = item.value.truncated(to: slot.width)
        let labelWidth = slot.width - value.width - 1
        if labelWidth > 0 {
            buffer.setString(x: slot.x, y: y, item.label(fitting: labelWidth),
                             style: labelStyle, maxWidth: labelWidth)
        }
        buffer.setLine(x: slot.right - value.width, y: y, value, maxWidth: value.width)
    }
}
