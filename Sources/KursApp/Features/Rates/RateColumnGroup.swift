import Foundation
import KursCore

/// One source's columns in the rates pane (the bank comparison): its headings, longest first ("PrivatBank cash",
/// "Privat cash", "Cash") and its price columns ("buy", "sale"), each giving the price of a compared currency in
/// UAH per 1 unit (nil: not quoted, shown "—"). The pane's table is the list `RateColumnGroup.groups(…)`
/// returns, laid out in bands as wide as fit. Adding a source is one more group here.
struct RateColumnGroup: Sendable {
    /// Which best price a cell may be: the comparison's best buy or best sale (banks only).
    enum Best: Sendable {
        case buy, sale
    }

    /// One price column: its header, the price per comparison row, and the best price it may hold.
    struct Column: Sendable {
        /// The header over the prices ("buy", "sale", "rate", "best").
        var header: String
        /// The price for a row of the pane (one compared currency), UAH per 1 unit; nil when not quoted.
        var price: @Sendable (CurrencyComparison) -> Decimal?
        /// The source whose price this column shows, when it is a bank's buy or sale: the cell is highlighted
        /// when that source has the row's best price of `best`'s side.
        var best: (source: HistorySource, side: Best)?

        /// Whether the cell of `row` is the row's best buy or best sale.
        func isBest(_ row: CurrencyComparison) -> Bool {
            guard let best else { return false }
            switch best.side {
            case .buy: return row.bestBuy?.source == best.source
            case .sale: return row.bestSale?.source == best.source
            }
        }
    }

    /// The group's headings, longest first: the longest that fits over its columns is drawn.
    var headings: [String]
    /// The full heading, e.g. "PrivatBank cash", "NBU official".
    var heading: String { headings[0] }
    /// Its columns, left to right.
    var columns: [Column]

    /// The headings of each comparison source's group, longest first.
    static func headings(of source: HistorySource) -> [String] { source.labels }

    /// A comparison source's group: buy and sale for a bank, the official rate for the NBU (each source's
    /// today list: PrivatBank `pubinfo?…coursid=5|11`, Monobank `/bank/currency`, NBU `…/exchange?json`).
    static func source(_ source: HistorySource) -> RateColumnGroup {
        @Sendable func quote(_ row: CurrencyComparison) -> RateQuote? {
            row.quotes.first { $0.source == source }?.quote
        }
        guard source.isBank else {
            return RateColumnGroup(headings: headings(of: source), columns: [Column(header: "rate") { quote($0)?.rate }])
        }
        return RateColumnGroup(headings: headings(of: source), columns: [
            Column(header: "buy", price: { quote($0)?.buy }, best: (source, .buy)),
            Column(header: "sale", price: { quote($0)?.sale }, best: (source, .sale)),
        ])
    }

    /// open.er-api's mid-market group: UAH per 1 unit of each currency (`/v6/latest/{CODE}`, cross rate
    /// through the response's base).
    static func midMarket(_ rates: MidMarketRates) -> RateColumnGroup {
        let converter = Converter(midMarket: rates)
        return RateColumnGroup(headings: ["open.er-api mid", "Mid-market", "Mid"], columns: [
            Column(header: "rate") { row in converter.midMarketRate(from: row.ccy, to: .uah) },
        ])
    }

    /// The spread among the banks: best sale − best buy (UAH), nil unless some bank buys and some bank sells.
    static let spread = RateColumnGroup(headings: ["Spread", "Sprd"], columns: [
        Column(header: "best") { row in
            guard let buy = row.bestBuy?.value, let sale = row.bestSale?.value else { return nil }
            return sale - buy
        },
    ])

    /// The pane's groups, in order: each comparison source of `sources` in `HistorySource.compared` order
    /// (PrivatBank cash, card, Monobank, NBU) — a source not loaded has no group —, open.er-api's mid-market
    /// rate when loaded, and the spread when a bank is loaded.
    static func groups(sources: [HistorySource], midMarket: MidMarketRates?) -> [RateColumnGroup] {
        var groups = HistorySource.compared.filter(sources.contains).map(source)
        if let midMarket { groups.append(.midMarket(midMarket)) }
        if sources.contains(where: \.isBank) { groups.append(.spread) }
        return groups
    }
}
