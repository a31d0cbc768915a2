import KursCore

/// The coin fields of DESIGN.md §4, all of them in every coin object, null when absent (never 0):
/// `id, symbol, name, current_price, market_cap, market_cap_rank, total_volume, high_24h, low_24h, price_change_24h,
/// price_change_percentage_24h, market_cap_change_24h, market_cap_change_percentage_24h, block_time_in_minutes,
/// hashing_algorithm, description, homepage, subreddit_url, sparkline` (7-day hourly prices, oldest first).
/// Market values are in the vs currency; the detail fields are null in the markets list; `homepage` and
/// `subreddit_url` are null unless they are http(s) URLs (`WebLink.displayable`).
enum CoinJSON {
    static func fields(id: String, coin: Coin?, detail: CoinDetail?) -> [(String, JSONValue)] {
        [
            ("id", .string(coin?.id ?? detail?.id ?? id)),
            ("symbol", .string(coin?.symbol ?? detail?.symbol)),
            ("name", .string(coin?.name ?? detail?.name)),
            ("current_price", .decimal(coin?.currentPrice)),
            ("market_cap", .decimal(coin?.marketCap)),
            ("market_cap_rank", .int(coin?.marketCapRank)),
            ("total_volume", .decimal(coin?.totalVolume)),
            ("high_24h", .decimal(coin?.high24h)),
            ("low_24h", .decimal(coin?.low24h)),
            ("price_change_24h", .decimal(coin?.priceChange24h)),
            ("price_change_percentage_24h", .decimal(coin?.priceChangePercentage24h)),
            ("market_cap_change_24h", .decimal(coin?.marketCapChange24h)),
            ("market_cap_change_percentage_24h", .decimal(coin?.marketCapChangePercentage24h)),
            ("block_time_in_minutes", .int(detail?.blockTimeInMinutes)),
            ("hashing_algorithm", .string(detail?.hashingAlgorithm)),
            ("description", .string(detail?.description)),
            ("homepage", .string(WebLink.displayable(detail?.homepage))),
            ("subreddit_url", .string(WebLink.displayable(detail?.subredditURL))),
            ("sparkline", coin?.sparkline7d.map { .array($0.map(JSONValue.double)) } ?? .null),
        ]
    }
}
