package import Foundation

/// One source's quote of one currency, with when its data left the API.
package struct SourceQuote: Equatable, Sendable {
    /// Who quotes it: PrivatBank cash, PrivatBank card, Monobank or the NBU.
    package var source: HistorySource
    /// The prices, in UAH per 1 unit.
    package var quote: RateQuote
    /// When the source's data left its API.
    package var fetchedAt: Date

    /// `quote` from `source`, fetched at `fetchedAt`.
    package init(source: HistorySource, quote: RateQuote, fetchedAt: Date) {
        self.source = source
        self.quote = quote
        self.fetchedAt = fetchedAt
    }
}

/// The best price of one side among the banks: which bank and its price (UAH per 1 unit).
package struct BestQuote: Equatable, Sendable {
    /// The bank.
    package var source: HistorySource
    /// Its price.
    package var value: Decimal

    /// `source`'s price `value`.
    package init(source: HistorySource, value: Decimal) {
        self.source = source
        self.value = value
    }
}

/// One currency side by side across the sources (`kurs rates --compare`, `{best:CODE:buy|sale}`).
package struct CurrencyComparison: Equatable, Sendable {
    /// The currency compared.
    package var ccy: CurrencyCode
    /// The sources that quote it, in the order given.
    package var quotes: [SourceQuote]

    /// `ccy` as `quotes` price it.
    package init(ccy: CurrencyCode, quotes: [SourceQuote]) {
        self.ccy = ccy
        self.quotes = quotes
    }

    /// The highest price a bank pays for 1 unit (the largest `buy`); the NBU is not a bank and never counts. Nil
    /// when no bank buys it. A tie goes to the source listed first.
    package var bestBuy: BestQuote? { best(\.buy, better: >) }
    /// The lowest price a bank charges for 1 unit (the smallest `sale`); nil when no bank sells it. A tie goes to
    /// the source listed first.
    package var bestSale: BestQuote? { best(\.sale, better: <) }

    private func best(_ side: KeyPath<RateQuote, Decimal?>, better: (Decimal, Decimal) -> Bool) -> BestQuote? {
        var result: BestQuote?
        for quote in quotes where quote.source.isBank {
            guard let value = quote.quote[keyPath: side], value > 0 else { continue }
            if result.map({ better(value, $0.value) }) ?? true { result = BestQuote(source: quote.source, value: value) }
        }
        return result
    }
}

extension CurrencyComparison {
    /// The currencies a comparison shows when none are asked for: USD, EUR, PLN, GBP.
    package static let defaultCodes: [CurrencyCode] = ["USD", "EUR", "PLN", "GBP"]

    /// `code` as each list prices it in UAH (`RateQuote.inHryvnias`); a list without `code` is left out.
    package static func of(_ code: CurrencyCode, in lists: [(source: HistorySource, rows: Fetched<[RateQuote]>)])
        -> CurrencyComparison
    {
        let quotes = lists.compactMap { list in
            RateQuote.inHryvnias(code, in: list.rows.value).map {
                SourceQuote(source: list.source, quote: $0, fetchedAt: list.rows.fetchedAt)
            }
        }
        return CurrencyComparison(ccy: code, quotes: quotes)
    }
}

extension SourceID {
    /// Whether the source is a bank that buys and sells (the NBU only sets the official rate): its `.bank` role.
    package var isBank: Bool { SourceRegistry.current.descriptor(self)?.roles.contains(.bank) ?? false }
}
