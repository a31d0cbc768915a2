import KursCore
import TerminalUI

/// The CoinGecko markets list in a bordered pane: rank, symbol, price and 24h change (▲ green / ▼ red) always,
/// then as width allows (`CoinColumnLayout`) name, market cap, 7d %, a 7-day sparkline, 24h volume, high and
/// low, distance from the all-time high and circulating supply — only the columns the response carries; a
/// coin without a value shows "—". The border's right shows the selected row's position ("12/100").
/// With a filter, a "/ query" line with the match count sits above the table, and "no coins match" replaces
/// it when nothing matches. Favourites carry a ★ before their symbol; the sorted column's header an ▲ / ▼
/// (`CoinListRows` decides the rows: favourites view, filter, sort); "★ favourites" heads the favourites view.
struct CoinListPane: Widget, StatefulWidget, Sendable {
    /// All coins of the markets list (CoinGecko `/coins/markets`), in rank order; the pane applies the filter.
    var coins: [Coin]
    /// Put before money values, e.g. "$" for the vs currency USD.
    var currencySymbol: String
    /// Index into the shown coins (`rows.apply(coins)`) of the selected row.
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
    /// The favourites (★), the favourites-only view and the sort (the filter is `filter`).
    var rows = CoinListRows()
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme
    /// Ids of coins with a triggered alert: their symbol is marked "!" (set after `init`).
    var alertMarks: Set<String> = []

    /// A coin list; see the properties for the meaning of each input.
    init(coins: [Coin], currencySymbol: String = "$", selected: Int? = nil, offset: Int = 0,
                focused: Bool = false, filter: String = "", filterActive: Bool = false, message: Span? = nil,
                rows: CoinListRows = CoinListRows(), theme: PaneTheme = PaneTheme()) {
        self.coins = coins
        self.currencySymbol = currencySymbol
        self.selected = selected
        self.offset = offset
        self.focused = focused
        self.filter = filter
        self.filterActive = filterActive
        self.message = message
        self.rows = rows
        self.rows.filter = filter
        self.theme = theme
    }

    /// Width of the price column (the hostile-text tests find it by this).
    static var priceWidth: Int { CoinColumn.price.valueWidth }

    /// The columns a table `width` columns wide shows for `coins` (`CoinColumnLayout`): only the optional
    /// columns the response carries, the name as wide as the longest name (at most 24).
    static func layout(width: Int, coins: [Coin]) -> CoinColumnLayout {
        let longest = coins.map { DisplayWidth.of(TerminalText.sanitize($0.name)) }.max() ?? 0
        return CoinColumnLayout(width: width, carried: CoinColumn.carried(by: coins), nameWidth: min(24, longest))
    }

    /// "12/100": the selected row's position among `count` rows; nil without a selection or rows.
    static func position(selected: Int?, count: Int) -> String? {
        guard let selected, count > 0 else { return nil }
        return "\(min(count, max(0, selected) + 1))/\(count)"
    }

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
        var rows = self.rows
        rows.filter = filter
        let shown = rows.apply(coins)
        let position = Self.position(selected: selected, count: shown.count).map { Line($0, style: theme.label) }
        let block = Block(title: Line("Coins · CoinGecko"), rightTitle: position,
                          borderStyle: theme.border(focused: focused), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        var content = block.inner(area)
        guard !content.isEmpty else { return }
        if coins.isEmpty {
            let text = message ?? Span("no coins", style: theme.label)
            buffer.setLine(x: content.x, y: content.y, Line([text]).truncated(to: content.width))
            return
        }
        if rows.favouritesOnly && !filterActive {
            let counter = "\(shown.count) of \(coins.count)"
            let heading = Line([Span(theme.ascii ? "* " : "★ ", style: theme.title), Span("favourites", style: theme.label)])
            buffer.setLine(x: content.x, y: content.y, heading.truncated(to: max(0, content.width - DisplayWidth.of(counter) - 1)))
            if DisplayWidth.of(counter) <= content.width {
                buffer.setString(x: content.right - DisplayWidth.of(counter), y: content.y, counter, style: theme.label)
            }
            content = Rect(x: content.x, y: content.y + 1, width: content.width, height: content.height - 1)
        }
        if filterActive {
            drawFilterLine(count: shown.count, row: content.row(0), buffer: &buffer)
            content = Rect(x: content.x, y: content.y + 1, width: content.width, height: content.height - 1)
        }
        if shown.isEmpty {
            let hint = "no coins match · Enter searches CoinGecko"
            let empty = rows.favouritesOnly && filter.trimmingBlanks().isEmpty
                ? "no favourites yet: f marks a coin"
                : filterActive && DisplayWidth.of(hint) <= content.width ? hint : "no coins match"
            buffer.setString(x: content.x, y: content.y, DisplayWidth.truncate(empty, to: content.width),
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
        let layout = Self.layout(width: width, coins: coins)
        let columns = layout.columns.map { column, columnWidth -> Table.Column in
            let sort = self.rows.sort.flatMap { $0.column == column ? $0 : nil }
            let header = sort.map { column.header(width: columnWidth, arrow: $0.arrow(ascii: theme.ascii)) }
                ?? column.header(width: columnWidth)
            return Table.Column(header, width: .length(columnWidth), alignment: column.alignment)
        }
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
            let f = CoinRowFormat(coin, currencySymbol: currencySymbol, theme: theme,
                                  isFavourite: self.rows.favourites.contains(coin.id))
            let cells = layout.columns.map { column, columnWidth -> Line in
                if column == .symbol, alertMarks.contains(coin.id) {
                    return Line([Span("!", style: theme.error)] + f.cell(column).spans)
                }
                guard column == .sparkline else { return f.cell(column, width: columnWidth) }
                let spark = CoinRowFormat.sparkline(coin, width: columnWidth, ascii: theme.ascii)
                guard !spark.isEmpty else { return Line(absentValue, style: theme.label) }
                let trend = (coin.sparkline7d?.last ?? 0) >= (coin.sparkline7d?.first ?? 0)
                return Line(spark, style: theme.change(trend ? .up : .down))
            }
            return Table.Row(cells: cells)
        }
        return Table(columns: columns, rows: rows, headerStyle: theme.title, selected: focused ? selected : nil,
                     highlightStyle: theme.highlight, offset: offset)
    }
}
