package import Foundation

/// The user's holdings in the order added (a value type: edit it, then store it with `PortfolioStore.update`).
/// Stored as `{"version": 1, "holdings": [Holding]}` in `portfolio.json`.
package struct Portfolio: Equatable, Sendable, Codable {
    /// The holdings, one per coin id or cash code.
    package private(set) var holdings: [Holding]
    /// The file format's version (1).
    package var version: Int

    /// A portfolio of `holdings` (two for the same thing are merged as `add` would; a sum `Decimal` can't hold
    /// exactly is rounded here, as a file holding such twins can only have been written by hand).
    package init(_ holdings: [Holding] = []) {
        self.holdings = []
        version = 1
        for holding in holdings { _ = try? merge(holding, exactly: false) }
    }

    /// True when nothing is held.
    package var isEmpty: Bool { holdings.isEmpty }

    /// The holding of `id` (a coin id, or a cash code with `kind: .cash`), if any.
    package func holding(_ id: String, kind: Holding.Kind = .coin) -> Holding? {
        let key = Holding.normalised(id, kind: kind)
        return holdings.first { $0.kind == kind && $0.id == key }
    }

    /// Adds `amount` of `id`, bought at `costPerUnit` (the vs currency per 1 unit; nil: unknown). Adding to a
    /// holding adds the amount and the cost (cost = Σ amount × price paid, so the average price paid is
    /// cost / amount); when the cost of either part is unknown the holding's cost becomes unknown (nil), never a
    /// cost of only part of it.
    /// - Returns: the holding after the change.
    /// - Throws: `PortfolioError.amountNotPositive` for an amount ≤ 0, `.negativeCost` for a price paid < 0,
    ///   `.emptyID` for a blank id, `.notExact` when the amount or cost after it would be rounded; nothing
    ///   changes then.
    @discardableResult
    package mutating func add(_ id: String, kind: Holding.Kind = .coin, amount: Decimal, costPerUnit: Decimal? = nil)
        throws(PortfolioError) -> Holding
    {
        guard !Holding.normalised(id, kind: kind).isEmpty else { throw .emptyID }
        guard amount > 0 else { throw .amountNotPositive(amount) }
        if let costPerUnit, costPerUnit < 0 { throw .negativeCost(costPerUnit) }
        var cost: Decimal?
        if let costPerUnit { cost = try Self.exact(amount, times: costPerUnit) }
        return try merge(Holding(kind: kind, id: id, amount: amount, cost: cost))
    }

    /// `amount` × `price` when `Decimal` surely holds it exactly: their significant digits add up to at most 38
    /// (`NSDecimalMultiply` rounds a longer product without saying so). - Throws: `.notExact` otherwise.
    package static func exact(_ amount: Decimal, times price: Decimal) throws(PortfolioError) -> Decimal {
        guard significantDigits(amount) + significantDigits(price) <= DecimalText.maxSignificantDigits else { throw .notExact }
        return amount * price
    }

    /// How many significant digits `value` has (0 for zero): its digits without leading and trailing zeros.
    static func significantDigits(_ value: Decimal) -> Int {
        let digits = value.description.prefix { $0 != "e" && $0 != "E" }.filter(\.isNumber)
        return digits.drop { $0 == "0" }.reversed().drop { $0 == "0" }.count
    }

    /// `a` + `b` when `Decimal` holds it exactly. - Throws: `.notExact` when it would be rounded.
    static func exact(_ a: Decimal, plus b: Decimal) throws(PortfolioError) -> Decimal {
        var result = Decimal(), left = a, right = b
        guard NSDecimalAdd(&result, &left, &right, .plain) == .noError else { throw .notExact }
        return result
    }

    /// Removes the holding of `id`.
    /// - Returns: the removed holding; nil when there was none (nothing changes).
    @discardableResult
    package mutating func remove(_ id: String, kind: Holding.Kind = .coin) -> Holding? {
        let key = Holding.normalised(id, kind: kind)
        guard let index = holdings.firstIndex(where: { $0.kind == kind && $0.id == key }) else { return nil }
        return holdings.remove(at: index)
    }

    /// Adds `holding` to the one of the same thing, or appends it. - Throws: `.notExact` when `exactly` and the
    /// sum of the amounts or costs would be rounded (nothing changes then).
    @discardableResult
    private mutating func merge(_ holding: Holding, exactly: Bool = true) throws(PortfolioError) -> Holding {
        guard let index = holdings.firstIndex(where: { $0.kind == holding.kind && $0.id == holding.id }) else {
            holdings.append(holding)
            return holding
        }
        func sum(_ a: Decimal, _ b: Decimal) throws(PortfolioError) -> Decimal {
            exactly ? try Self.exact(a, plus: b) : a + b
        }
        var merged = holdings[index]
        merged.amount = try sum(merged.amount, holding.amount)
        if let old = merged.cost, let added = holding.cost {
            merged.cost = try sum(old, added)
        } else {
            merged.cost = nil
        }
        holdings[index] = merged
        return merged
    }

    private enum CodingKeys: String, CodingKey { case version, holdings }

    /// Reads `{"version", "holdings"}` (version defaults to 1); holdings given twice are merged.
    /// - Throws: `DecodingError` for a holding that can't be read (the file is then kept aside by `StateFile`).
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try c.decode([Holding].self, forKey: .holdings))
        version = try c.decodeIfPresent(Int.self, forKey: .version) ?? 1
    }
}
