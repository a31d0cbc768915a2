package import Foundation

/// One coin of the CoinGecko markets list. Every market value may be absent (`nil`): absent shows as "—" and
/// encodes as JSON `null`, never 0. Money values are in the list's vs currency (e.g. USD), exact from the JSON
/// text; percentages are in percent (0.14088 means +0.14088 %).
///
/// Source: CoinGecko `GET {KURS_COINGECKO_URL}/coins/markets?vs_currency=usd&sparkline=true&price_change_percentage=24h,7d`.
package struct Coin: Equatable, Hashable, Sendable, Identifiable {
    /// CoinGecko's id, e.g. "bitcoin".
    package var id: String
    /// Ticker symbol as CoinGecko gives it (lower case, e.g. "btc").
    package var symbol: String
    /// Display name, e.g. "Bitcoin".
    package var name: String
    /// Price in the vs currency, exact from the JSON text; nil when absent.
    package var currentPrice: Decimal?
    /// Market capitalisation in the vs currency; nil when absent.
    package var marketCap: Decimal?
    /// Rank by market cap, 1 for the largest; nil when absent.
    package var marketCapRank: Int?
    /// Trading volume over 24 hours, in the vs currency; nil when absent.
    package var totalVolume: Decimal?
    /// Highest price over 24 hours, in the vs currency; nil when absent.
    package var high24h: Decimal?
    /// Lowest price over 24 hours, in the vs currency; nil when absent.
    package var low24h: Decimal?
    /// Price change over 24 hours, in the vs currency.
    package var priceChange24h: Decimal?
    /// Price change over 24 hours, in percent.
    package var priceChangePercentage24h: Decimal?
    /// Market cap change over 24 hours, in the vs currency.
    package var marketCapChange24h: Decimal?
    /// Market cap change over 24 hours, in percent.
    package var marketCapChangePercentage24h: Decimal?
    /// Price change over 7 days, in percent (`price_change_percentage_7d_in_currency`, sent when the request
    /// asks for `price_change_percentage=…7d`); nil when absent.
    package var priceChangePercentage7d: Decimal?
    /// Coins in circulation (`circulating_supply`), in coins; nil when absent.
    package var circulatingSupply: Decimal?
    /// All-time high price in the vs currency (`ath`); nil when absent.
    package var ath: Decimal?
    /// How far the price is from the all-time high, in percent (`ath_change_percentage`, −33.3 means 33.3 %
    /// below it); nil when absent.
    package var athChangePercentage: Decimal?
    /// When CoinGecko last updated the coin's data (`last_updated`); nil when absent.
    package var lastUpdated: Date?
    /// Hourly prices over the last 7 days (`sparkline_in_7d.price`, oldest first, usually 168), or nil when the
    /// response has none. Nulls inside are dropped. An empty array means "no chart data".
    package var sparkline7d: [Double]?

    /// A coin with `id`, `symbol` and `name`; every market value defaults to absent.
    package init(
        id: String, symbol: String, name: String, currentPrice: Decimal? = nil, marketCap: Decimal? = nil,
        marketCapRank: Int? = nil, totalVolume: Decimal? = nil, high24h: Decimal? = nil, low24h: Decimal? = nil,
        priceChange24h: Decimal? = nil, priceChangePercentage24h: Decimal? = nil, marketCapChange24h: Decimal? = nil,
        marketCapChangePercentage24h: Decimal? = nil, priceChangePercentage7d: Decimal? = nil,
        circulatingSupply: Decimal? = nil, ath: Decimal? = nil, athChangePercentage: Decimal? = nil,
        lastUpdated: Date? = nil, sparkline7d: [Double]? = nil
    ) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.currentPrice = currentPrice
        self.marketCap = marketCap
        self.marketCapRank = marketCapRank
        self.totalVolume = totalVolume
        self.high24h = high24h
        self.low24h = low24h
        self.priceChange24h = priceChange24h
        self.priceChangePercentage24h = priceChangePercentage24h
        self.marketCapChange24h = marketCapChange24h
        self.marketCapChangePercentage24h = marketCapChangePercentage24h
        self.priceChangePercentage7d = priceChangePercentage7d
        self.circulatingSupply = circulatingSupply
        self.ath = ath
        self.athChangePercentage = athChangePercentage
        self.lastUpdated = lastUpdated
        self.sparkline7d = sparkline7d
    }
}
