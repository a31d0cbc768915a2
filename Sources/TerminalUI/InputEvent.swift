/// What a `TerminalBackend` reads from the terminal, in the order it arrived.
public enum InputEvent: Equatable, Sendable {
    /// A key press.
    case key(Key)
    /// The terminal is now `width` columns by `height` rows (the backend's `size` already says so); the next
    /// `draw` repaints every cell.
    case resize(width: Int, height: Int)
}
