/// Blanks its area (spaces in `style`): drawn under an overlay such as the help popup.
public struct Clear: Widget, Sendable {
    /// Style of the blanking spaces.
    public var style: Style

    /// Blanks in `style`.
    public init(style: Style = .plain) { self.style = style }

    public func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        buffer.fill(area, with: Cell(symbol: " ", width: 1, style: style))
    }
}

/// A `width × height` rectangle centred in `area`, shrunk to fit inside it (for overlays such as help).
/// When the leftover is odd the extra cell goes right/below.
public func centered(width: Int, height: Int, in area: Rect) -> Rect {
    let w = min(max(0, width), area.width), h = min(max(0, height), area.height)
    return Rect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
}
