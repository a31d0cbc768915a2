package import Foundation

/// Decodes CoinGecko `/coins/markets`, `/coins/{id}` and `/coins/{id}/market_chart` responses.
package enum CoinGeckoDecoder {
    /// `/coins/markets`: coins in response order. Numbers may be integers, fractions, exponent notation or
    /// null (→ nil), exact from the JSON text; `roi` is ignored; `last_updated` is ISO 8601 with or without
    /// fractional seconds; `sparkline_in_7d.price` keeps its non-null values. A coin without `id`, `symbol` or
    /// `name`, or with a value of the wrong type, is dropped and counted. `symbol` and `name` are sanitized.
    /// The common case is read in one pass (`MarketsFastPath`), anything else with `JSONDecoder`; both give the same.
    /// - Throws: `FetchError.apiError` with CoinGecko's message for an error object (`{"error":…}` or a 429
    ///   `{"status":{"error_message":…}}`); `FetchError.unexpectedContent` when the body is not a JSON array.
    package static func decodeMarkets(_ data: Data) throws(FetchError) -> DecodedList<Coin> {
        try JSONBody.requireJSONLooking(data)
        if JSONBody.firstSignificantByte(data) == UInt8(ascii: "{") {
            if let message = CoinGeckoErrorBody.message(in: data) { throw .apiError(message) }
            throw .unexpectedContent("unexpected JSON shape: expected an array")
        }
        if let coins = MarketsFastPath.coins(data) { return DecodedList(elements: coins, droppedCount: 0) }
        return try decodeMarketsWithJSONDecoder(data)
    }

    /// `/coins/markets` through `JSONDecoder` (`CoinGeckoMarketCoin`, one `Lossy` element per coin): every case,
    /// and what `MarketsFastPath` is held to.
    static func decodeMarketsWithJSONDecoder(_ data: Data) throws(FetchError) -> DecodedList<Coin> {
        let coins = try JSONBody.decode([Lossy<CoinGeckoMarketCoin>].self, from: data).unwrapped()
        return DecodedList(elements: coins.values.map(\.coin), droppedCount: coins.dropped)
    }

    /// `/coins/{id}`: description (HTML stripped via `HTMLText.plainText(fromHTML:)`) and links.
    /// - Throws: `FetchError.notFound("coin")` for `{"error":"coin not found"}`; `.apiError` for another error
    ///   object; `.unexpectedContent` otherwise.
    package static func decodeCoinDetail(_ data: Data) throws(FetchError) -> CoinDetail {
        try JSONBody.requireJSONLooking(data)
        if let message = CoinGeckoErrorBody.message(in: data) {
            if message.lowercased().contains("not found") { throw .notFound("coin") }
            throw .apiError(message)
        }
        return try JSONBody.decode(CoinGeckoCoinDetail.self, from: data).detail
    }

    /// `/coins/{id}/market_chart` (and `/market_chart/range`): the `prices` series as (time, price) pairs,
    /// oldest first as sent; times from the milliseconds since 1970; pairs with a null or missing value are
    /// dropped.
    /// - Throws: `FetchError.apiError` for an error object; `.unexpectedContent` without a `prices` array.
    package static func decodeMarketChart(_ data: Data) throws(FetchError) -> [(Date, Double)] {
        try JSONBody.requireJSONLooking(data)
        if let message = CoinGeckoErrorBody.message(in: data) { throw .apiError(message) }
        let chart = try JSONBody.decode(MarketChart.self, from: data)
        return chart.prices.compactMap { pair in
            guard let numbers = pair.value, numbers.count == 2, let ms = numbers[0], let price = numbers[1]
            else { return nil }
            return (Date(timeIntervalSince1970: ms / 1000), price)
        }
    }

    struct MarketChart: Decodable {
        let prices: [Lossy<[Double?]>]
    }
}
