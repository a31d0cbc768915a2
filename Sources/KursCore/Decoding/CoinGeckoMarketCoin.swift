import Foundation

/// One element of CoinGecko `/coins/markets` as sent, decoded field by field from `Coin.fields`.
struct CoinGeckoMarketCoin: Decodable {
    let coin: Coin

    /// A member of the coin object by its key in `Coin.fields`.
    struct Key: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    struct Sparkline: Decodable {
        let price: [Double?]?
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        var coin = Coin(id: "", symbol: "", name: "")
        for field in Coin.fields {
            let key = Key(stringValue: field.name)
            switch field.value {
            case .text(let rule, _, let set):
                guard let text = rule.taken(try c.decode(String.self, forKey: key)) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "empty \(field.name)")
                }
                set(&coin, text)
            case .decimal(_, let set): set(&coin, try c.decodeIfPresent(Decimal.self, forKey: key))
            case .integer(_, let set): set(&coin, try JSONInteger.integer(c, key))
            case .date(_, let set): set(&coin, try ISO8601Field.date(c, key))
            case .sparkline(_, let set):
                set(&coin, try c.decodeIfPresent(Sparkline.self, forKey: key)?.price.map { $0.compactMap { $0 } })
            }
        }
        self.coin = coin
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
