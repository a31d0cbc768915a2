/// What a `Table` keeps between frames (ratatui's `TableState`): the first row shown. Drawing settles it so the
/// selection is visible, scrolling the least needed (htop-like: the selection stays where it is on screen
/// until it would leave the view).
public struct TableState: Equatable, Sendable {
    /// Index of the first row drawn, as the last frame settled it.
    public var offset: Int

    /// A state whose first shown row is `offset` (0: the top).
    public init(offset: Int = 0) {
        self.offset = offset
    }
}

extension Table: StatefulWidget {
    /// Draws from `state.offset` (instead of `offset`) and stores the first row this frame showed.
    public func render(area: Rect, buffer: inout Buffer, state: inout TableState) {
        guard !area.isEmpty else { return }
        var table = self
        table.offset = state.offset
        table.render(area: area, buffer: &buffer)
        state.offset = table.firstVisibleRow(height: area.height)
    }
}
