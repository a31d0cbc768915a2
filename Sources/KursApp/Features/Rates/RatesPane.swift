import KursCore
import TerminalUI

/// The bank comparison in a bordered pane: one row per compared currency (symbol, code, then the prices of each
/// `RateColumnGroup`: PrivatBank cash buy / sale, card buy / sale, Monobank buy / sale, NBU official, open.er-api
/// mid-market, the spread), all in UAH per 1 unit with 2 decimals. The groups are laid out in bands: as many
/// side by side as fit the width under their headings (the longest heading of each that fits), the next band
/// below, as many bands as the rows allow; groups that fit no band shown are left out, last first (the order
/// above is the priority). A price a source does not quote is "—". Each row's best buy (highest bank buy) is
/// bold in the up colour and its best sale (lowest bank sale) bold in the down colour (bold alone without
/// colour). The selected row is highlighted when the pane has the focus.
struct RatesPane: Widget, StatefulWidget, Sendable {
    /// The compared currencies in order, as the loaded comparison sources quote them: the rows.
    let rows: [CurrencyComparison]
    /// The comparison sources loaded (each one's group is shown, in `HistorySource.compared` order).
    let sources: [HistorySource]
    /// open.er-api mid-market rates (`/v6/latest/{CODE}`), or nil to leave the group out.
    let midMarket: MidMarketRates?
    /// Index into `rows` of the selected row.
    var selected: Int?
    /// First row shown when drawn without state (`render(area:buffer:)`); moved so `selected` is visible.
    var offset: Int
    /// Whether the pane has the keyboard focus (highlighted border and selection).
    var focused: Bool
    /// Shown instead of the table while no source is loaded, e.g. "loading…" or an error message.
    var message: Span?
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme
    /// The column groups, in order (`RateColumnGroup.groups` of `sources` and `midMarket`).
    let groups: [RateColumnGroup]
    /// The widest price text of any column and row (at least 5): the narrowest a price column can be. Worked out
    /// once in `init` (every price formatted, the mid-market ones divided), not at each `layout`; `rows`,
    /// `sources` and `midMarket`, which it follows from, are constants.
    private let narrowestPriceWidth: Int

    /// A rates pane; see the properties for the meaning of each input.
    init(rows: [CurrencyComparison], sources: [HistorySource], midMarket: MidMarketRates? = nil,
         selected: Int? = nil, offset: Int = 0, focused: Bool = false, message: Span? = nil,
         theme: PaneTheme = PaneTheme()) {
        self.rows = rows
        self.sources = sources
        self.midMarket = midMarket
        self.selected = selected
        self.offset = offset
        self.focused = focused
        self.message = message
        self.theme = theme
        groups = RateColumnGroup.groups(sources: sources, midMarket: midMarket)
        narrowestPriceWidth = Self.narrowestPriceWidth(groups: groups, rows: rows)
    }

    /// The pane's title: what its numbers are.
    static let title = "Rates · UAH per 1 unit"

    /// Whether there is a table to draw (some source loaded and some currency compared); else `message` shows.
    var hasTable: Bool { !rows.isEmpty && !groups.isEmpty }

    /// Rows one band takes: the headings row, the header row and one row per currency.
    private var bandHeight: Int { 2 + max(1, rows.count) }

    /// Rows (borders included) a pane `width` columns wide needs to show every band.
    func preferredHeight(width: Int) -> Int {
        let bands = hasTable ? layout(width: width - 4).bands.count : 1
        return 2 + bands * bandHeight + max(0, bands - 1)
    }

    /// Rows (borders included) the pane needs to show its first band whole.
    var firstBandHeight: Int { 2 + bandHeight }

    /// The groups in bands (each as many side by side as fit; every band has at least one group), and the
    /// width of a price column.
    struct GroupLayout {
        var bands: [[RateColumnGroup]]
        var priceWidth: Int
    }

    /// Width of the code column: 3, or the longest configured code.
    private var codeWidth: Int { max(3, rows.map { DisplayWidth.of($0.ccy.rawValue) }.max() ?? 3) }

    /// Columns before the prices: symbol (2) and code.
    private var labelWidth: Int { 2 + 1 + codeWidth }

    /// The groups packed in order into bands of `width` content columns (a one-column gap between groups),
    /// the price columns widened by the room every band has left (up to 6 more each).
    func layout(width: Int) -> GroupLayout {
        let narrowest = narrowestPriceWidth
        var bands: [[RateColumnGroup]] = []
        var band: [RateColumnGroup] = []
        var used = labelWidth
        var extra = 6
        func close() {
            let count = band.reduce(0) { $0 + $1.columns.count }
            if count > 0 { extra = min(extra, max(0, width - used) / count) }
            bands.append(band)
        }
        for group in groups {
            let needed = 1 + group.columns.count * (narrowest + 1)
            if !band.isEmpty && used + needed > width {
                close()
                band = []
                used = labelWidth
            }
            band.append(group)
            used += needed
        }
        if !band.isEmpty { close() }
        return GroupLayout(bands: bands, priceWidth: narrowest + extra)
    }

    /// The text of `column`'s price for `row`: 2 decimals, or "—" when not quoted.
    private static func price(_ column: RateColumnGroup.Column, _ row: CurrencyComparison) -> String {
        column.price(row).map(RateFormat.twoDecimals) ?? absentValue
    }

    /// The widest price text of `groups`' columns over `rows`, at least 5.
    private static func narrowestPriceWidth(groups: [RateColumnGroup], rows: [CurrencyComparison]) -> Int {
        let texts = groups.flatMap { group in group.columns.flatMap { column in rows.map { price(column, $0) } } }
        return max(5, texts.map(DisplayWidth.of).max() ?? 5)
    }

    /// A best price: bold, in the up colour for the best buy and the down colour for the best sale (colour off:
    /// bold alone).
    private func bestStyle(_ side: RateColumnGroup.Best) -> Style {
        guard theme.colors else { return Style(modifiers: .bold) }
        return Style(foreground: side == .buy ? theme.upColor : theme.downColor, modifiers: .bold)
    }

    func render(area: Rect, buffer: inout Buffer) {
        var state = TableState(offset: offset)
        render(area: area, buffer: &buffer, state: &state)
    }

    /// Draws the pane with the rows from `state.offset` (the offset kept between frames) and stores the
    /// first row this frame showed; `state` is left alone while no table is shown.
    func render(area: Rect, buffer: inout Buffer, state: inout TableState) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let block = Block(title: Line(Self.title), borderStyle: theme.border(focused: focused),
                          titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        guard hasTable else {
            let text = message ?? Span("no rates", style: theme.label)
            buffer.setLine(x: content.x, y: content.y, Line([text]).truncated(to: content.width))
            return
        }
        let layout = self.layout(width: content.width)
        let shownBands = max(1, min(layout.bands.count, (content.height + 1) / (bandHeight + 1)))
        let selectedRow = focused ? selected : nil
        for (index, band) in layout.bands.prefix(shownBands).enumerated() {
            let top = content.y + index * (bandHeight + 1)
            let height = shownBands == 1 ? content.height : bandHeight
            let bandArea = Rect(x: content.x, y: top, width: content.width, height: height)
            if index == 0 {
                drawBand(band, priceWidth: layout.priceWidth, selected: selectedRow, state: &state, area: bandArea,
                         buffer: &buffer)
            } else {
                var bandState = TableState()
                drawBand(band, priceWidth: layout.priceWidth, selected: selectedRow, state: &bandState, area: bandArea,
                         buffer: &buffer)
            }
        }
    }

    /// One band: a row of the groups' headings over their columns, the header row ("buy", "sale", "rate" over
    /// the prices), then one row per currency.
    private func drawBand(_ groups: [RateColumnGroup], priceWidth: Int, selected: Int?,
                          state: inout TableState, area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        var columns = [Table.Column("", width: .length(2)), Table.Column("", width: .length(codeWidth))]
        var groupStarts: [Int] = []
        for group in groups {
            columns.append(Table.Column("", width: .length(0)))
            groupStarts.append(columns.count)
            columns += group.columns.map { Table.Column($0.header, width: .length(priceWidth), alignment: .right) }
        }
        let tableRows = rows.map { row in
            let label = RateRowFormat(row.ccy)
            // ASCII (a C locale): a symbol the terminal cannot show ("zł") is left out; the code says it all.
            let symbol = theme.ascii && !label.symbol.unicodeScalars.allSatisfy(\.isASCII) ? "" : label.symbol
            var cells = [Line(symbol), Line(label.code)]
            for group in groups {
                cells.append(Line(""))
                cells += group.columns.map { column in
                    let text = Self.price(column, row)
                    guard column.isBest(row), let side = column.best?.side else { return Line(text) }
                    return Line(text, style: bestStyle(side))
                }
            }
            return Table.Row(cells: cells)
        }
        let cells = Layout.split(area.row(0), direction: .horizontal, constraints: columns.map(\.width), spacing: 1)
        for (group, start) in zip(groups, groupStarts) {
            let span = cells[start].x
            let end = cells[start + group.columns.count - 1].right
            let text = group.headings.first { DisplayWidth.of($0) <= end - span } ?? ""
            buffer.setString(x: end - DisplayWidth.of(text), y: area.y, text, style: theme.label)
        }
        let tableArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        guard !tableArea.isEmpty else { return }
        Table(columns: columns, rows: tableRows, headerStyle: theme.title, selected: selected,
              highlightStyle: theme.highlight).render(area: tableArea, buffer: &buffer, state: &state)
    }
}
