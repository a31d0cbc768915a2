import KursCore
import TerminalUI

/// The CoinGecko markets list in a bordered pane: rank, symbol, name, price, 24h change (▲ green / ▼ red),
/// market cap and a 7-day sparkline. Narrow panes drop the sparkline, then the market cap, then the name.
/// With a filter, a "/ query" line with the match count sits above the table, and "no coins match" replaces
/// it when nothing matches.
struct CoinListPane: Widget, StatefulWidget, Sendable {
    /// All coins of the markets list (CoinGecko `/coins/markets`), in rank order; the pane applies the filter.
    var coins: [Coin]
    /// Put before money values, e.g. "$" for the vs currency USD.
    var currencySymbol: String
    /// Index into the filtered coins (`CoinFilter.apply(coins, query: filter)`) of the selected row.
    var selected: Int?
    /// First filtered row shown when drawn without state (`render(area:buffer:)`); moved so `selected` is visible.
    var offset: Int
    /// Whether the pane has the keyboard focus (highlighted border and selection).
    var focused: Bool
    /// The filter query ("" for none).
    var filter: String
    /// Whether the filter line is shown (while typing, or while a query is applied).
    var filterActive: Bool
    /// Shown instead of the table when `coins` is empty, e.g. "loading…" or an error message.
    var message: Span?
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A coin list; see the properties for the meaning of each input.
    init(coins: [Coin], currencySymbol: String = "$", selected: Int? = nil, offset: Int = 0,
                focused: Bool = false, filter: String = "", filterActive: Bool = false, message: Span? = nil,
                theme: PaneTheme = PaneTheme()) {
        self.coins = coins
        self.currencySymbol = currencySymbol
        self.selected = selected
        self.offset = offset
        self.focused = focused
        self.filter = filter
        self.filterActive = filterActive
        self.message = message
        self.theme = theme
    }

    /// Which optional columns fit in `width` columns: the sparkline goes first, then market cap, then name.
    struct ColumnSet: Equatable, Sendable {
        /// Whether the name column fits.
        var name: Bool
        /// Whether the market cap column fits.
        var marketCap: Bool
        /// Sparkline width in columns; 0 when dropped.
        var sparkline: Int

        /// The columns for a table `width` columns wide.
        init(width: Int) {
            let base = CoinListPane.rankWidth + 1 + CoinListPane.symbolWidth + 1 + CoinListPane.priceWidth + 1
                + CoinListPane.changeWidth
            let withName = base + 1 + CoinListPane.minNameWidth
            let withCap = withName + 1 + CoinListPane.capWidth
            name = width >= withName
            marketCap = width >= withCap
            let room = width - withCap - 1
            sparkline = room >= 8 ? min(24, max(8, room - 12)) : 0
        }
    }

    static let rankWidth = 3
    static let symbolWidth = 6
    static let priceWidth = 15
    static let changeWidth = 8
    static let capWidth = 9
    static let minNameWidth = 8

    /// Rows of the table body visible in a pane `height` rows high (for PgUp/PgDn).
    func visibleRows(height: Int) -> Int {
        max(0, height - 2 - 1 - (filterActive ? 1 : 0))
    }

    func render(area: Rect, buffer: inout Buffer) {
        var state = TableState(offset: offset)
        render(area: area, buffer: &buffer, state: &state)
    }

    /// Draws the pane with the table from `state.offset` (the offset kept between frames) and stores the first
    /// row this frame showed; `state` is left alone while no table is shown (loading, no match).
    func render(area: Rect, buffer: inout Buffer, state: inout TableState) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let block = Block(title: Line("Coins · CoinGecko"), borderStyle: theme.border(focused: focused),
                          titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        var content = block.inner(area)
        guard !content.isEmpty else { return }
        if coins.isEmpty {
            let text = message ?? Span("no coins", style: theme.label)
            buffer.setLine(x: content.x, y: content.y, Line([text]).truncated(to: content.width))
            return
        }
        let shown = CoinFilter.apply(coins, query: filter)
        if filterActive {
            drawFilterLine(count: shown.count, row: content.row(0), buffer: &buffer)
            content = Rect(x: content.x, y: content.y + 1, width: content.width, height: content.height - 1)
        }
        if shown.isEmpty {
            buffer.setString(x: content.x, y: content.y, DisplayWidth.truncate("no coins match", to: content.width),
                             style: theme.label, maxWidth: content.width)
            return
        }
        table(for: shown, width: content.width, height: content.height, offset: state.offset)
            .render(area: content, buffer: &buffer, state: &state)
    }

    /// "/ query" on the left, "3 of 100" on the right.
    private func drawFilterLine(count: Int, row: Rect, buffer: inout Buffer) {
        let counter = "\(count) of \(coins.count)"
        let query = Line([Span("/ ", style: theme.title), Span(TerminalText.sanitize(filter))])
        let room = max(0, row.width - DisplayWidth.of(counter) - 1)
        buffer.setLine(x: row.x, y: row.y, query.truncated(to: room), maxWidth: room)
        if DisplayWidth.of(counter) <= row.width {
            buffer.setString(x: row.right - DisplayWidth.of(counter), y: row.y, counter, style: theme.label)
        }
    }

    /// The table of `shown` for a pane `width` columns wide, scrolled from `offset` (default: the pane's). With
    /// `height`, only the rows that area shows are formatted (prices, changes and sparklines of off-screen coins
    /// are never computed); the others are blank rows that keep the scroll arithmetic.
    func table(for shown: [Coin], width: Int, height: Int? = nil, offset: Int? = nil) -> Table {
        let offset = offset ?? self.offset
        let set = ColumnSet(width: width)
        var columns = [
            Table.Column("#", width: .length(Self.rankWidth), alignment: .right),
            Table.Column("Coin", width: .length(Self.symbolWidth)),
        ]
        if set.name { columns.append(Table.Column("Name", width: .fill(1))) }
        columns.append(Table.Column("Price", width: .length(Self.priceWidth), alignment: .right))
        columns.append(Table.Column("24h", width: .length(Self.changeWidth), alignment: .right))
        if set.marketCap { columns.append(Table.Column("Mkt Cap", width: .length(Self.capWidth), alignment: .right)) }
        if set.sparkline > 0 { columns.append(Table.Column("7d", width: .length(set.sparkline))) }
        let blank = Table.Row(cells: [Line]())
        var window = 0..<shown.count
        if let height {
            let shape = Table(columns: columns, rows: Array(repeating: blank, count: shown.count),
                              selected: focused ? selected : nil, offset: offset)
            let first = shape.firstVisibleRow(height: height)
            window = first..<min(shown.count, first + shape.visibleRows(height: height))
        }
        let rows = shown.indices.map { index -> Table.Row in
            guard window.contains(index) else { return blank }
            let coin = shown[index]
            let f = CoinRowFormat(coin, currencySymbol: currencySymbol, theme: theme)
            var cells = [Line(f.rank), Line(f.symbol)]
            if set.name { cells.append(Line(f.name)) }
            cells.append(Line(f.price))
            cells.append(Line([f.change]))
            if set.marketCap { cells.append(Line(f.marketCap)) }
            if set.sparkline > 0 {
                let spark = CoinRowFormat.sparkline(coin, width: set.sparkline, ascii: theme.ascii)
                let trend = (coin.sparkline7d?.last ?? 0) >= (coin.sparkline7d?.first ?? 0)
                cells.append(Line(spark, style: theme.change(trend ? .up : .down)))
            }
            return Table.Row(cells: cells)
        }
        return Table(columns: columns, rows: rows, headerStyle: theme.title, selected: focused ? selected : nil,
                     highlightStyle: theme.highlight, offset: offset)
    }
}
