import KursCore
import TerminalUI

/// The "?" help: a bordered box of key bindings centred over the frame, with the cells under it cleared.
/// It lists `KeyBinding.table` with the keys of config `keys` (the defaults where the config binds none).
struct HelpOverlay: Widget, Sendable {
    /// The lines shown for `keys`, (keys, what they do), in table order, grouped by context under headings.
    static func bindings(for keys: KeyBindings) -> [(keys: String, action: String)] {
        KeyHelp.lines(KeyMap(bindings: keys)).map { ($0.keys, $0.action) }
    }

    /// The number of help lines for `keys` (the largest useful offset).
    static func lineCount(for keys: KeyBindings) -> Int { bindings(for: keys).count }

    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme
    /// The key bindings listed (config `keys`).
    var keys: KeyBindings
    /// The first line shown when the lines don't fit (clamped so the last page is full).
    var offset: Int

    /// A help overlay listing `keys` (default: the default keys) from line `offset`.
    init(theme: PaneTheme = PaneTheme(), keys: KeyBindings = KeyBindings(), offset: Int = 0) {
        self.theme = theme
        self.keys = keys
        self.offset = offset
    }

    /// The box drawn within `area`: as big as the bindings need, centred, shrunk to fit; a side that would leave
    /// one column or row of `area` beside it (a pane's border, which would double the box's) reaches `area`'s edge.
    func box(in area: Rect) -> Rect {
        let bindings = Self.bindings(for: keys)
        let keyWidth = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        let actionWidth = bindings.map { DisplayWidth.of($0.action) }.max() ?? 0
        let box = centered(width: keyWidth + 2 + actionWidth + 4, height: bindings.count + 2, in: area)
        guard !box.isEmpty else { return box }
        let left = box.x - area.x <= 1 ? area.x : box.x, right = area.right - box.right <= 1 ? area.right : box.right
        let top = box.y - area.y <= 1 ? area.y : box.y, bottom = area.bottom - box.bottom <= 1 ? area.bottom : box.bottom
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Draws the box over whatever `area` of `buffer` holds: the lines from `offset` that fit, and in the bottom
    /// border "↓ more" / "↑ more" / "↕ more" while lines are hidden below / above / both.
    func render(area: Rect, buffer: inout Buffer) {
        let box = box(in: area)
        guard !box.isEmpty else { return }
        Clear().render(area: box, buffer: &buffer)
        let keyMap = KeyMap(bindings: keys)
        let block = Block(title: Line("Help"), rightTitle: Line(keyMap.label(for: .help) + " close", style: theme.label),
                          borderStyle: theme.border(focused: true), titleStyle: theme.title)
        block.render(area: box, buffer: &buffer)
        let inner = block.inner(box).inset(horizontal: 1, vertical: 0)
        let bindings = Self.bindings(for: keys)
        let first = min(max(0, offset), max(0, bindings.count - inner.height))
        let keyWidth = bindings.map { DisplayWidth.of($0.keys) }.max() ?? 0
        for (row, binding) in bindings.dropFirst(first).prefix(max(0, inner.height)).enumerated() {
            let heading = binding.action.isEmpty
            let line = Line([Span(DisplayWidth.pad(binding.keys, to: keyWidth + 2), style: heading ? theme.label : theme.title),
                             Span(binding.action)])
            buffer.setLine(x: inner.x, y: inner.y + row, line.truncated(to: inner.width), maxWidth: inner.width)
        }
        let above = first > 0, below = first + inner.height < bindings.count
        guard above || below, box.height >= 3 else { return }
        let more = (above && below ? "↕" : below ? "↓" : "↑") + " more · \(keyMap.label(for: .down))/\(keyMap.label(for: .up)) PgUp/PgDn"
        let text = " \(more) "
        let x = box.x + max(1, box.width - DisplayWidth.of(text) - 1)
        buffer.setLine(x: x, y: box.y + box.height - 1, Line(text, style: theme.label), maxWidth: box.width - 2)
    }
}
