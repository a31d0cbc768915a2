import Foundation
import KursCore
import TerminalUI

/// The bottom row: one segment per data source ("CoinGecko · live 14:05 · next 15:05"), separated by " │ ",
/// and the key hints right-aligned. Where the data comes from matters more than the hints: the hints are shown
/// only when the full segments fit beside them (the leading hints give way first, then all but "? help");
/// otherwise the segments get the whole row, in the longest of
/// their forms that fits (`shorterForms`: without reload times, short names, both); when even the shortest is too
/// wide, its segments are dropped whole from the end until the rest fits — a segment is never cut.
struct StatusBar: Widget, Sendable {
    /// One span per segment at full length (the dashboard's come from `StatusBarSegments`).
    var sources: [Span]
    /// The same segments shorter, longest first, made when asked for; empty when there is no shorter form.
    var shorterForms: StatusBarForms
    /// Key hints, drawn right-aligned.
    var hints: String
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A status bar; `hints` defaults to "? help  q quit".
    init(sources: [Span], shorterForms: StatusBarForms, hints: String = "? help  q quit", theme: PaneTheme = PaneTheme()) {
        self.sources = sources
        self.shorterForms = shorterForms
        self.hints = hints
        self.theme = theme
    }

    /// A status bar with its shorter forms made already.
    init(sources: [Span], shorterForms: [[Span]] = [], hints: String = "? help  q quit", theme: PaneTheme = PaneTheme()) {
        self.init(sources: sources, shorterForms: StatusBarForms(shorterForms), hints: hints, theme: theme)
    }

    /// `spans` joined by " │ " separators, sanitized (source texts may carry network text).
    func line(_ spans: [Span]) -> Line {
        var parts: [Span] = []
        for (i, source) in spans.enumerated() {
            if i > 0 { parts.append(Span(" │ ", style: theme.label)) }
            parts.append(Span(TerminalText.sanitize(source.text), style: source.style))
        }
        return Line(parts)
    }

    /// The hints, then with their leading groups (two spaces apart) left out one by one while the help hint
    /// ("? help") stays, then the help hint alone; hints without a help hint only whole.
    /// (Split and joined by hand: `components(separatedBy:)` and `joined(separator:)` instantiated their generic
    /// types at each start, ~0.5 million instructions of a first frame.)
    var hintCandidates: [String] {
        // By characters, as `components(separatedBy:)` did: a space carrying a combining mark is not a space.
        var groups: [String] = []
        var start = hints.startIndex, index = hints.startIndex
        while index < hints.endIndex {
            let next = hints.index(after: index)
            if hints[index] == " ", next < hints.endIndex, hints[next] == " " {
                groups.append(String(hints[start..<index]))
                index = hints.index(after: next)
                start = index
            } else {
                index = next
            }
        }
        groups.append(String(hints[start...]))
        groups.removeAll { $0.isEmpty }
        guard let help = groups.lastIndex(where: { $0.hasPrefix("? ") }) else { return [hints] }
        return (0...help).map { start in
            groups[(start + 1)...].reduce(groups[start]) { text, group in text + "  " + group }
        } + [groups[help]]
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, with: .blank)
        let full = line(sources)
        let fullWidth = DisplayWidth.of(full.plainText)
        let hints = hintCandidates.first { fullWidth + 2 + DisplayWidth.of($0) <= row.width } ?? ""
        let hintWidth = DisplayWidth.of(hints)
        let showHints = hintWidth > 0
        let room = showHints ? max(0, row.width - hintWidth - 2) : row.width
        // The first form that fits, made one by one.
        var chosen: Line? = showHints || DisplayWidth.of(full.plainText) <= room ? full : nil
        var index = 0
        while chosen == nil, index < shorterForms.count {
            let form = line(shorterForms[index])
            if DisplayWidth.of(form.plainText) <= room { chosen = form }
            index += 1
        }
        let shown = chosen ?? leading(shorterForms.last ?? sources, fitting: room)
        buffer.setLine(x: row.x, y: row.y, shown.clipped(to: room), maxWidth: room)
        if showHints { buffer.setString(x: row.right - hintWidth, y: row.y, hints, style: theme.label) }
    }

    /// The longest prefix of `segments` that fits in `room` columns when joined (whole segments only).
    func leading(_ segments: [Span], fitting room: Int) -> Line {
        var kept = segments
        while !kept.isEmpty, DisplayWidth.of(line(kept).plainText) > room { kept.removeLast() }
        return line(kept)
    }
}
