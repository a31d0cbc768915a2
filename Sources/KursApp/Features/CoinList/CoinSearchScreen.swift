import KursCore

/// The CoinGecko search the coin pane shows when the `/` filter matched no listed coin and Enter was pressed:
/// the query and the cursor among its results (`GET /search?query=…`, `Resource.search`).
struct CoinSearchScreen: Equatable, Sendable {
    /// The filter text searched for, blanks around it trimmed.
    var query: String
    /// Index into the results of the selected row.
    var selection = 0

    /// The search resource of `query`.
    var resource: Resource<DecodedList<SearchCoin>> { .search(query: query) }
}

/// The vs currencies `v` steps through: the config's `vsCurrency` first, then USD, EUR, UAH and BTC (the
/// config's one not repeated).
enum VsCurrencyCycle {
    /// The common vs currencies after the configured one.
    static let common = ["usd", "eur", "uah", "btc"]

    /// The vs currency after `current` in the cycle that starts with `configured` (lower case).
    static func next(after current: String, configured: String) -> String {
        let cycle = [configured] + common.filter { $0 != configured }
        guard let index = cycle.firstIndex(of: current) else { return cycle[0] }
        return cycle[(index + 1) % cycle.count]
    }
}
