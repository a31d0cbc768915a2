package import Foundation

/// One holding valued now, all in the vs currency, exact (`kurs portfolio --json` `holdings[]`: `id`, `symbol`,
/// `amount`, `price`, `value`, `cost`, `pnl`, `pnl_percentage`, `share`; nil → `null`).
package struct HoldingValuation: Equatable, Sendable {
    /// Coin or cash.
    package var kind: Holding.Kind
    /// The coin id or cash code.
    package var id: String
    /// The coin's ticker from the markets list ("BTC"), the code for cash; nil when the coin is not in it.
    package var symbol: String?
    /// How much is held.
    package var amount: Decimal
    /// The price of 1 unit (a coin's `current_price`, a cash rate); nil when there is none (then also `value`,
    /// `pnl`, `pnlPercentage` and `share`).
    package var price: Decimal?
    /// amount × price, exactly.
    package var value: Decimal?
    /// The cost basis; nil when no cost was given.
    package var cost: Decimal?
    /// value − cost; nil without a value or a cost.
    package var pnl: Decimal?
    /// pnl / cost × 100 (2 decimals, `PercentageOf`); nil without a pnl or for a cost of 0.
    package var pnlPercentage: Decimal?
    /// value / total value × 100 (2 decimals); nil without a value or when the total is 0.
    package var share: Decimal?

    /// `holding` at `price` (nil: not priced), with its `symbol`; `share` is set by `PortfolioValuation`.
    package init(_ holding: Holding, symbol: String?, price: Decimal?) {
        kind = holding.kind
        id = holding.id
        self.symbol = symbol
        amount = holding.amount
        self.price = price
        value = price.map { holding.amount * $0 }
        cost = holding.cost
        pnl = value.flatMap { value in holding.cost.map { value - $0 } }
        pnlPercentage = pnl.flatMap { pnl in holding.cost.flatMap { PercentageOf.value(pnl, of: $0) } }
        share = nil
    }
}
