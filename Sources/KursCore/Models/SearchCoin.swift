/// One coin CoinGecko's search found (`/search?query=…`, `coins[]`): enough to open its detail or chart.
public struct SearchCoin: Equatable, Hashable, Sendable {
    /// The CoinGecko coin id ("pepe"), for `/coins/{id}` and `/coins/markets?ids=`.
    public var id: String
    /// The ticker as sent ("PEPE"; several coins may share one), control characters removed.
    public var symbol: String
    /// The coin's name, control characters removed.
    public var name: String
    /// Rank by market capitalisation; nil when CoinGecko ranks it not (yet).
    public var marketCapRank: Int?

    /// A search result.
    public init(id: String, symbol: String, name: String, marketCapRank: Int? = nil) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.marketCapRank = marketCapRank
    }
}
