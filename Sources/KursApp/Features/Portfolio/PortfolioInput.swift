import Foundation
import KursCore

/// What the portfolio pane's input line means: "ID AMOUNT [COST]" to add (ID a CoinGecko id or an ISO 4217 code,
/// COST the price paid per unit in the vs currency), "AMOUNT [COST]" to edit; the same rules as
/// `kurs portfolio add` (`HoldingTarget`, `DecimalText`).
enum PortfolioInput {
    /// The change "ID AMOUNT [COST]" asks for.
    /// - Throws: a message naming what is missing or wrong ("invalid amount 'x': a number more than 0").
    static func add(_ text: String) throws(UsageError) -> PortfolioChange {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2 else { throw UsageError("type ID AMOUNT [COST], e.g. bitcoin 0.5 30000") }
        guard words.count <= 3 else { throw UsageError("too many words: ID AMOUNT [COST]") }
        let (kind, id) = try HoldingTarget.parse(words[0], usage: "ID AMOUNT [COST], e.g. bitcoin 0.5")
        let (amount, cost) = try numbers(Array(words.dropFirst()))
        return .add(kind: kind, id: id, amount: amount, costPerUnit: cost)
    }

    /// The change "AMOUNT [COST]" asks for on the holding `id` of `kind` (no COST: the cost becomes unknown).
    /// - Throws: a message naming what is missing or wrong.
    static func edit(_ text: String, kind: Holding.Kind, id: String) throws(UsageError) -> PortfolioChange {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw UsageError("type AMOUNT [COST], e.g. 0.5 30000") }
        guard words.count <= 2 else { throw UsageError("too many words: AMOUNT [COST]") }
        let (amount, cost) = try numbers(words)
        return .edit(kind: kind, id: id, amount: amount, costPerUnit: cost)
    }

    /// What the edit line starts with for `holding`: its amount, and the average price paid per unit (cost /
    /// amount, to 8 decimals) when its cost is known.
    static func prefill(_ holding: Holding) -> String {
        guard let cost = holding.cost else { return holding.amount.description }
        var average = cost / holding.amount, rounded = Decimal()
        NSDecimalRound(&rounded, &average, 8, .plain)
        return "\(holding.amount) \(rounded)"
    }

    /// AMOUNT (> 0) and the optional COST (≥ 0).
    private static func numbers(_ words: [String]) throws(UsageError) -> (Decimal, Decimal?) {
        guard let amount = DecimalText.parseExactly(words[0]), amount > 0 else {
            throw UsageError("invalid amount '\(TerminalText.sanitize(words[0]))': a number more than 0"
                + DecimalText.digitsHint(words[0]))
        }
        guard words.count > 1 else { return (amount, nil) }
        guard let cost = DecimalText.parseExactly(words[1]), cost >= 0 else {
            throw UsageError("invalid cost '\(TerminalText.sanitize(words[1]))': the price paid per unit, 0 or more"
                + DecimalText.digitsHint(words[1]))
        }
        return (amount, cost)
    }
}
