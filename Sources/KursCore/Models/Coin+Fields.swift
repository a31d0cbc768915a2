extension Coin {
    /// Every field of a coin, in the order of the decoded copy's layout: the one list to extend when `Coin` gains a
    /// field (`CoinFieldTableTests` fails when a stored property is missing from it). `id` stays first: a decoded
    /// copy is filtered by id before the rest of a coin is read.
    static let fields: [CoinField] = [
        CoinField(key: "id", value: .text(.identifier, get: { $0.id }, set: { $0.id = $1 })),
        CoinField(key: "symbol", value: .text(.label, get: { $0.symbol }, set: { $0.symbol = $1 })),
        CoinField(key: "name", value: .text(.label, get: { $0.name }, set: { $0.name = $1 })),
        CoinField(key: "current_price", value: .decimal(get: { $0.currentPrice }, set: { $0.currentPrice = $1 })),
        CoinField(key: "market_cap", value: .decimal(get: { $0.marketCap }, set: { $0.marketCap = $1 })),
        CoinField(key: "total_volume", value: .decimal(get: { $0.totalVolume }, set: { $0.totalVolume = $1 })),
        CoinField(key: "high_24h", value: .decimal(get: { $0.high24h }, set: { $0.high24h = $1 })),
        CoinField(key: "low_24h", value: .decimal(get: { $0.low24h }, set: { $0.low24h = $1 })),
        CoinField(key: "price_change_24h", value: .decimal(get: { $0.priceChange24h }, set: { $0.priceChange24h = $1 })),
        CoinField(
            key: "price_change_percentage_24h",
            value: .decimal(get: { $0.priceChangePercentage24h }, set: { $0.priceChangePercentage24h = $1 })),
        CoinField(
            key: "market_cap_change_24h",
            value: .decimal(get: { $0.marketCapChange24h }, set: { $0.marketCapChange24h = $1 })),
        CoinField(
            key: "market_cap_change_percentage_24h",
            value: .decimal(get: { $0.marketCapChangePercentage24h }, set: { $0.marketCapChangePercentage24h = $1 })),
        CoinField(
            key: "price_change_percentage_7d_in_currency",
            value: .decimal(get: { $0.priceChangePercentage7d }, set: { $0.priceChangePercentage7d = $1 })),
        CoinField(
            key: "circulating_supply",
            value: .decimal(get: { $0.circulatingSupply }, set: { $0.circulatingSupply = $1 })),
        CoinField(key: "ath", value: .decimal(get: { $0.ath }, set: { $0.ath = $1 })),
        CoinField(
            key: "ath_change_percentage",
            value: .decimal(get: { $0.athChangePercentage }, set: { $0.athChangePercentage = $1 })),
        CoinField(key: "market_cap_rank", value: .integer(get: { $0.marketCapRank }, set: { $0.marketCapRank = $1 })),
        CoinField(key: "last_updated", value: .date(get: { $0.lastUpdated }, set: { $0.lastUpdated = $1 })),
        CoinField(key: "sparkline_in_7d", value: .sparkline(get: { $0.sparkline7d }, set: { $0.sparkline7d = $1 })),
    ]
}
