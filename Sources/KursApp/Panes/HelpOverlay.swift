public import TerminalUI

/// The "?" help: a bordered box of key bindings centred over the frame, with the cells under it cleared.
public struct HelpOverlay: Widget, Sendable {
    /// The bindings shown, (keys, what they do), in order.
    public static let bindings: [(keys: String, action: String)] = [
        ("↑/↓  j/k", "move"),
        ("PgUp/PgDn", "page up / down"),
        ("g/G", "top / bottom"),
        ("Enter", "open coin"),
        ("Esc  Backspace  q", "back"),
        ("Tab  Shift-Tab", "next / previous pane"),
        ("/", "filter coins"),
        ("r", "reload"),
        ("R", "reload focused pane"),
        ("d", "expand description"),
        ("w", "weather"),
        ("Converter", ""),
        ("  ↑/↓", "amount / from / to"),
        ("  0-9 . , + - * / ( )", "amount"),
        ("  f / t", "pick from / to currency"),
        ("  s", "swap"),
        ("  m", "bank / mid-market"),
        ("  1-6", "quick picks"),
        ("Weather", ""),
        ("  a", "add a city (search)"),
        ("  x", "delete city"),
        ("  K / J", "move city up / down"),
        ("  u", "°C / °F"),
        ("  ←/→", "hours"),
        ("?", "help"),
        ("q", "quit (top level)"),
        ("Ctrl-C", "quit"),
    ]

    public var theme: PaneTheme

    /// A help overlay.
    public init(theme: PaneTheme = PaneTheme()) { self.theme = theme }

    /// The box drawn within `area`: as big as the bindings need, centred, shrunk to fit.
    public func box(in area: Rect) -> Rect {
        let keyWidth = Self.bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = Self.bindings.map { DisplayWidth.of($0.action) }.max() ?? 0
        return centered(width: keyWidth + 2 + actionWidth + 4, height: Self.bindings.count + 2, in: area)
    }

    /// Draws the box over whatever `area` of `buffer` holds.
    public func render(area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        Clear().render(area: box, buffer: &buffer)
        let block = Block(title: Line("Help"), rightTitle: Line("? close", style: theme.label),
                          borderStyle: theme.border(focused: true), titleStyle: theme.title)
        block.render(area: box, buffer: &buffer)
        let inner = block.inner(box).inset(horizontal: 1, vertical: 0)
        let keyWidth = Self.bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        for (i, binding) in Self.bindings.enumerated() where i < inner.height {
            let heading = binding.action.isEmpty
            let line = Line([Span(DisplayWidth.pad(binding.keys, to: keyWidth + 2), style: heading ? theme.label : theme.title),
                             Span(binding.action)])
            buffer.setLine(x: inner.x, y: inner.y + i, line.truncated(to: inner.width), maxWidth: inner.width)
        }
    }
}
