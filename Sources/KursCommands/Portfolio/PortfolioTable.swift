import Foundation
import KursCore

/// The portfolio as a table: one row per holding (id, symbol, amount, price, value, cost, P/L, P/L %, share), then
/// a TOTAL row. Amounts and coin prices exact, cash rates to 6 decimals (exact in JSON); values, costs and P/L rounded to 2 decimals; "—" (terminal) or "" (pipe)
/// where unknown.
enum PortfolioTable {
    static func render(_ valuation: PortfolioValuation, terminal: Bool) -> String {
        func money(_ value: Decimal?) -> String { PlainText.decimal(value, scale: 2, terminal: terminal) }
        var rows = valuation.holdings.map { holding in
            [
                PlainText.text(holding.id, terminal: terminal), PlainText.text(holding.symbol?.uppercased(), terminal: terminal),
                PlainText.decimal(holding.amount, terminal: terminal),
                PlainText.decimal(holding.price, scale: holding.kind == .cash ? 6 : nil, terminal: terminal),
                money(holding.value), money(holding.cost), money(holding.pnl), money(holding.pnlPercentage),
                money(holding.share),
            ]
        }
        rows.append([
            "TOTAL", "", "", "", money(valuation.totalValue), money(valuation.totalCost), money(valuation.pnl),
            money(valuation.pnlPercentage), "",
        ])
        let vs = valuation.vsCurrency.uppercased()
        return TextTable(
            headers: ["ID", "SYMBOL", "AMOUNT", "PRICE \(vs)", "VALUE \(vs)", "COST", "P/L", "P/L %", "SHARE %"],
            alignments: [.left, .left, .right, .right, .right, .right, .right, .right, .right], rows: rows
        ).render(terminal: terminal)
    }
}
