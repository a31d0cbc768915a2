package import Foundation

extension CoinGeckoDecoder {
    /// `/coins/{id}/market_chart`: `prices`, `market_caps` and `total_volumes` as `[ms, value]` pairs, each kept
    /// in the order and at the times served; values exact from the JSON text. A pair with a null or missing value,
    /// or that is not a pair of numbers, is dropped (one bad pair never drops the series). `market_caps` and
    /// `total_volumes` may be missing (empty).
    /// - Throws: `FetchError.notFound("coin")` for `{"error":"coin not found"}`; `.apiError` for another error
    ///   object; `.unexpectedContent` without a `prices` array.
    package static func decodeChart(_ data: Data) throws(FetchError) -> KursCore.MarketChart {
        try JSONBody.requireJSONLooking(data)
        if let message = CoinGeckoErrorBody.message(in: data) {
            if message.lowercased().contains("not found") { throw .notFound("coin") }
            throw .apiError(message)
        }
        let series = try JSONBody.decode(ChartSeries.self, from: data)
        return KursCore.MarketChart(
            prices: series.prices.points, marketCaps: series.marketCaps?.points ?? [],
            totalVolumes: series.totalVolumes?.points ?? [])
    }

    /// The three series of a market chart body.
    struct ChartSeries: Decodable {
        let prices: [Lossy<ChartPair>]
        let marketCaps: [Lossy<ChartPair>]?
        let totalVolumes: [Lossy<ChartPair>]?

        enum CodingKeys: String, CodingKey {
            case prices
            case marketCaps = "market_caps"
            case totalVolumes = "total_volumes"
        }
    }

    /// One `[ms, value]` pair; fails (and is dropped by `Lossy`) unless both are numbers.
    struct ChartPair: Decodable {
        let point: ChartPoint

        init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            let milliseconds = try pair.decode(Double.self)
            let value = try pair.decode(Decimal.self)
            point = ChartPoint(date: Date(timeIntervalSince1970: milliseconds / 1000), value: value)
        }
    }
}

extension Array where Element == Lossy<CoinGeckoDecoder.ChartPair> {
    /// The pairs that decoded, in order.
    fileprivate var points: [ChartPoint] { compactMap(\.value?.point) }
}
