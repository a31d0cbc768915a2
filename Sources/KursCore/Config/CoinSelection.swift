/// Which coins the markets list shows: config `coins`, either a list of CoinGecko ids
/// (`["bitcoin", "ethereum"]`) or `{ top: N }` (the first N by market cap; default `{ top: 100 }`).
package enum CoinSelection: Hashable, Sendable, Decodable {
    /// The top N coins by market capitalization (1…250, CoinGecko's page size limit).
    case top(Int)
    /// These CoinGecko coin ids, in this order.
    case ids([String])

    /// `{ top: 100 }`.
    package static let `default` = CoinSelection.top(100)

    /// The largest `top` CoinGecko returns in one page.
    package static let maximumTop = 250
    /// The most ids a list may hold: one markets page (`per_page` ≤ 250).
    package static let maximumIDs = 250

    private enum CodingKeys: String, CodingKey { case top }

    static let shape = ConfigShape.either(.list(.string), .object(["top": .integer]))

    /// Decodes a list of ids or `{ top: N }` (`{}` means the default top 100).
    /// Throws `DecodingError` when it is neither.
    package init(from decoder: any Decoder) throws {
        if let ids = try? decoder.singleValueContainer().decode([String].self) {
            self = .ids(ids)
        } else {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = .top(try container.decodeIfPresent(Int.self, forKey: .top) ?? 100)
        }
    }

    /// The selection as kurs requests it: `top` clamped to 1…250; ids lower-cased (A–Z only), ids that are not
    /// CoinGecko ids (`CoinID`) and repeats left out (the first stays, in the given order), at most
    /// `maximumIDs`; a list left empty becomes `.default`. `ConfigValidation` reports what this drops.
    package var normalized: CoinSelection {
        switch self {
        case .top(let count):
            return .top(min(max(count, 1), Self.maximumTop))
        case .ids(let ids):
            var seen: Set<String> = []
            let kept = ids.compactMap(CoinID.normalized).filter { seen.insert($0).inserted }
            return kept.isEmpty ? .default : .ids(Array(kept.prefix(Self.maximumIDs)))
        }
    }
}
