public import KursCore
public import TerminalUI

/// The "?" help: a bordered box of key bindings centred over the frame, with the cells under it cleared.
/// It lists the keys of config `keys` (the defaults where the config binds none).
public struct HelpOverlay: Widget, Sendable {
    /// The bindings shown with the default keys, (keys, what they do), in order.
    public static let bindings = bindings(for: KeyBindings())

    /// The bindings shown for `keys`, (keys, what they do), in order ("↑/↓  j/k": the down key first, as
    /// the arrows read in the default help); each rebound action shows its
    /// configured key next to the fixed keys that keep working (arrows, PgUp/PgDn, Enter, Esc, Tab).
    public static func bindings(for keys: KeyBindings) -> [(keys: String, action: String)] {
        let key = keys.key(for:)
        /// The fixed key, followed by the configured one when that is another key.
        func with(_ fixed: String, _ action: KeyAction) -> String {
            key(action) == action.defaultKey ? fixed : fixed + "  " + key(action)
        }
        return [
            ("↑/↓  \(key(.down))/\(key(.up))", "move"),
            (key(.pageUp) == "PgUp" && key(.pageDown) == "PgDn" ? "PgUp/PgDn" : "PgUp/PgDn  \(key(.pageUp))/\(key(.pageDown))",
             "page up / down"),
            ("\(key(.top))/\(key(.bottom))", "top / bottom"),
            (with("Enter", .open), "open coin"),
            (with("Esc  Backspace", .back) + "  " + key(.quit), "back"),
            (with("Tab  Shift-Tab", .nextPane), "next / previous pane"),
            (key(.filter), "filter coins"),
            (key(.reload), "reload"),
            ("R", "reload focused pane"),
            (key(.expand), "expand description"),
            ("w", "weather"),
            ("Converter", ""),
            ("  ↑/↓", "amount / from / to"),
            ("  0-9 . , + - * / ( )", "amount"),
            ("  f / t", "pick from / to currency"),
            ("  " + key(.swap), "swap"),
            ("  m", "bank / mid-market"),
            ("  1-6", "quick picks"),
            ("Weather", ""),
            ("  a", "add a city (search)"),
            ("  x", "delete city"),
            ("  K / J", "move city up / down"),
            ("  u", "°C / °F"),
            ("  ←/→", "hours"),
            (key(.help), "help"),
            (key(.quit), "quit (top level)"),
            ("Ctrl-C", "quit"),
        ]
    }

    /// Styles to draw with (colour or `NO_COLOR`).
    public var theme: PaneTheme
    /// The key bindings listed (config `keys`).
    public var keys: KeyBindings

    /// A help overlay listing `keys` (default: the default keys).
    public init(theme: PaneTheme = PaneTheme(), keys: KeyBindings = KeyBindings()) {
        self.theme = theme
        self.keys = keys
    }

    /// The box drawn within `area`: as big as the bindings need, centred, shrunk to fit.
    public func box(in area: Rect) -> Rect {
        let bindings = Self.bindings(for: keys)
        let keyWidth = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = bindings.map { DisplayWidth.of($0.action) }.max() ?? 0
        return centered(width: keyWidth + 2 + actionWidth + 4, height: bindings.count + 2, in: area)
    }

    /// Draws the box over whatever `area` of `buffer` holds.
    public func render(area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        Clear().render(area: box, buffer: &buffer)
        let block = Block(title: Line("Help"), rightTitle: Line(keys.key(for: .help) + " close", style: theme.label),
                          borderStyle: theme.border(focused: true), titleStyle: theme.title)
        block.render(area: box, buffer: &buffer)
        let inner = block.inner(box).inset(horizontal: 1, vertical: 0)
        let bindings = Self.bindings(for: keys)
        let keyWidth = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        for (i, binding) in bindings.enumerated() where i < inner.height {
            let heading = binding.action.isEmpty
            let line = Line([Span(DisplayWidth.pad(binding.keys, to: keyWidth + 2), style: heading ? theme.label : theme.title),
                             Span(binding.action)])
            buffer.setLine(x: inner.x, y: inner.y + i, line.truncated(to: inner.width), maxWidth: inner.width)
        }
    }
}
