import Foundation
import KursCore
import TerminalUI

/// The dashboard's portfolio tile, in the left column under the converter (before the weather tile) when the
/// portfolio has holdings and the terminal is at least `minimumWidth` wide: the total, the P/L, the value in UAH at
/// PrivatBank's buy rate, and the largest holdings by value (as many as fit), then the holdings without a price —
/// that line is kept in place of the smallest holding when rows are short, so a holding left out of the total is
/// always said. `p` opens the whole pane.
struct PortfolioTile: Widget, Sendable {
    /// The valued holdings.
    var display: PortfolioDisplay
    /// Styles to draw with.
    var theme: PaneTheme

    /// " · 1 of 3 with a cost" (or " · 1 of 3 costed" in less `room`, in cells) when the P/L leaves out holdings
    /// without a price paid or a price; "" when it covers them all or neither form fits.
    static func coverage(_ valuation: PortfolioValuation, room: Int) -> String {
        let costed = valuation.holdings.filter { $0.pnl != nil }.count
        guard valuation.pnl != nil, costed < valuation.holdings.count else { return "" }
        let forms = [" · \(costed) of \(valuation.holdings.count) with a cost", " · \(costed) of \(valuation.holdings.count) costed"]
        return forms.first { DisplayWidth.of($0) <= room } ?? ""
    }

    /// The fewest rows (borders included) the tile is drawn in: the total, the P/L and one holding.
    static let minimumHeight = 5
    /// The rows it uses at most (borders included): the three summary lines and three holdings.
    static let preferredHeight = 8
    /// The terminal width from which the dashboard shows the tile.
    static let minimumWidth = 120

    /// Whether the dashboard shows the tile for `portfolio` at `size` (the full dashboard only).
    static func mayShow(_ portfolio: Portfolio, size: TerminalSize) -> Bool {
        !portfolio.isEmpty && size.width >= minimumWidth
    }

    /// The holdings with a value, largest first (ties in portfolio order).
    static func top(_ valuation: PortfolioValuation) -> [HoldingValuation] {
        valuation.holdings.enumerated().filter { $0.element.value != nil }
            .sorted { ($0.element.value!, -$0.offset) > ($1.element.value!, -$1.offset) }.map(\.element)
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let valuation = display.valuation
        let vs = valuation.vsCurrency.uppercased()
        let block = Block(title: Line("Portfolio · \(vs)"), rightTitle: Line("p", style: theme.label),
                          borderStyle: theme.border(focused: false), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        let pnlStyle = theme.change(valuation.pnl.map { $0 > 0 ? .up : $0 < 0 ? .down : .flat } ?? .flat)
        let percent = valuation.pnlPercentage.map { " (\(PortfolioDisplay.signed($0))%)" } ?? ""
        let pnlText = PortfolioDisplay.signed(valuation.pnl) + percent
        var lines = [
            Line([Span("Total ", style: theme.label), Span("\(PortfolioDisplay.money(valuation.totalValue)) \(vs)")]),
            Line([Span("P/L   ", style: theme.label), Span(pnlText, style: pnlStyle),
                  Span(Self.coverage(valuation, room: content.width - 6 - DisplayWidth.of(pnlText)), style: theme.label)]),
        ]
        if let uah = display.valueInUAH {
            lines.append(Line([Span("UAH   ", style: theme.label), Span("≈ \(PortfolioDisplay.money(uah)) at PrivatBank buy")]))
        }
        let noPriceRows = valuation.missingPrices.isEmpty ? 0 : 1
        let top = Self.top(valuation).prefix(max(0, content.height - lines.count - noPriceRows))
        let valueWidth = top.map { DisplayWidth.of(PortfolioDisplay.money($0.value)) }.max() ?? 0
        for holding in top {
            let share = holding.share.map { PortfolioDisplay.money($0) + "%" } ?? absentValue
            let value = DisplayWidth.pad(PortfolioDisplay.money(holding.value), to: valueWidth, alignment: .right)
            let room = max(1, content.width - valueWidth - 9)
            let name = DisplayWidth.truncate(PortfolioDisplay.name(holding), to: room)
            let pad = String(repeating: " ", count: max(1, room - DisplayWidth.of(name)))
            lines.append(Line([Span(name + pad), Span(DisplayWidth.pad(share, to: 8, alignment: .right), style: theme.label), Span(" " + value)]))
        }
        if !valuation.missingPrices.isEmpty {
            lines.append(Line("no price: " + valuation.missingPrices.map { TerminalText.sanitize($0) }.joined(separator: ", "), style: theme.label))
        }
        for (row, line) in lines.prefix(content.height).enumerated() {
            buffer.setLine(x: content.x, y: content.y + row, line.truncated(to: content.width))
        }
    }
}
