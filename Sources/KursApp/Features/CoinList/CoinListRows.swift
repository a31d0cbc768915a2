import KursCore

/// Which coins the list shows and in what order — the one rule the pane draws with and the cursor counts in:
/// the favourites alone when that view is on, then the `/` filter, then the sort (none: the markets order).
struct CoinListRows: Equatable, Sendable {
    /// The `/` filter query ("" for none).
    var filter = ""
    /// The favourite coin ids (a ★ on their rows).
    var favourites: Set<String> = []
    /// `F`: only the favourites are shown.
    var favouritesOnly = false
    /// The sort (nil: the markets list's order).
    var sort: CoinSort?

    /// The rows of `coins` shown, in order.
    func apply(_ coins: [Coin]) -> [Coin] {
        let kept = favouritesOnly ? coins.filter { favourites.contains($0.id) } : coins
        let matching = CoinFilter.apply(kept, query: filter)
        return sort?.apply(matching) ?? matching
    }
}
