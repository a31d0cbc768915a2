import Foundation
import KursCore

/// `kurs portfolio [--vs CODE] [--json]` · `kurs portfolio add ID AMOUNT [--cost PRICE]` · `kurs portfolio remove ID`.
enum PortfolioAction: Equatable, Sendable {
    /// The holdings valued now; `vsCurrency` nil: the config's.
    case show(vsCurrency: String?, json: Bool)
    /// Adds `amount` of a coin or cash (`id` normalised), bought at `costPerUnit` (nil: unknown) in the config's
    /// vs currency.
    case add(kind: Holding.Kind, id: String, amount: Decimal, costPerUnit: Decimal?)
    /// Removes the holding of `id`.
    case remove(kind: Holding.Kind, id: String)
}
