import Foundation
import KursCore

/// The coin list's "/" filter: a coin matches when its name or symbol contains the query, ignoring case
/// and diacritics. Leading and trailing spaces of the query are ignored; an empty query matches everything.
enum CoinFilter {
    /// Whether `coin` matches `query`.
    static func matches(_ coin: Coin, query: String) -> Bool {
        let needle = query.trimmingBlanks()
        guard !needle.isEmpty else { return true }
        return matches(coin, needle: needle)
    }

    /// Whether `coin` matches `needle`, a query already trimmed and not empty.
    static func matches(_ coin: Coin, needle: String) -> Bool {
        let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
        return coin.name.range(of: needle, options: options) != nil
            || coin.symbol.range(of: needle, options: options) != nil
    }

    /// The coins matching `query`, in their order. Selection indices of the coin list refer to this array.
    static func apply(_ coins: [Coin], query: String) -> [Coin] {
        let needle = query.trimmingBlanks()
        guard !needle.isEmpty else { return coins }
        return coins.filter { matches($0, needle: needle) }
    }
}
