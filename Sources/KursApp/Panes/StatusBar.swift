import Foundation
import KursCore
import TerminalUI

/// The bottom row: one short text per data source ("CoinGecko · updated 3 min ago"), separated by " │ ",
/// and the key hints right-aligned. Where the data comes from matters more than the hints: the hints are shown
/// only when the source texts fit beside them; otherwise the source texts get the whole row (cut with "…" by
/// display width only when even that is too narrow).
struct StatusBar: Widget, Sendable {
    /// One span per source (the dashboard's come from `DashboardModelMapping.statusSources`).
    var sources: [Span]
    /// Key hints, drawn right-aligned.
    var hints: String
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A status bar; `hints` defaults to "? help  q quit".
    init(sources: [Span], hints: String = "? help  q quit", theme: PaneTheme = PaneTheme()) {
        self.sources = sources
        self.hints = hints
        self.theme = theme
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, with: .blank)
        var spans: [Span] = []
        for (i, source) in sources.enumerated() {
            if i > 0 { spans.append(Span(" │ ", style: theme.label)) }
            spans.append(Span(TerminalText.sanitize(source.text), style: source.style))
        }
        let left = Line(spans)
        let hintWidth = DisplayWidth.of(hints)
        let showHints = hintWidth > 0 && DisplayWidth.of(left.plainText) + 2 + hintWidth <= row.width
        let room = showHints ? max(0, row.width - hintWidth - 2) : row.width
        buffer.setLine(x: row.x, y: row.y, left.truncated(to: room), maxWidth: room)
        if showHints { buffer.setString(x: row.right - hintWidth, y: row.y, hints, style: theme.label) }
    }
}
