import Foundation
import KursCore

/// One edit of the portfolio made in the dashboard, applied by the effect runner to the file's portfolio under
/// its lock (`PortfolioStore.update`), so an edit another kurs process made meanwhile is kept.
enum PortfolioChange: Equatable, Sendable {
    /// Adds `amount` of `id` bought at `costPerUnit` (nil: unknown), as `kurs portfolio add` does.
    case add(kind: Holding.Kind, id: String, amount: Decimal, costPerUnit: Decimal?)
    /// Sets the holding's amount and its cost (amount × `costPerUnit`; nil: unknown), keeping its place.
    case edit(kind: Holding.Kind, id: String, amount: Decimal, costPerUnit: Decimal?)
    /// Removes the holding.
    case remove(kind: Holding.Kind, id: String)

    /// A holding that is not (or no longer) in the file.
    struct NotHeld: Error, CustomStringConvertible {
        /// The holding's id.
        var id: String
        /// "no holding 'x' in the portfolio".
        var description: String { "no holding '\(id)' in the portfolio" }
    }

    /// Applies the change to `portfolio`.
    /// - Throws: `PortfolioError` for an amount ≤ 0 or a negative cost, `NotHeld` for an edit or removal of a
    ///   holding that is not there; `portfolio` is unchanged then.
    func apply(to portfolio: inout Portfolio) throws {
        switch self {
        case .add(let kind, let id, let amount, let costPerUnit):
            try portfolio.add(id, kind: kind, amount: amount, costPerUnit: costPerUnit)
        case .edit(let kind, let id, let amount, let costPerUnit):
            guard amount > 0 else { throw PortfolioError.amountNotPositive(amount) }
            if let costPerUnit, costPerUnit < 0 { throw PortfolioError.negativeCost(costPerUnit) }
            guard portfolio.holding(id, kind: kind) != nil else { throw NotHeld(id: id) }
            var cost: Decimal?
            if let costPerUnit { cost = try Portfolio.exact(amount, times: costPerUnit) }
            let edited = Holding(kind: kind, id: id, amount: amount, cost: cost)
            portfolio = Portfolio(portfolio.holdings.map { $0.kind == kind && $0.id == edited.id ? edited : $0 })
        case .remove(let kind, let id):
            guard portfolio.remove(id, kind: kind) != nil else { throw NotHeld(id: id) }
        }
    }
}
