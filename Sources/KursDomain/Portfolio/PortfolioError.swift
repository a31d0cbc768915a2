package import Foundation

/// Why a portfolio edit was refused (a usage error: nothing changed).
package enum PortfolioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The amount to add is zero or negative.
    case amountNotPositive(Decimal)
    /// The price paid per unit is negative.
    case negativeCost(Decimal)
    /// The coin id or currency code is blank.
    case emptyID
    /// The holding's amount or cost after the change would need more significant digits than `Decimal` keeps
    /// (38; for a cost, amount × price paid, the digits of both together), so it could not be stored exactly.
    case notExact

    /// One line naming the problem ("amount must be more than 0, got -1").
    package var description: String {
        switch self {
        case .amountNotPositive(let amount): "amount must be more than 0, got \(amount)"
        case .negativeCost(let cost): "the price paid cannot be negative, got \(cost)"
        case .emptyID: "a coin id or currency code is needed"
        case .notExact: "the holding's amount or cost would not be kept exactly (at most 38 significant digits)"
        }
    }
}
