public import Foundation
public import KursCore
public import TerminalUI

/// The bottom row: one short text per data source ("CoinGecko · updated 3 min ago"), separated by " │ ",
/// and the key hints right-aligned. The source texts are cut (with "…") by display width to leave room for
/// the hints; the hints are dropped when even they do not fit.
public struct StatusBar: Widget, Sendable {
    /// One span per source, e.g. from `sourceText(name:origin:fetchedAt:now:error:)`.
    public var sources: [Span]
    /// Key hints, drawn right-aligned.
    public var hints: String
    /// Styles to draw with (colour or `NO_COLOR`).
    public var theme: PaneTheme

    /// A status bar; `hints` defaults to "? help  q quit".
    public init(sources: [Span], hints: String = "? help  q quit", theme: PaneTheme = PaneTheme()) {
        self.sources = sources
        self.hints = hints
        self.theme = theme
    }

    /// The status of one source in a few words: "PrivatBank · offline sample · 2025" for the embedded sample,
    /// "CoinGecko · updated 3 min ago" for network or cache data, "CoinGecko · loading…" with no data yet;
    /// with an error, its message is appended and the whole span is in the error style (red), e.g.
    /// "CoinGecko · updated 2 h ago · rate limited · retry in 1:59".
    /// - Parameters:
    ///   - origin: where the shown data came from; nil when there is none yet.
    ///   - fetchedAt: when it was fetched (network / cache), for the age.
    ///   - now: the current time (injected).
    ///   - error: the last fetch's error, if it failed.
    public static func sourceText(name: String, origin: DataOrigin?, fetchedAt: Date?, now: Date,
                                  error: FetchError?, theme: PaneTheme = PaneTheme()) -> Span {
        var parts = [name]
        switch origin {
        case .embeddedSample(let recordedOn): parts.append("offline sample · \(recordedOn)")
        case .network, .cache:
            if let fetchedAt { parts.append("updated " + RelativeAge.string(from: fetchedAt, now: now)) }
        case nil: if error == nil { parts.append("loading…") }
        }
        guard let error else { return Span(parts.joined(separator: " · ")) }
        parts.append(error.message)
        return Span(parts.joined(separator: " · "), style: theme.error)
    }

    public func render(area: Rect, buffer: inout Buffer) {
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
        let showHints = hintWidth > 0 && hintWidth <= row.width
        let room = showHints ? max(0, row.width - hintWidth - 2) : row.width
        buffer.setLine(x: row.x, y: row.y, left.truncated(to: room), maxWidth: room)
        if showHints { buffer.setString(x: row.right - hintWidth, y: row.y, hints, style: theme.label) }
    }
}
