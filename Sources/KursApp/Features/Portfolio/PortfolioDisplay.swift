import Foundation
import KursCore

/// What the portfolio pane and tile draw: the holdings valued now and the pane's own state.
struct PortfolioDisplay: Sendable {
    /// The holdings valued in the vs currency, exact (`AppState.portfolioValuation`).
    var valuation: PortfolioValuation
    /// The total in UAH at PrivatBank's cash buy rate of the vs currency; nil while that rate is not loaded.
    var valueInUAH: Decimal?
    /// The cursor, the input line, the last problem.
    var pane: PortfolioPaneState

    /// The display of `state`'s portfolio.
    init(_ state: AppState) {
        valuation = state.portfolioValuation
        valueInUAH = state.portfolioValueInUAH(valuation)
        pane = state.portfolio
    }

    /// A display of these values (previews, tests).
    init(valuation: PortfolioValuation, valueInUAH: Decimal?, pane: PortfolioPaneState) {
        self.valuation = valuation
        self.valueInUAH = valueInUAH
        self.pane = pane
    }

    /// The name a holding is shown by: a coin's ticker ("BTC"), else its id; a cash code.
    static func name(_ holding: HoldingValuation) -> String {
        TerminalText.sanitize(holding.symbol?.uppercased() ?? holding.id)
    }

    /// Money to exactly 2 decimals with thousands grouped, as the coin list and the converter write it
    /// ("8,475.76", "-3.10"), "—" when unknown.
    static func money(_ value: Decimal?) -> String {
        guard let value, !value.isNaN else { return absentValue }
        return FixedPointText.format(value, fractionDigits: 2, grouping: true)
    }

    /// A signed P/L to 2 decimals ("+1,120.50", "-3.10"), "—" when unknown.
    static func signed(_ value: Decimal?) -> String {
        guard let value else { return absentValue }
        return (value > 0 ? "+" : "") + money(value)
    }
}
