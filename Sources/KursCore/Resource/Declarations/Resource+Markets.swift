package import Foundation
import KursResources

extension Resource where Value == DecodedList<Coin> {
    /// Coins per default markets request (one page).
    package static var marketsPerPage: Int { 100 }
    /// The most coins CoinGecko serves on one markets page (`per_page` ≤ 250).
    package static var maxMarketsPerPage: Int { 250 }
    /// How every markets list's cache key begins, whatever its vs currency and coins ("coingecko-markets-").
    package static var marketsKeyPrefix: String { "coingecko-markets-" }

    /// The CoinGecko markets list of `coins` in `vsCurrency` (e.g. "usd"):
    /// `GET {KURS_COINGECKO_URL}/coins/markets?vs_currency=…&order=market_cap_desc&per_page=N&page=1&sparkline=true&price_change_percentage=24h,7d`
    /// with `per_page=100` for a top N ≤ 100 (cache key "coingecko-markets-usd"), `per_page=N` for a larger top N
    /// ("…-topN"), and `ids=a,b` for a list of ids ("…-ids-" + a hash of the list; repeats left out). Prices in
    /// `vsCurrency` per 1 coin. The list as answered: `CoinSelection.select(from:)` picks the rows. Reloaded every
    /// `interval` seconds (default 1 h, at least 5 min); a one-shot command uses a cache entry up to 5 min old. The
    /// embedded sample is the 50-coin USD page of 2026-09-26 (every coin with its 7-day sparkline). Not usable: a list without a coin (for a list of ids too: an
    /// answer that knows none of them never replaces the coins cached for them).
    package static func markets(vsCurrency: String, coins: CoinSelection = .default, interval: TimeInterval = 3600)
        -> Resource
    {
        let vs = vsCurrency.lowercased()
        let shape = MarketsPage(coins)
        let sample = EmbeddedResponses.coingeckoMarketsUSD
        return Resource(
            id: ResourceID("\(marketsKeyPrefix)\(ResourceNaming.safe(vs))\(shape.keySuffix)"), source: .coinGecko, setting: RefreshSource(.coingecko),
            maxAge: 300, schedule: .coingeckoMarkets(interval: interval),
            request: { env in
                env.coinGeckoRequest(
                    "/coins/markets?vs_currency=\(ResourceNaming.pathSegment(vs))\(shape.idsQuery)&order=market_cap_desc"
                        + "&per_page=\(shape.perPage)&page=1&sparkline=true&price_change_percentage=24h,7d")
            },
            decode: CoinGeckoDecoder.decodeMarkets,
            problem: { list in DecodedListProblem.of(list, source: "CoinGecko", noun: "coin") },
            copy: .coinList,
            sample: vs == "usd" ? EmbeddedSample(sample) : nil,
            recordedAt: { list in list.elements.compactMap(\.lastUpdated).max() })
    }
}

/// The page a markets request asks for: how many coins, and which ids.
struct MarketsPage: Sendable {
    /// The ids asked for (repeats left out, at most 250); empty for a top N.
    let ids: [String]
    /// `per_page`.
    let perPage: Int

    init(_ selection: CoinSelection) {
        let maxPage = Resource<DecodedList<Coin>>.maxMarketsPerPage
        switch selection {
        case .top(let count):
            ids = []
            perPage = count <= Resource<DecodedList<Coin>>.marketsPerPage ? 100 : min(count, maxPage)
        case .ids(let list):
            var seen: Set<String> = []
            ids = Array(list.filter { seen.insert($0).inserted }.prefix(maxPage))
            perPage = ids.isEmpty ? 100 : ids.count
        }
    }

    /// "" for the 100-coin page, "-top250", "-ids-0123456789abcdef".
    var keySuffix: String {
        if !ids.isEmpty { return "-ids-\(ResourceNaming.idsHash(ids))" }
        return perPage == 100 ? "" : "-top\(perPage)"
    }

    /// "&ids=a,b" (each id percent-encoded), "" for a top N.
    var idsQuery: String {
        ids.isEmpty ? "" : "&ids=" + ids.map(ResourceNaming.queryValue).joined(separator: ",")
    }
}
