import Foundation

/// One element of CoinGecko `/coins/markets` as sent.
struct CoinGeckoMarketCoin: Decodable {
    let coin: Coin

    enum CodingKeys: String, CodingKey {
        case id, symbol, name
        case currentPrice = "current_price", marketCap = "market_cap", marketCapRank = "market_cap_rank"
        case totalVolume = "total_volume", high24h = "high_24h", low24h = "low_24h"
        case priceChange24h = "price_change_24h", priceChangePercentage24h = "price_change_percentage_24h"
        case marketCapChange24h = "market_cap_change_24h"
        case marketCapChangePercentage24h = "market_cap_change_percentage_24h"
        case priceChangePercentage7d = "price_change_percentage_7d_in_currency"
        case circulatingSupply = "circulating_supply", ath, athChangePercentage = "ath_change_percentage"
        case lastUpdated = "last_updated", sparkline = "sparkline_in_7d"
    }

    struct Sparkline: Decodable {
        let price: [Double?]?
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func decimal(_ key: CodingKeys) throws -> Decimal? { try c.decodeIfPresent(Decimal.self, forKey: key) }
        let id = try c.decode(String.self, forKey: .id)
        guard !id.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "empty id")
        }
        let sparkline = try c.decodeIfPresent(Sparkline.self, forKey: .sparkline)
        coin = Coin(
            id: id,
            symbol: TerminalText.sanitize(try c.decode(String.self, forKey: .symbol)),
            name: TerminalText.sanitize(try c.decode(String.self, forKey: .name)),
            currentPrice: try decimal(.currentPrice),
            marketCap: try decimal(.marketCap),
            marketCapRank: try JSONInteger.integer(c, .marketCapRank),
            totalVolume: try decimal(.totalVolume),
            high24h: try decimal(.high24h),
            low24h: try decimal(.low24h),
            priceChange24h: try decimal(.priceChange24h),
            priceChangePercentage24h: try decimal(.priceChangePercentage24h),
            marketCapChange24h: try decimal(.marketCapChange24h),
            marketCapChangePercentage24h: try decimal(.marketCapChangePercentage24h),
            priceChangePercentage7d: try decimal(.priceChangePercentage7d),
            circulatingSupply: try decimal(.circulatingSupply),
            ath: try decimal(.ath),
            athChangePercentage: try decimal(.athChangePercentage),
            lastUpdated: try ISO8601Field.date(c, .lastUpdated),
            sparkline7d: sparkline?.price.map { $0.compactMap { $0 } })
    }
}

/// ISO 8601 date fields: a string with or without fractional seconds, or null.
enum ISO8601Field {
    /// The date in `key`; nil when absent, null or not a parseable date. Throws for a non-string value.
    static func date<K: CodingKey>(_ c: KeyedDecodingContainer<K>, _ key: K) throws -> Date? {
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        return DateFormat.parseISO8601(text)
    }
}
