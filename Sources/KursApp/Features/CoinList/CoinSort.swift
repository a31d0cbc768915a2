import Foundation
import KursCore

/// How the coin list is sorted: by one column, ascending or descending (`o` picks the next column, `O` reverses).
/// Coins without a value for the column come last in both directions; ties keep the markets list's order.
struct CoinSort: Equatable, Hashable, Sendable {
    /// The column sorted by.
    var column: CoinColumn
    /// Smallest first (A → Z for text) when true.
    var ascending: Bool

    /// The columns `o` steps through, left to right (the sparkline has no single value to sort by).
    static let columns: [CoinColumn] = CoinColumn.allCases.filter { $0 != .sparkline }

    /// A sort by `column` in its first direction: rank and text ascending, the other numbers descending (the
    /// biggest price or move first).
    static func first(_ column: CoinColumn) -> CoinSort {
        CoinSort(column: column, ascending: [.rank, .symbol, .name].contains(column))
    }

    /// `o`: the next column in `columns` in its first direction; from no sort (the list's own order) the rank.
    static func next(after sort: CoinSort?) -> CoinSort {
        guard let sort, let index = columns.firstIndex(of: sort.column) else { return first(.rank) }
        return first(columns[(index + 1) % columns.count])
    }

    /// `O`: the same column the other way; from no sort, the rank descending.
    static func reversed(_ sort: CoinSort?) -> CoinSort {
        guard var sort else { return CoinSort(column: .rank, ascending: false) }
        sort.ascending.toggle()
        return sort
    }

    /// "▲" ascending, "▼" descending (ASCII "^" / "v").
    func arrow(ascii: Bool) -> String { ascending ? (ascii ? "^" : "▲") : (ascii ? "v" : "▼") }

    /// `coins` sorted: present values by the column in the direction, absent ones after them in list order.
    func apply(_ coins: [Coin]) -> [Coin] {
        let keyed = coins.enumerated().map { (index: $0.offset, coin: $0.element, key: Self.key($0.element, column)) }
        return keyed.sorted { a, b in
            switch (a.key, b.key) {
            case (nil, nil): return a.index < b.index
            case (nil, _): return false
            case (_, nil): return true
            case let (x?, y?):
                if x == y { return a.index < b.index }
                return ascending ? x < y : y < x
            }
        }.map(\.coin)
    }

    /// What a coin sorts by in `column`: a number, or text compared case-insensitively; nil when absent.
    enum Key: Comparable {
        case number(Decimal)
        case text(String)
    }

    /// `coin`'s sort key for `column`; nil when the markets row has no value there.
    static func key(_ coin: Coin, _ column: CoinColumn) -> Key? {
        let number: Decimal?
        switch column {
        case .symbol: return .text(coin.symbol.lowercased())
        case .name: return .text(coin.name.lowercased())
        case .rank: number = coin.marketCapRank.map { Decimal($0) }
        case .price: number = coin.currentPrice
        case .change24h: number = coin.priceChangePercentage24h
        case .change7d: number = coin.priceChangePercentage7d
        case .marketCap: number = coin.marketCap
        case .volume: number = coin.totalVolume
        case .high24h: number = coin.high24h
        case .low24h: number = coin.low24h
        case .athChange: number = coin.athChangePercentage
        case .supply: number = coin.circulatingSupply
        case .sparkline: number = nil
        }
        return number.map(Key.number)
    }
}
