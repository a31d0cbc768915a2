import Foundation
import KursCore
import TerminalUI

/// The portfolio pane (`p`, `kurs pane portfolio`): one row per holding — name, amount, price, value, cost, P/L,
/// P/L %, share of the total, in the vs currency (the columns that fit, from the left) — the total, the total in
/// UAH at PrivatBank's buy rate, the holdings without a price, then the input line, the delete question or the
/// last problem. Amounts and coin prices exact; money to 2 decimals; "—" where unknown (never 0).
struct PortfolioPane: Widget, Sendable {
    /// The valued holdings and the pane's state.
    var display: PortfolioDisplay
    /// The pane has the keys (the cursor row is highlighted).
    var focused = true
    /// Styles to draw with.
    var theme = PaneTheme()

    /// One column: its header and the width of its values.
    struct Column: Sendable {
        var header: String
        var width: Int
        var alignment: Alignment
        var value: @Sendable (HoldingValuation) -> String
    }

    /// The columns in order of importance; the pane shows those that fit.
    static let columns: [Column] = [
        Column(header: "Holding", width: 10, alignment: .left) { PortfolioDisplay.name($0) },
        Column(header: "Value", width: 13, alignment: .right) { PortfolioDisplay.money($0.value) },
        Column(header: "P/L", width: 12, alignment: .right) { PortfolioDisplay.signed($0.pnl) },
        Column(header: "P/L %", width: 8, alignment: .right) { PortfolioDisplay.signed($0.pnlPercentage) },
        Column(header: "Amount", width: 14, alignment: .right) { PlainText.decimal($0.amount, terminal: true) },
        Column(header: "Price", width: 12, alignment: .right) {
            PlainText.decimal($0.price, scale: $0.kind == .cash ? 6 : nil, terminal: true)
        },
        Column(header: "Cost", width: 12, alignment: .right) { PortfolioDisplay.money($0.cost) },
        Column(header: "Share", width: 7, alignment: .right) { $0.share.map { PortfolioDisplay.money($0) + "%" } ?? absentValue },
    ]

    /// The display order of the columns that fit in `width` (importance decides which, this order how).
    static let order = ["Holding", "Amount", "Price", "Value", "Cost", "P/L", "P/L %", "Share"]

    /// The columns shown in `width` cells, in display order.
    static func shownColumns(width: Int) -> [Column] {
        var used = 0
        var chosen: [Column] = []
        for column in columns where used + column.width + (chosen.isEmpty ? 0 : 1) <= width {
            used += column.width + (chosen.isEmpty ? 0 : 1)
            chosen.append(column)
        }
        return order.compactMap { name in chosen.first { $0.header == name } }
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let valuation = display.valuation
        let vs = valuation.vsCurrency.uppercased()
        let count = valuation.holdings.count
        let block = Block(title: Line("Portfolio · \(vs)"),
                          rightTitle: Line(count == 1 ? "1 holding" : "\(count) holdings", style: theme.label),
                          borderStyle: theme.border(focused: focused), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        let footer = footerLines(width: content.width)
        let tableHeight = max(0, content.height - footer.count)
        drawTable(Rect(x: content.x, y: content.y, width: content.width, height: tableHeight), buffer: &buffer)
        for (row, line) in footer.enumerated() where tableHeight + row < content.height {
            buffer.setLine(x: content.x, y: content.y + tableHeight + row, line.truncated(to: content.width))
        }
    }

    /// The header, the holdings (scrolled to keep the cursor on screen) and the total row.
    private func drawTable(_ area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { return }
        let valuation = display.valuation
        guard !valuation.holdings.isEmpty else {
            buffer.setString(x: area.x, y: area.y, "no holdings · a to add: ID AMOUNT [COST], e.g. bitcoin 0.5 30000",
                             style: theme.label, maxWidth: area.width)
            return
        }
        let columns = Self.shownColumns(width: area.width)
        buffer.setString(x: area.x, y: area.y, Self.row(columns.map(\.header), columns), style: theme.title, maxWidth: area.width)
        let rows = max(0, area.height - 2)  // the header and the total
        let selected = display.pane.selection
        let first = max(0, min(selected - rows + 1, valuation.holdings.count - rows))
        for (line, index) in (first..<min(valuation.holdings.count, first + rows)).enumerated() {
            let holding = valuation.holdings[index]
            let y = area.y + 1 + line
            let text = Self.row(columns.map { $0.value(holding) }, columns)
            let style: Style = focused && index == selected ? theme.highlight : .plain
            buffer.setString(x: area.x, y: y, text, style: style, maxWidth: area.width)
            if let pnl = holding.pnl, !(focused && index == selected) { colour(pnl, row: y, columns: columns, area: area, buffer: &buffer) }
        }
        guard area.height >= 2 else { return }
        let total = HoldingValuation(Holding(id: "total", amount: 1), symbol: "TOTAL", price: nil)
        var totalRow = total
        totalRow.value = valuation.totalValue
        totalRow.cost = valuation.totalCost
        totalRow.pnl = valuation.pnl
        totalRow.pnlPercentage = valuation.pnlPercentage
        let cells = columns.map { column -> String in
            switch column.header {
            case "Amount", "Price", "Share": return ""
            default: return column.value(totalRow)
            }
        }
        let y = area.y + 1 + min(rows, valuation.holdings.count)
        buffer.setString(x: area.x, y: y, Self.row(cells, columns), style: theme.title, maxWidth: area.width)
        if let pnl = valuation.pnl { colour(pnl, row: y, columns: columns, area: area, buffer: &buffer) }
    }

    /// Colours the P/L cells of a row by the sign of `pnl`.
    private func colour(_ pnl: Decimal, row y: Int, columns: [Column], area: Rect, buffer: inout Buffer) {
        let style = theme.change(pnl > 0 ? .up : pnl < 0 ? .down : .flat)
        var x = area.x
        for column in columns {
            if column.header.hasPrefix("P/L"), x + column.width <= area.right {
                buffer.setStyle(Rect(x: x, y: y, width: column.width, height: 1), style: style)
            }
            x += column.width + 1
        }
    }

    /// `cells` padded to their columns' widths, one space apart.
    static func row(_ cells: [String], _ columns: [Column]) -> String {
        zip(cells, columns).map { cell, column in
            let text = DisplayWidth.truncate(cell, to: column.width)
            let pad = String(repeating: " ", count: max(0, column.width - DisplayWidth.of(text)))
            return column.alignment == .right ? pad + text : text + pad
        }.joined(separator: " ")
    }

    /// Under the table: the value in UAH, the holdings without a price, and the input line, the delete question
    /// or the last problem — the list of holdings without a price and the problem wrapped to `width`, never cut.
    func footerLines(width: Int) -> [Line] {
        let valuation = display.valuation
        var lines: [Line] = []
        guard !valuation.holdings.isEmpty || display.pane.mode != .list || display.pane.problem != nil else { return [] }
        if !valuation.holdings.isEmpty {
            let uah = display.valueInUAH.map { "≈ \(PortfolioDisplay.money($0)) UAH at PrivatBank's buy rate" }
                ?? "UAH: no PrivatBank buy rate for \(valuation.vsCurrency.uppercased())"
            lines.append(Line(uah, style: display.valueInUAH == nil ? theme.label : .plain))
        }
        if !valuation.missingPrices.isEmpty {
            let ids = valuation.missingPrices.map { TerminalText.sanitize($0) }.joined(separator: ", ")
            lines += Paragraph.wrapped([Line("no price: \(ids) (left out of the total)", style: theme.label)], width: width)
        }
        switch display.pane.mode {
        case .list:
            break
        case .adding(let text):
            lines.append(Line([Span("add ID AMOUNT [COST]: ", style: theme.title), Span(TerminalText.sanitize(text) + "▏")]))
        case .checking(let text, let change):
            let id = if case .add(_, let id, _, _) = change { id } else { "" }
            lines.append(Line([Span("add ID AMOUNT [COST]: ", style: theme.title), Span(TerminalText.sanitize(text) + " "),
                               Span("checking '\(TerminalText.sanitize(id))' with CoinGecko…", style: theme.label)]))
        case .editing(_, let id, let text, _):
            lines.append(Line([Span("\(TerminalText.sanitize(id)) AMOUNT [COST]: ", style: theme.title),
                               Span(TerminalText.sanitize(text) + "▏")]))
        case .confirmDelete(_, let id):
            lines.append(Line([Span("delete \(TerminalText.sanitize(id))? ", style: theme.title), Span("y/n")]))
        }
        if let problem = display.pane.problem {
            lines += Paragraph.wrapped([Line(TerminalText.sanitize(problem), style: theme.error)], width: width)
        }
        return lines
    }
}
