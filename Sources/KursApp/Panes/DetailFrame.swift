import TerminalUI

/// The frame of a detail screen (a coin's, a currency's): the area cleared, a border titled on the left with
/// "Esc back" on the right, and the content area inside it, one column in from each side.
struct DetailFrame {
    /// The title, e.g. "Bitcoin (BTC)".
    var title: String
    /// Whether the detail has the keyboard focus (highlighted border).
    var focused = true
    /// Styles to draw with.
    var theme: PaneTheme

    /// The content area inside the frame drawn over `area` (without drawing).
    func content(_ area: Rect) -> Rect { block.inner(area).inset(horizontal: 1, vertical: 0) }

    /// Draws the frame over `area` and returns its content area.
    func render(area: Rect, buffer: inout Buffer) -> Rect {
        Clear().render(area: area, buffer: &buffer)
        block.render(area: area, buffer: &buffer)
        return content(area)
    }

    private var block: Block {
        Block(title: Line(title), rightTitle: Line("Esc back", style: theme.label),
              borderStyle: theme.border(focused: focused), titleStyle: theme.title)
    }
}
