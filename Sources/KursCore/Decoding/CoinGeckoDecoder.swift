public import Foundation

/// Decodes CoinGecko `/coins/markets` and `/coins/{id}` responses.
public enum CoinGeckoDecoder {
    /// `/coins/markets`: coins in response order; elements that fail to decode are dropped and counted.
    /// - Throws: `FetchError.unexpectedContent` when the body is not a JSON array.
    public static func decodeMarkets(_ data: Data) throws(FetchError) -> DecodedList<Coin> {
        throw .unexpectedContent("not implemented")
    }

    /// `/coins/{id}`: description (HTML stripped) and links.
    /// - Throws: `FetchError.notFound` for `{"error":"coin not found"}`; `.unexpectedContent` otherwise.
    public static func decodeCoinDetail(_ data: Data) throws(FetchError) -> CoinDetail {
        throw .unexpectedContent("not implemented")
    }
}
