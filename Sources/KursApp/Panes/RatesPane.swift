import KursCore
import TerminalUI

/// PrivatBank bank rates in a bordered pane: the cash table (`coursid=5`) under a "UAH per 1 unit" header,
/// one row per currency (symbol, code, buy, sale right-aligned), and the card / non-cash table
/// (`coursid=11`) below it when given and when the rows fit. Rows based on another currency than UAH carry
/// a note ("in USD"). The selected cash row is highlighted when the pane has the focus.
struct RatesPane: Widget, StatefulWidget, Sendable {
    /// Cash rates, UAH per 1 unit (PrivatBank `pubinfo?json&exchange&coursid=5`), in API order.
    var cash: [BankRate]
    /// Card / non-cash rates (`coursid=11`), or nil to leave the section out.
    var card: [BankRate]?
    /// Index into `cash` of the selected row.
    var selected: Int?
    /// First cash row shown when drawn without state (`render(area:buffer:)`); moved so `selected` is visible.
    var offset: Int
    /// Whether the pane has the keyboard focus (highlighted border and selection).
    var focused: Bool
    /// Shown instead of the table when `cash` is empty, e.g. "loading…" or an error message.
    var message: Span?
    /// Styles to draw with (colour or `NO_COLOR`).
    var theme: PaneTheme

    /// A rates pane; see the properties for the meaning of each input.
    init(cash: [BankRate], card: [BankRate]? = nil, selected: Int? = nil, offset: Int = 0,
                focused: Bool = false, message: Span? = nil, theme: PaneTheme = PaneTheme()) {
        self.cash = cash
        self.card = card
        self.selected = selected
        self.offset = offset
        self.focused = focused
        self.message = message
        self.theme = theme
    }

    /// Rows (borders included) the pane needs to show every row of both tables.
    var preferredHeight: Int {
        let cardRows = card.map { $0.isEmpty ? 0 : $0.count + 2 } ?? 0
        return cashHeight + cardRows
    }

    /// Rows (borders included) the pane needs to show the cash table alone.
    var cashHeight: Int { 2 + 1 + max(1, cash.count) }

    func render(area: Rect, buffer: inout Buffer) {
        var state = TableState(offset: offset)
        render(area: area, buffer: &buffer, state: &state)
    }

    /// Draws the pane with the cash table from `state.offset` (the offset kept between frames) and stores the
    /// first cash row this frame showed; `state` is left alone while no rates are shown.
    func render(area: Rect, buffer: inout Buffer, state: inout TableState) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let block = Block(title: Line("Rates · PrivatBank cash"), borderStyle: theme.border(focused: focused),
                          titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        if cash.isEmpty {
            let text = message ?? Span("no rates", style: theme.label)
            buffer.setLine(x: content.x, y: content.y, Line([text]).truncated(to: content.width))
            return
        }
        let card = self.card ?? []
        let cardHeight = card.isEmpty ? 0 : card.count + 2
        let cashHeight = cash.count + 1
        let showCard = cardHeight > 0 && cashHeight + cardHeight <= content.height
        let cashArea = Rect(x: content.x, y: content.y, width: content.width,
                            height: showCard ? cashHeight : content.height)
        drawTable(rows: cash, heading: "UAH per 1 unit", selected: focused ? selected : nil, state: &state,
                  area: cashArea, buffer: &buffer)
        if showCard {
            let cardArea = Rect(x: content.x, y: cashArea.bottom + 1, width: content.width, height: card.count + 1)
            var cardState = TableState()
            drawTable(rows: card, heading: "Card", selected: nil, state: &cardState, area: cardArea,
                      buffer: &buffer)
        }
    }

    /// One table: a header row (the heading in the label style, "buy" and "sale" over their columns) and
    /// one row per rate.
    private func drawTable(rows: [BankRate], heading: String, selected: Int?, state: inout TableState, area: Rect,
                           buffer: inout Buffer) {
        let formatted = rows.map(RateRowFormat.init)
        let noteWidth = formatted.compactMap { $0.baseNote.map(DisplayWidth.of) }.max() ?? 0
        var columns = [
            Table.Column("", width: .length(2)),
            Table.Column("", width: .length(4)),
            Table.Column("buy", width: .fill(1), alignment: .right),
            Table.Column("sale", width: .fill(1), alignment: .right),
        ]
        if noteWidth > 0 { columns.append(Table.Column("", width: .length(noteWidth))) }
        let tableRows = formatted.map { row in
            var cells = [Line(row.symbol), Line(row.code), Line(row.buy), Line(row.sale)]
            if let note = row.baseNote { cells.append(Line(note, style: theme.label)) }
            return Table.Row(cells: cells)
        }
        let table = Table(columns: columns, rows: tableRows, headerStyle: theme.title, selected: selected,
                          highlightStyle: theme.highlight)
        table.render(area: area, buffer: &buffer, state: &state)
        // The heading shares the header row with "buy" and "sale"; it stops before the "buy" column's text.
        let buyStart = Layout.split(area.row(0), direction: .horizontal, constraints: columns.map(\.width),
                                    spacing: 1)[2]
        let room = max(0, buyStart.right - 3 - 1 - area.x)
        buffer.setString(x: area.x, y: area.y, DisplayWidth.truncate(heading, to: room), style: theme.label,
                         maxWidth: room)
    }
}
