/// One coin CoinGecko's search found (`/search?query=…`, `coins[]`): enough to open its detail or chart.
package struct SearchCoin: Equatable, Hashable, Sendable {
    /// The CoinGecko coin id ("pepe"), for `/coins/{id}` and `/coins/markets?ids=`.
    package var id: String
    /// The ticker as sent ("PEPE"; several coins may share one), control characters removed.
    package var symbol: String
    /// The coin's name, control characters removed.
    package var name: String
    /// Rank by market capitalisation; nil when CoinGecko ranks it not (yet).
    package var marketCapRank: Int?

    /// A search result.
    package init(id: String, symbol: String, name: String, marketCapRank: Int? = nil) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.marketCapRank = marketCapRank
    }
}
