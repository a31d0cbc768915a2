package import Foundation

/// One alert the user set: a coin's price above/below a level, a coin's 24 h move beyond ±N %, or a bank rate of a
/// currency above/below a level. `kurs alerts --json` `alerts[]`: `id`, `kind` ("price", "move", "rate"),
/// `condition` ("above", "below", "beyond"), `threshold`, `value` (at the last evaluation), `triggered`,
/// `triggered_at`. Stored in `alerts.json` with the numbers as decimal strings and the dates in ISO 8601.
package struct Alert: Equatable, Sendable, Codable {
    /// What is watched.
    package enum Kind: String, Equatable, Sendable, Codable {
        /// A coin's price in `vsCurrency` (`current_price`).
        case price
        /// A coin's 24 h price change in percent (`price_change_percentage_24h`).
        case move
        /// A bank's rate of a currency, UAH per 1 unit.
        case rate
    }

    /// When it holds.
    package enum Condition: String, Equatable, Sendable, Codable {
        /// value ≥ threshold.
        case above
        /// value ≤ threshold.
        case below
        /// |value| ≥ threshold (a move of ±threshold % or more).
        case beyond
    }

    /// Whether it may ring.
    package enum State: String, Equatable, Sendable, Codable {
        /// Waiting for the condition to hold.
        case armed
        /// The condition held at the last evaluation; re-armed when it no longer holds.
        case triggered
    }

    /// Which side of a bank's quote a rate alert watches.
    package enum RateSide: String, Equatable, Sendable, Codable {
        /// What the bank pays for 1 unit.
        case buy
        /// What the bank charges for 1 unit.
        case sale
    }

    /// The alert's number (`kurs alert remove N`), never reused.
    package var id: Int
    /// Price, move or rate.
    package var kind: Kind
    /// Above, below or beyond.
    package var condition: Condition
    /// The coin id ("bitcoin") for price and move, the ISO 4217 code ("USD") for a rate.
    package var target: String
    /// The level: a price in `vsCurrency`, a percentage, or UAH per 1 unit.
    package var threshold: Decimal
    /// The vs currency of a price alert ("usd"); nil for the others.
    package var vsCurrency: String?
    /// The rate source of a rate alert (a history source id: `privatbank`, `nbu`, `monobank`…); nil: the caller's default.
    package var source: String?
    /// The side of a rate alert's quote; nil: the source's one rate (NBU official).
    package var side: RateSide?
    /// Armed or triggered.
    package var state: State
    /// The watched value at the last evaluation that had one; nil before.
    package var value: Decimal?
    /// When it last triggered; nil when it never has.
    package var triggeredAt: Date?

    /// An armed alert; `target` is normalised (coin ids lower-cased, currency codes upper-cased).
    package init(
        id: Int, kind: Kind, condition: Condition, target: String, threshold: Decimal, vsCurrency: String? = nil,
        source: String? = nil, side: RateSide? = nil, state: State = .armed, value: Decimal? = nil, triggeredAt: Date? = nil
    ) {
        self.id = id
        self.kind = kind
        self.condition = condition
        let trimmed = target.trimmingBlanks()
        self.target = kind == .rate ? trimmed.uppercased() : trimmed.lowercased()
        self.threshold = threshold
        self.vsCurrency = vsCurrency?.lowercased()
        self.source = source
        self.side = side
        self.state = state
        self.value = value
        self.triggeredAt = triggeredAt
    }

    /// True when triggered.
    package var isTriggered: Bool { state == .triggered }

    /// Whether the condition holds for `value`.
    package func holds(for value: Decimal) -> Bool {
        switch condition {
        case .above: value >= threshold
        case .below: value <= threshold
        case .beyond: abs(value) >= threshold
        }
    }

    /// A short line for a status bar or a list: "bitcoin ≥ 70000 usd", "bitcoin 24h beyond ±5%",
    /// "USD sale ≤ 41.2 (privatbank)".
    package var summary: String {
        let level: String
        switch condition {
        case .above: level = "≥ \(threshold)"
        case .below: level = "≤ \(threshold)"
        case .beyond: level = "beyond ±\(threshold)%"
        }
        switch kind {
        case .price: return [target, level, vsCurrency].compactMap { $0 }.joined(separator: " ")
        case .move: return "\(target) 24h \(level)"
        case .rate:
            return [target, side?.rawValue, level, source.map { "(\($0))" }].compactMap { $0 }.joined(separator: " ")
        }
    }
}
