import Foundation
import KursCore

/// Which markets entries `{coin:ID}` is read from: the configured selection's entry, then the default top-100
/// entry. Only the configured one counts as stale (and so is what the background `kurs refresh --only coingecko`
/// fetches, as that refresh reads the same config); the top-100 entry is a read-only fallback for coins outside
/// the selection (a list of ids without bitcoin, say), as some other command left it.
extension StatusCache {
    /// The markets entry of the configured selection (`Resource.markets(vsCurrency:coins:)`).
    var configuredMarkets: Resource<DecodedList<Coin>> { .markets(vsCurrency: vsCurrency, coins: coins) }

    /// The default top-100 list (`coingecko-markets-<vs>`) when it is not the configured entry and some of `ids`
    /// (lower case) are not in `found` (the configured entry's coins); nil otherwise, or when it is not cached or
    /// does not decode. Read only when needed: decoding a markets list is the costly part of `kurs status`.
    func fallbackCoins(for ids: Set<String>, besides found: [Coin], now: Date) -> Fetched<[Coin]>? {
        let fallback = Resource<DecodedList<Coin>>.markets(vsCurrency: vsCurrency)
        guard fallback.id != configuredMarkets.id else { return nil }
        let have = Set(found.map { $0.id.lowercased() })
        guard !ids.isSubset(of: have), let list = Self.cached(fallback, in: cache, now: now, copy: .coinList(keeping: ids))
        else { return nil }
        return list.map(\.elements)
    }
}
