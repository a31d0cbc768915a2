package import Foundation

extension CoinGeckoDecoder {
    /// `/search?query=…`: the `coins` in the order CoinGecko ranked them (duplicate symbols kept; exchanges,
    /// categories and NFTs ignored). An empty `coins` list is a valid answer (nothing found). A coin without `id`,
    /// `symbol` or `name`, with an id holding control characters, or with a value of the wrong type, is dropped
    /// and counted. `symbol` and `name` are sanitized.
    /// - Throws: `FetchError.apiError` for an error object; `.unexpectedContent` without a `coins` array.
    package static func decodeSearch(_ data: Data) throws(FetchError) -> DecodedList<SearchCoin> {
        try JSONBody.requireJSONLooking(data)
        if let message = CoinGeckoErrorBody.message(in: data) { throw .apiError(message) }
        let coins = try JSONBody.decode(SearchBody.self, from: data).coins.unwrapped()
        return DecodedList(elements: coins.values.map(\.coin), droppedCount: coins.dropped)
    }

    /// The part of a search body kurs reads.
    struct SearchBody: Decodable {
        let coins: [Lossy<SearchRow>]
    }

    /// One element of `coins`.
    struct SearchRow: Decodable {
        let coin: SearchCoin

        enum CodingKeys: String, CodingKey {
            case id, symbol, name
            case marketCapRank = "market_cap_rank"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let id = try c.decode(String.self, forKey: .id)
            guard !id.isEmpty, TerminalText.sanitize(id) == id else {
                throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "unusable id")
            }
            coin = SearchCoin(
                id: id, symbol: TerminalText.sanitize(try c.decode(String.self, forKey: .symbol)),
                name: TerminalText.sanitize(try c.decode(String.self, forKey: .name)),
                marketCapRank: try JSONInteger.integer(c, .marketCapRank))
        }
    }
}
