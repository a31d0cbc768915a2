import TerminalUI

/// Shown instead of the dashboard when the terminal is smaller than it needs:
/// "terminal too small: 59x15 (need 60x15)", centred (cut with "…" when even that does not fit).
struct TooSmallScreen: Widget, Sendable {
    /// Size needed, in columns.
    static let minimumWidth = 60
    /// Size needed, in rows.
    static let minimumHeight = 15

    /// Whether a terminal `width × height` cells is too small for the dashboard.
    static func isTooSmall(width: Int, height: Int) -> Bool {
        width < minimumWidth || height < minimumHeight
    }

    /// The too-small message widget.
    init() {}

    /// The message for an area `width × height`.
    static func message(width: Int, height: Int) -> String {
        "terminal too small: \(width)x\(height) (need \(minimumWidth)x\(minimumHeight))"
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let text = DisplayWidth.truncate(Self.message(width: area.width, height: area.height), to: area.width)
        let box = centered(width: DisplayWidth.of(text), height: 1, in: area)
        buffer.setString(x: box.x, y: box.y, text, style: .plain)
    }
}
