/// The rows a `CoinSelection` shows from a markets list, and the ids of an ids list the markets list lacks.
package struct SelectedCoins: Equatable, Sendable {
    /// The coins to show: the first N of the list for `.top(N)`; for `.ids`, the listed coins in the selection's
    /// order (whatever order the list has).
    package var coins: [Coin]
    /// The ids of an `.ids` selection that the list does not hold (an unknown id, or one missing from the embedded
    /// sample), in the selection's order; empty for `.top`.
    package var missingIDs: [String]

    /// The rows `coins` with `missingIDs` not found.
    package init(coins: [Coin], missingIDs: [String] = []) {
        self.coins = coins
        self.missingIDs = missingIDs
    }
}

extension CoinSelection {
    /// The rows this selection shows from `coins` (a markets list as CoinGecko answered, in market cap order):
    /// `.top(N)` keeps the first N (a 100-coin page shows 30 rows for a top 30); `.ids` puts the coins in the
    /// selection's order, each id once (ids compared in lower case), leaves out coins it did not ask for, and
    /// names the ids it could not find. Pure, O(coins + ids).
    package func select(from coins: [Coin]) -> SelectedCoins {
        switch self {
        case .top(let count):
            return SelectedCoins(coins: Array(coins.prefix(max(count, 0))))
        case .ids(let ids):
            var byID: [String: Coin] = [:]
            for coin in coins where byID[coin.id.lowercased()] == nil { byID[coin.id.lowercased()] = coin }
            var picked: [Coin] = [], missing: [String] = [], seen: Set<String> = []
            for id in ids where seen.insert(id.lowercased()).inserted {
                if let coin = byID[id.lowercased()] { picked.append(coin) } else { missing.append(id) }
            }
            return SelectedCoins(coins: picked, missingIDs: missing)
        }
    }
}
