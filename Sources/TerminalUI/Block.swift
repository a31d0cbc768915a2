/// Which sides of a `Block` get a border.
public struct Borders: OptionSet, Hashable, Sendable {
    /// The bit mask of sides.
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The top side.
    public static let top = Borders(rawValue: 1 << 0)
    /// The right side.
    public static let right = Borders(rawValue: 1 << 1)
    /// The bottom side.
    public static let bottom = Borders(rawValue: 1 << 2)
    /// The left side.
    public static let left = Borders(rawValue: 1 << 3)
    /// All four sides.
    public static let all: Borders = [.top, .right, .bottom, .left]
}

/// The line characters of a border.
public enum BorderType: Equatable, Hashable, Sendable {
    /// `┌─┐│└┘`
    case plain
    /// `╭─╮│╰╯`
    case rounded

    var corners: (topLeft: String, topRight: String, bottomLeft: String, bottomRight: String) {
        switch self {
        case .plain: return ("┌", "┐", "└", "┘")
        case .rounded: return ("╭", "╮", "╰", "╯")
        }
    }
}

/// A frame around a pane: borders, a title on the left and another on the right of the top row.
/// Draws only its border and titles; the inside (`inner(_:)`) is left to the content widget.
public struct Block: Widget, Sendable {
    /// Title drawn on the top row after the corner, with one space either side when there is a top border.
    public var title: Line?
    /// Title drawn at the right end of the top row (e.g. "updated 12:00"); dropped when it doesn't fit.
    public var rightTitle: Line?
    /// Sides that get a border.
    public var borders: Borders
    /// Line characters of the border.
    public var borderType: BorderType
    /// Style of the border lines.
    public var borderStyle: Style
    /// Style under the titles' own span styles.
    public var titleStyle: Style

    /// A block with the given titles, sides, border characters and styles (default: plain border all round).
    public init(title: Line? = nil, rightTitle: Line? = nil, borders: Borders = .all, borderType: BorderType = .plain,
                borderStyle: Style = .plain, titleStyle: Style = .plain) {
        self.title = title
        self.rightTitle = rightTitle
        self.borders = borders
        self.borderType = borderType
        self.borderStyle = borderStyle
        self.titleStyle = titleStyle
    }

    /// The area inside the borders (and below the title row when there is no top border). Never negative.
    public func inner(_ area: Rect) -> Rect {
        let left = borders.contains(.left) ? 1 : 0
        let right = borders.contains(.right) ? 1 : 0
        let top = borders.contains(.top) || title != nil || rightTitle != nil ? 1 : 0
        let bottom = borders.contains(.bottom) ? 1 : 0
        return Rect(x: area.x + left, y: area.y + top,
                    width: max(0, area.width - left - right), height: max(0, area.height - top - bottom))
    }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        drawBorders(area: area, buffer: &buffer)
        drawTitles(area: area, buffer: &buffer)
    }

    private func drawBorders(area: Rect, buffer: inout Buffer) {
        let lastX = area.right - 1, lastY = area.bottom - 1
        func put(_ x: Int, _ y: Int, _ symbol: String) {
            buffer.set(x: x, y: y, cell: Cell(symbol: symbol, width: 1, style: borderStyle))
        }
        if borders.contains(.top) { for x in area.x...lastX { put(x, area.y, "─") } }
        if borders.contains(.bottom) { for x in area.x...lastX { put(x, lastY, "─") } }
        if borders.contains(.left) { for y in area.y...lastY { put(area.x, y, "│") } }
        if borders.contains(.right) { for y in area.y...lastY { put(lastX, y, "│") } }
        let c = borderType.corners
        if borders.contains([.top, .left]) { put(area.x, area.y, c.topLeft) }
        if borders.contains([.top, .right]) { put(lastX, area.y, c.topRight) }
        if borders.contains([.bottom, .left]) { put(area.x, lastY, c.bottomLeft) }
        if borders.contains([.bottom, .right]) { put(lastX, lastY, c.bottomRight) }
    }

    private func drawTitles(area: Rect, buffer: inout Buffer) {
        let start = area.x + (borders.contains(.left) ? 1 : 0)
        let available = area.width - (borders.contains(.left) ? 1 : 0) - (borders.contains(.right) ? 1 : 0)
        guard available > 0 else { return }
        let padded = borders.contains(.top)
        func prepared(_ line: Line) -> Line {
            let styled = line.patchingStyle(under: titleStyle)
            guard padded else { return styled }
            return Line([Span(" ", style: titleStyle)] + styled.spans + [Span(" ", style: titleStyle)])
        }
        var used = 0
        if let title {
            let line = prepared(title).truncated(to: available)
            used = buffer.setLine(x: start, y: area.y, line, maxWidth: available)
        }
        if let rightTitle {
            let line = prepared(rightTitle)
            let gap = used > 0 ? 1 : 0
            guard used + gap + line.width <= available else { return }
            buffer.setLine(x: start + available - line.width, y: area.y, line, maxWidth: line.width)
        }
    }
}
