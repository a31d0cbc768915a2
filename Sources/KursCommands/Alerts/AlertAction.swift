import Foundation
import KursCore

/// `kurs alert add ID above|below PRICE` · `kurs alert add ID move PERCENT` · `kurs alert add CODE above|below RATE
/// [--source …]` · `kurs alert remove N`.
enum AlertAction: Equatable, Sendable {
    /// A new alert: `target` a coin id (price, move) or a currency code (rate); `source` for a rate (nil: PrivatBank
    /// cash).
    case add(kind: Alert.Kind, condition: Alert.Condition, target: String, threshold: Decimal, source: HistorySource?)
    /// Removes alert number N.
    case remove(Int)
}

/// `kurs alerts [--json]`.
struct AlertsOptions: Equatable, Sendable {
    /// Print JSON instead of a table.
    var json = false
    /// A table.
    init() {}
}
