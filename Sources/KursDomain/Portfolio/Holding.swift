package import Foundation

/// One line of the portfolio: an amount of a coin (a CoinGecko id) or of cash (an ISO 4217 code), with what was
/// paid for it. Stored in `portfolio.json` as `{"kind": "coin"|"cash", "id", "amount": "0.5", "cost": "15000"}`,
/// the numbers as decimal strings (read back as strings or JSON numbers), `cost` left out when unknown.
package struct Holding: Equatable, Hashable, Sendable, Codable {
    /// What a holding is.
    package enum Kind: String, Equatable, Hashable, Sendable, Codable {
        /// A coin, priced from CoinGecko's markets list.
        case coin
        /// Cash in a currency, priced by a rate to the vs currency.
        case cash
    }

    /// Coin or cash.
    package var kind: Kind
    /// The CoinGecko coin id ("bitcoin", lower-cased) or the ISO 4217 code ("EUR", upper-cased).
    package var id: String
    /// How much is held (coins or currency units), > 0.
    package var amount: Decimal
    /// The total cost basis in the vs currency (the sum of amount × price paid of each purchase); nil when not
    /// known for all of it.
    package var cost: Decimal?

    /// A holding; `id` is normalised (coin ids lower-cased, cash codes upper-cased, blanks trimmed).
    package init(kind: Kind = .coin, id: String, amount: Decimal, cost: Decimal? = nil) {
        self.kind = kind
        self.id = Self.normalised(id, kind: kind)
        self.amount = amount
        self.cost = cost
    }

    /// `id` as stored for `kind`.
    package static func normalised(_ id: String, kind: Kind) -> String {
        let trimmed = id.trimmingBlanks()
        return kind == .coin ? trimmed.lowercased() : trimmed.uppercased()
    }

    private enum CodingKeys: String, CodingKey { case kind, id, amount, cost }

    /// Reads `{"kind", "id", "amount", "cost"}`; `kind` defaults to coin; numbers as strings or JSON numbers.
    /// - Throws: `DecodingError` for a missing id or amount, or a value that is not a number.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decodeIfPresent(Kind.self, forKey: .kind) ?? .coin, id: try c.decode(String.self, forKey: .id),
            amount: try c.decode(FlexibleDecimal.self, forKey: .amount).value,
            cost: try c.decodeIfPresent(FlexibleDecimal.self, forKey: .cost)?.value)
    }

    /// Writes the numbers as decimal strings, exactly.
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(id, forKey: .id)
        try c.encode(amount.description, forKey: .amount)
        try c.encodeIfPresent(cost?.description, forKey: .cost)
    }
}
