import KursCore
import TerminalUI

/// CoinGecko's answer to a coin search in the coin pane's place (Enter on a `/` filter that matched no listed
/// coin): "search "pepe" · 5 coins" on top, then one row per coin — rank, symbol, name, id — the selected one
/// highlighted with a "›"; while there is no answer, `message` ("searching…", an error, "no coin found").
struct CoinSearchPane: Widget, Sendable {
    /// The query searched for.
    var query: String
    /// The coins found (`GET /search?query=…`), in CoinGecko's order; nil while there is no answer.
    var results: [SearchCoin]?
    /// Index into `results` of the selected row.
    var selected: Int
    /// Shown when `results` is nil ("searching CoinGecko…" when nil too), e.g. an error.
    var message: Span?
    /// Whether the pane has the keyboard focus.
    var focused: Bool
    /// Styles to draw with.
    var theme: PaneTheme

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let position = results.flatMap { CoinListPane.position(selected: selected, count: $0.count) }
        let block = Block(title: Line("Coins · CoinGecko search"), rightTitle: position.map { Line($0, style: theme.label) },
                          borderStyle: theme.border(focused: focused), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area)
        guard !content.isEmpty else { return }
        let heading = Line([Span("search ", style: theme.label), Span("\"\(TerminalText.sanitize(query))\"", style: theme.title),
                            Span(results.map { " · \($0.count) coin\($0.count == 1 ? "" : "s") · Enter opens · Esc back" } ?? "",
                                 style: theme.label)])
        buffer.setLine(x: content.x, y: content.y, heading.truncated(to: content.width))
        guard let results else {
            let text = message ?? Span("searching CoinGecko…", style: theme.label)
            if content.height > 1 { buffer.setLine(x: content.x, y: content.y + 1, Line([text]).truncated(to: content.width)) }
            return
        }
        guard !results.isEmpty else {
            if content.height > 1 {
                buffer.setString(x: content.x, y: content.y + 1, "no coin found", style: theme.label, maxWidth: content.width)
            }
            return
        }
        let rows = content.height - 1
        let first = max(0, min(selected - rows + 1, results.count - rows))
        for (row, index) in (first..<min(results.count, first + rows)).enumerated() {
            let coin = results[index]
            let rank = coin.marketCapRank.map { "#\($0)" } ?? absentValue
            let text = "\(index == selected ? "›" : " ") \(DisplayWidth.pad(rank, to: 6)) "
                + "\(DisplayWidth.pad(TerminalText.sanitize(coin.symbol).uppercased(), to: 8)) "
                + "\(TerminalText.sanitize(coin.name)) (\(TerminalText.sanitize(coin.id)))"
            let style = index == selected && focused ? theme.highlight : Style()
            buffer.setString(x: content.x, y: content.y + 1 + row, DisplayWidth.pad(DisplayWidth.truncate(text, to: content.width), to: content.width),
                             style: style, maxWidth: content.width)
        }
    }
}
