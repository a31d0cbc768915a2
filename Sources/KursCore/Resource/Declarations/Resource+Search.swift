import Foundation

extension Resource where Value == DecodedList<SearchCoin> {
    /// CoinGecko's coin search: `GET {KURS_COINGECKO_URL}/search?query=Q` (Q percent-encoded, blanks around it
    /// trimmed). Cache key "coingecko-search-" + the query lower-cased (made safe, see `ResourceNaming.safe`), so
    /// "PEPE" and "pepe" share one entry. Fresh for a day; not reloaded on its own (a search is asked for). The
    /// coins in CoinGecko's order; an empty list is a valid answer ("nothing found"). Not usable: an answer in
    /// which no coin could be read.
    package static func search(query: String) -> Resource {
        let text = query.trimmingBlanks()
        return Resource(
            id: ResourceID("coingecko-search-\(ResourceNaming.safe(text.lowercased()))"), source: .coinGecko,
            setting: nil, maxAge: 86_400, schedule: RefreshSchedule(rule: .manualOnly),
            request: { env in env.coinGeckoRequest("/search?query=\(ResourceNaming.queryValue(text))") },
            decode: CoinGeckoDecoder.decodeSearch,
            problem: { list in
                list.elements.isEmpty && list.droppedCount > 0
                    ? DecodedListProblem.of(list, source: "CoinGecko", noun: "coin") : nil
            })
    }
}
