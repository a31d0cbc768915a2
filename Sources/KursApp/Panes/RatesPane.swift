import KursCore
import TerminalUI

/// Bank and mid-market rates in a bordered pane: one row per currency (symbol, code, then the prices of each
/// `RateColumnGroup`: PrivatBank cash buy / sale, card buy / sale, open.er-api mid-market), the groups side by
/// side under their headings while they fit the width, the rest stacked below with their headings when the
/// rows fit. Prices are UAH per 1 unit ("UAH per 1"); rows based on another currency carry a note ("in USD");
/// a price a source does not quote is "—". The selected row is highlighted when the pane has the focus.
struct RatesPane: Widget, StatefulWidget, Sendable {
    /// Cash rates, UAH per 1 unit (PrivatBank `pubinfo?json&exchange&coursid=5`), in API order: the rows.
    var cash: [BankRate]
    /// Card / non-cash rates (`coursid=11`), or nil to leave the group out.
    var card: [BankRate]?
    /// open.er-api mid-market rates (`/v6/latest/{CODE}`), or nil to leave the group out.
    var midMarket: MidMarketRates?
    /// Index into `cash` of the selected row.
    var selected: Int?
    /// First row shown when drawn without state (`render(area:buffer:)`); moved so `selected` is visible.
    var offset: Int
    /// Whether the pane has the keyboard focus (highlighted border and selection).
    var focused: Bool
    /// Shown instead of the table when `cash` is empty, e.g. "loading…" or an error message.
    var message: Span?
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A rates pane; see the properties for the meaning of each input.
    init(cash: [BankRate], card: [BankRate]? = nil, midMarket: MidMarketRates? = nil, selected: Int? = nil,
         offset: Int = 0, focused: Bool = false, message: Span? = nil, theme: PaneTheme = PaneTheme()) {
        self.cash = cash
        self.card = card
        self.midMarket = midMarket
        self.selected = selected
        self.offset = offset
        self.focused = focused
        self.message = message
        self.theme = theme
    }

    /// The column groups, in order (`RateColumnGroup.groups`).
    var groups: [RateColumnGroup] { RateColumnGroup.groups(cash: cash, card: card, midMarket: midMarket) }

    /// Rows (borders included) a pane `width` columns wide needs to show every row of every group.
    func preferredHeight(width: Int) -> Int {
        let layout = self.layout(width: width - 4)
        return cashHeight + layout.stacked.count * (2 + max(1, cash.count))
    }

    /// Rows (borders included) the pane needs to show the groups that sit side by side.
    var cashHeight: Int { 2 + 2 + max(1, cash.count) }

    /// Which groups sit side by side in `width` content columns (at least the first), which are stacked,
    /// and the width of a price column.
    struct GroupLayout {
        var side: [RateColumnGroup]
        var stacked: [RateColumnGroup]
        var priceWidth: Int
    }

    /// Columns before the prices: symbol (2), code (4) and the base note when a row has one.
    private var labelWidth: Int {
        let note = cash.compactMap { RateRowFormat($0).baseNote.map(DisplayWidth.of) }.max() ?? 0
        return 2 + 1 + 4 + (note > 0 ? note + 1 : 0)
    }

    /// The groups side by side while they fit in `width` (a one-column gap between groups), the price
    /// columns widened by the room left (up to 6 more each).
    func layout(width: Int) -> GroupLayout {
        let all = groups
        let texts = all.flatMap { group in group.columns.flatMap { column in cash.map { price(column, $0) } } }
        let narrowest = max(5, texts.map(DisplayWidth.of).max() ?? 5)
        var side: [RateColumnGroup] = []
        var used = labelWidth
        for group in all {
            let needed = 1 + group.columns.count * (narrowest + 1)
            guard side.isEmpty || used + needed <= width else { break }
            side.append(group)
            used += needed
        }
        let count = side.reduce(0) { $0 + $1.columns.count }
        let extra = count == 0 ? 0 : min(6, max(0, width - used) / count)
        return GroupLayout(side: side, stacked: Array(all.dropFirst(side.count)), priceWidth: narrowest + extra)
    }

    private func price(_ column: RateColumnGroup.Column, _ row: BankRate) -> String {
        column.price(row).map(RateFormat.twoDecimals) ?? absentValue
    }

    func render(area: Rect, buffer: inout Buffer) {
        var state = TableState(offset: offset)
        render(area: area, buffer: &buffer, state: &state)
    }

    /// Draws the pane with the rows from `state.offset` (the offset kept between frames) and stores the
    /// first row this frame showed; `state` is left alone while no rates are shown.
    func render(area: Rect, buffer: inout Buffer, state: inout TableState) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let block = Block(title: Line("Rates · PrivatBank"), borderStyle: theme.border(focused: focused),
                          titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        if cash.isEmpty {
            let text = message ?? Span("no rates", style: theme.label)
            buffer.setLine(x: content.x, y: content.y, Line([text]).truncated(to: content.width))
            return
        }
        let layout = self.layout(width: content.width)
        let sideHeight = 2 + cash.count
        let stackedHeight = 2 + cash.count
        let stackedShown = layout.stacked.prefix(max(0, (content.height - sideHeight) / stackedHeight))
        let sideArea = Rect(x: content.x, y: content.y, width: content.width,
                            height: stackedShown.isEmpty ? content.height : sideHeight)
        drawTable(layout.side, priceWidth: layout.priceWidth, headings: true, selected: focused ? selected : nil,
                  state: &state, area: sideArea, buffer: &buffer)
        for (index, group) in stackedShown.enumerated() {
            let top = sideArea.bottom + 1 + index * stackedHeight
            var groupState = TableState()
            drawTable([group], priceWidth: layout.priceWidth, headings: false, selected: nil, state: &groupState,
                      area: Rect(x: content.x, y: top, width: content.width, height: cash.count + 1),
                      buffer: &buffer)
        }
    }

    /// One table of `groups`: with `headings`, a row of the groups' headings over their columns and then the
    /// header row ("UAH per 1" on the left, "buy", "sale", "rate" over the prices); without, the header row
    /// starts with the only group's heading. Then one row per currency.
    private func drawTable(_ groups: [RateColumnGroup], priceWidth: Int, headings: Bool, selected: Int?,
                           state: inout TableState, area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        let formatted = cash.map(RateRowFormat.init)
        let noteWidth = formatted.compactMap { $0.baseNote.map(DisplayWidth.of) }.max() ?? 0
        var columns = [Table.Column("", width: .length(2)), Table.Column("", width: .length(4))]
        if noteWidth > 0 { columns.append(Table.Column("", width: .length(noteWidth))) }
        var groupStarts: [Int] = []
        for group in groups {
            columns.append(Table.Column("", width: .length(0)))
            groupStarts.append(columns.count)
            columns += group.columns.map { Table.Column($0.header, width: .length(priceWidth), alignment: .right) }
        }
        let rows = zip(cash, formatted).map { rate, row in
            var cells = [Line(row.symbol), Line(row.code)]
            if noteWidth > 0 { cells.append(Line(row.baseNote ?? "", style: theme.label)) }
            for group in groups {
                cells.append(Line(""))
                cells += group.columns.map { Line(price($0, rate)) }
            }
            return Table.Row(cells: cells)
        }
        var tableArea = area
        let cells = Layout.split(area.row(0), direction: .horizontal, constraints: columns.map(\.width), spacing: 1)
        if headings {
            for (group, start) in zip(groups, groupStarts) {
                let span = cells[start].x
                let end = cells[start + group.columns.count - 1].right
                let text = group.headings.first { DisplayWidth.of($0) <= end - span } ?? ""

                buffer.setString(x: end - DisplayWidth.of(text), y: area.y, text, style: theme.label)
            }
            tableArea = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 1)
        }
        guard !tableArea.isEmpty else { return }
        Table(columns: columns, rows: rows, headerStyle: theme.title, selected: selected,
              highlightStyle: theme.highlight).render(area: tableArea, buffer: &buffer, state: &state)
        // The left heading shares the header row with the price headers; it stops before the first one's text.
        let heading = headings ? "UAH per 1" : (groups.first?.heading ?? "")
        let firstPrice = groupStarts.first.map { cells[$0] }
        let firstHeader = groups.first?.columns.first.map { DisplayWidth.of($0.header) } ?? 0
        let room = max(0, (firstPrice.map { $0.right - firstHeader } ?? area.right) - 1 - area.x)
        buffer.setString(x: area.x, y: tableArea.y, DisplayWidth.truncate(heading, to: room), style: theme.label,
                         maxWidth: room)
    }
}
