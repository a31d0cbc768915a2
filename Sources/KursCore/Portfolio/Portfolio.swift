public import Foundation

/// The user's holdings in the order added (a value type: edit it, then store it with `PortfolioStore.update`).
/// Stored as `{"version": 1, "holdings": [Holding]}` in `portfolio.json`.
public struct Portfolio: Equatable, Sendable, Codable {
    /// The holdings, one per coin id or cash code.
    public private(set) var holdings: [Holding]
    /// The file format's version (1).
    public var version: Int

    /// A portfolio of `holdings` (two for the same thing are merged as `add` would).
    public init(_ holdings: [Holding] = []) {
        self.holdings = []
        version = 1
        for holding in holdings { merge(holding) }
    }

    /// True when nothing is held.
    public var isEmpty: Bool { holdings.isEmpty }

    /// The holding of `id` (a coin id, or a cash code with `kind: .cash`), if any.
    public func holding(_ id: String, kind: Holding.Kind = .coin) -> Holding? {
        let key = Holding.normalised(id, kind: kind)
        return holdings.first { $0.kind == kind && $0.id == key }
    }

    /// Adds `amount` of `id`, bought at `costPerUnit` (the vs currency per 1 unit; nil: unknown). Adding to a
    /// holding adds the amount and the cost (cost = Σ amount × price paid, so the average price paid is
    /// cost / amount); when the cost of either part is unknown the holding's cost becomes unknown (nil), never a
    /// cost of only part of it.
    /// - Returns: the holding after the change.
    /// - Throws: `PortfolioError.amountNotPositive` for an amount ≤ 0, `.negativeCost` for a price paid < 0,
    ///   `.emptyID` for a blank id; nothing changes then.
    @discardableResult
    public mutating func add(_ id: String, kind: Holding.Kind = .coin, amount: Decimal, costPerUnit: Decimal? = nil)
        throws(PortfolioError) -> Holding
    {
        guard !Holding.normalised(id, kind: kind).isEmpty else { throw .emptyID }
        guard amount > 0 else { throw .amountNotPositive(amount) }
        if let costPerUnit, costPerUnit < 0 { throw .negativeCost(costPerUnit) }
        return merge(Holding(kind: kind, id: id, amount: amount, cost: costPerUnit.map { amount * $0 }))
    }

    /// Removes the holding of `id`.
    /// - Returns: the removed holding; nil when there was none (nothing changes).
    @discardableResult
    public mutating func remove(_ id: String, kind: Holding.Kind = .coin) -> Holding? {
        let key = Holding.normalised(id, kind: kind)
        guard let index = holdings.firstIndex(where: { $0.kind == kind && $0.id == key }) else { return nil }
        return holdings.remove(at: index)
    }

    /// Adds `holding` to the one of the same thing, or appends it.
    @discardableResult
    private mutating func merge(_ holding: Holding) -> Holding {
        guard let index = holdings.firstIndex(where: { $0.kind == holding.kind && $0.id == holding.id }) else {
            holdings.append(holding)
            return holding
        }
        var merged = holdings[index]
        merged.amount += holding.amount
        merged.cost = merged.cost.flatMap { old in holding.cost.map { old + $0 } }
        holdings[index] = merged
        return merged
    }

    private enum CodingKeys: String, CodingKey { case version, holdings }

    /// Reads `{"version", "holdings"}` (version defaults to 1); holdings given twice are merged.
    /// - Throws: `DecodingError` for a holding that can't be read (the file is then kept aside by `StateFile`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode([Holding].self, forKey: .holdings))
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }
}
