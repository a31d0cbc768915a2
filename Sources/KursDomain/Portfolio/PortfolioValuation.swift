package import Foundation

/// The portfolio valued now in one vs currency (`kurs portfolio --json`: `vs_currency`, `total_value`,
/// `total_cost`, `pnl`, `pnl_percentage`, `holdings`; nil → `null`), exact `Decimal` throughout. The totals cover
/// the holdings that have a price; those without one are listed in `missingPrices` (say them as missing, never as
/// worth 0). Total cost and P/L cover the holdings with both a price and a cost.
package struct PortfolioValuation: Equatable, Sendable {
    /// The vs currency as given, lower-cased ("usd").
    package var vsCurrency: String
    /// Each holding, in the portfolio's order.
    package var holdings: [HoldingValuation]
    /// Σ value of the priced holdings (0 when none is priced).
    package var totalValue: Decimal
    /// Σ cost of the holdings with a price and a cost; nil when there is none.
    package var totalCost: Decimal?
    /// Σ pnl of those holdings; nil when there is none.
    package var pnl: Decimal?
    /// pnl / totalCost × 100 (2 decimals); nil without a pnl or for a total cost of 0.
    package var pnlPercentage: Decimal?
    /// The ids of the holdings without a price (a coin the markets list lacks, a currency without a rate).
    package var missingPrices: [String]

    /// Values `portfolio` in `vsCurrency`.
    /// - Parameters:
    ///   - prices: coin id → price of 1 coin in `vsCurrency` (`current_price` from `/coins/markets`, exact).
    ///   - symbols: coin id → ticker, for display (`symbol` from the same list).
    ///   - cashRates: `vsCurrency` per 1 unit of a cash code (e.g. "EUR" → 1.08 USD); a cash holding in the vs
    ///     currency itself is priced 1 without asking.
    package static func value(
        _ portfolio: Portfolio, prices: [String: Decimal], symbols: [String: String] = [:],
        cashRates: (CurrencyCode) -> Decimal?, vsCurrency: String
    ) -> PortfolioValuation {
        let vs = CurrencyCode(vsCurrency)
        var rows = portfolio.holdings.map { holding in
            switch holding.kind {
            case .coin:
                return HoldingValuation(holding, symbol: symbols[holding.id], price: prices[holding.id])
            case .cash:
                let code = CurrencyCode(holding.id)
                return HoldingValuation(holding, symbol: holding.id, price: code == vs ? 1 : cashRates(code))
            }
        }
        let total = rows.compactMap(\.value).reduce(0, +)
        for index in rows.indices {
            rows[index].share = rows[index].value.flatMap { PercentageOf.value($0, of: total) }
        }
        let costed = rows.filter { $0.pnl != nil }
        let totalCost = costed.isEmpty ? nil : costed.compactMap(\.cost).reduce(0, +)
        let pnl = costed.isEmpty ? nil : costed.compactMap(\.pnl).reduce(0, +)
        return PortfolioValuation(
            vsCurrency: vsCurrency.lowercased(), holdings: rows, totalValue: total, totalCost: totalCost, pnl: pnl,
            pnlPercentage: pnl.flatMap { pnl in totalCost.flatMap { PercentageOf.value(pnl, of: $0) } },
            missingPrices: rows.filter { $0.price == nil }.map(\.id))
    }

    /// The total value in hryvnias at PrivatBank's buy rate — what the bank would pay for it:
    /// `totalValue × buyRate(vsCurrency)`, exact; the total itself when the vs currency is UAH; nil when
    /// `buyRate` has no rate for the vs currency.
    /// - Parameter buyRate: UAH per 1 unit of a currency at PrivatBank's buy (`BankRate.buy`), by code.
    package func valueInUAH(atBuy buyRate: (CurrencyCode) -> Decimal?) -> Decimal? {
        let vs = CurrencyCode(vsCurrency)
        if vs == "UAH" { return totalValue }
        return buyRate(vs).map { totalValue * $0 }
    }
}
