/// One search hit: the currency, how well it matched and the text that matched.
package struct CurrencyMatch: Hashable, Sendable {
    /// How a query matched, best first.
    package enum Rank: Int, Comparable, Sendable {
        /// The query is the code ("usd" → USD), or an alias of it ("rur" → RUB).
        case exactCode = 0
        /// The code starts with the query ("us" → USD).
        case codePrefix = 1
        /// A word of a name or region starts with the query ("tai" → Taiwan, "zloty" → Polish Zloty).
        case wordPrefix = 2
        /// A name or region contains the query elsewhere ("aiwa" → Taiwan).
        case substring = 3

        /// Better ranks are smaller.
        package static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The currency found.
    package let currency: CurrencyInfo
    /// How it matched.
    package let rank: Rank
    /// The text that matched, as written: the code, a currency name ("Polish Zloty") or a region ("Taiwan").
    package let matchedText: String

    /// A match with the given fields.
    package init(currency: CurrencyInfo, rank: Rank, matchedText: String) {
        self.currency = currency
        self.rank = rank
        self.matchedText = matchedText
    }
}
