import KursCore
import TerminalUI

/// One coin in 1–3 lines for `kurs pane coin ID` (a tmux split as small as 30x6): "BTC $67,291.00 ▼ 0.33%",
/// then the name, then the 7-day sparkline (green when the week is up, red when down). With 3 rows or more
/// inside a border (5+ rows) the coin's name is the border title and the lines are price, 24h % and the
/// sparkline; fewer rows keep the price line first, then the sparkline.
struct CoinCompactPane: Widget, Sendable {
    /// The coin from the markets list; nil while not loaded (`message` shows instead).
    var coin: Coin?
    /// The CoinGecko id asked for (shown while `coin` is nil).
    var id: String
    /// Put before money values, e.g. "$".
    var currencySymbol: String
    /// Shown while `coin` is nil ("loading…" when nil), e.g. an error in red.
    var message: Span?
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A compact coin pane; see the properties.
    init(coin: Coin?, id: String, currencySymbol: String = "$", message: Span? = nil,
                theme: PaneTheme = PaneTheme()) {
        self.coin = coin
        self.id = id
        self.currencySymbol = currencySymbol
        self.message = message
        self.theme = theme
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        var content = area
        if area.height >= 5 && area.width >= 8 {
            let title = coin.map { TerminalText.sanitize($0.name) } ?? id
            let block = Block(title: Line(title), borderStyle: theme.border(focused: true), titleStyle: theme.title)
            block.render(area: area, buffer: &buffer)
            content = block.inner(area).inset(horizontal: 1, vertical: 0)
        }
        guard !content.isEmpty else { return }
        for (row, line) in lines(width: content.width, height: content.height).enumerated() {
            buffer.setLine(x: content.x, y: content.y + row, line.truncated(to: content.width), maxWidth: content.width)
        }
    }

    /// The lines for a content area `width` × `height` (at most `height`).
    func lines(width: Int, height: Int) -> [Line] {
        guard let coin else { return [Line([message ?? Span("loading…", style: theme.label)])] }
        let row = CoinRowFormat(coin, currencySymbol: currencySymbol, theme: theme)
        let spark = CoinRowFormat.sparkline(coin, width: width, ascii: theme.ascii)
        let trend = (coin.sparkline7d?.last ?? 0) >= (coin.sparkline7d?.first ?? 0)
        let sparkLine = Line(spark, style: theme.change(trend ? .up : .down))
        let room = width - DisplayWidth.of(row.symbol) - 1
        let priceLine = Line([Span(row.symbol + " ", style: theme.title), Span(row.price(width: room)), Span(" "), row.change])
        var lines: [Line]
        if height >= 3 {
            lines = [Line([Span(row.symbol + " ", style: theme.title), Span(row.price(width: room))]),
                     Line([Span("24h ", style: theme.label), row.change])]
        } else {
            lines = [priceLine]
        }
        if !spark.isEmpty { lines.append(sparkLine) }
        return Array(lines.prefix(max(0, height)))
    }
}
