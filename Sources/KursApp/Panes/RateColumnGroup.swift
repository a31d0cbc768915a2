import Foundation
import KursCore

/// One source's columns in the rates pane: a heading ("Cash") and its price columns ("buy", "sale"), each
/// giving the price of a currency in UAH per 1 unit (nil: not quoted, shown "—"). The pane's table is the list
/// `RateColumnGroup.groups(…)` returns: side by side while they fit, the rest stacked below with their
/// headings. Adding a source (NBU, Monobank) is one more group here.
struct RateColumnGroup: Sendable {
    /// One price column: its header and the price per currency code.
    struct Column: Sendable {
        /// The header over the prices ("buy", "sale", "rate").
        var header: String
        /// The price for a row of the pane (a PrivatBank row), in units of that row's base per 1 unit; nil
        /// when not quoted.
        var price: @Sendable (BankRate) -> Decimal?
    }

    /// The group's headings, longest first ("Mid-market", "Mid"): the longest that fits over its columns.
    var headings: [String]
    /// The full heading, e.g. "Cash", "Card", "Mid-market".
    var heading: String { headings[0] }
    /// Its columns, left to right.
    var columns: [Column]

    /// A PrivatBank table's group: buy and sale of each row (`pubinfo?json&exchange&coursid=5|11`).
    static func bank(_ heading: String, rows: [BankRate]) -> RateColumnGroup {
        let byCode = Dictionary(rows.map { ($0.ccy, $0) }, uniquingKeysWith: { first, _ in first })
        @Sendable func quote(_ row: BankRate) -> BankRate? { byCode[row.ccy].flatMap { $0.baseCcy == row.baseCcy ? $0 : nil } }
        return RateColumnGroup(headings: [heading], columns: [
            Column(header: "buy") { quote($0)?.buy },
            Column(header: "sale") { quote($0)?.sale },
        ])
    }

    /// open.er-api's mid-market group: UAH per 1 unit of each currency (`/v6/latest/{CODE}`, cross rate
    /// through the response's base); rows based on another currency than UAH have none.
    static func midMarket(_ rates: MidMarketRates) -> RateColumnGroup {
        let converter = Converter(midMarket: rates)
        return RateColumnGroup(headings: ["Mid-market", "Mid"], columns: [
            Column(header: "rate") { row in
                guard row.baseCcy == .uah,
                      case .success(let conversion) = converter.convert(1, from: row.ccy, to: .uah, mode: .midMarket)
                else { return nil }
                return conversion.rate
            },
        ])
    }

    /// The pane's groups, in order: PrivatBank cash, card (when given), mid-market (when loaded).
    static func groups(cash: [BankRate], card: [BankRate]?, midMarket: MidMarketRates?) -> [RateColumnGroup] {
        var groups = [bank("Cash", rows: cash)]
        if let card, !card.isEmpty { groups.append(bank("Card", rows: card)) }
        if let midMarket { groups.append(.midMarket(midMarket)) }
        return groups
    }
}
