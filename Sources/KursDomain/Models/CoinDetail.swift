package import Foundation

/// The slow-changing facts about one coin: description and links.
///
/// Source: CoinGecko `GET {KURS_COINGECKO_URL}/coins/{id}?localization=false&tickers=false&market_data=false&community_data=false&developer_data=false&sparkline=false`.
package struct CoinDetail: Equatable, Sendable, Identifiable {
    /// CoinGecko's id, e.g. "bitcoin".
    package var id: String
    /// Ticker symbol as CoinGecko gives it (lower case, e.g. "btc").
    package var symbol: String
    /// Display name, e.g. "Bitcoin".
    package var name: String
    /// Minutes between blocks (`block_time_in_minutes`); nil when absent.
    package var blockTimeInMinutes: Int?
    /// e.g. "SHA-256"; nil when absent or empty.
    package var hashingAlgorithm: String?
    /// `description.en` as plain text: HTML tags stripped, entities decoded, `\r\n` normalised to `\n`,
    /// control characters removed, cut to at most 20,000 characters (ending with "…"). Empty when the API has none.
    package var description: String
    /// The first non-empty `links.homepage` entry, if any.
    package var homepage: String?
    /// `links.subreddit_url` when non-empty.
    package var subredditURL: String?
    /// When CoinGecko last updated the data (`last_updated`); nil when absent or unparsable.
    package var lastUpdated: Date?

    /// A coin detail; optional facts default to absent and `description` to "".
    package init(
        id: String, symbol: String, name: String, blockTimeInMinutes: Int? = nil, hashingAlgorithm: String? = nil,
        description: String = "", homepage: String? = nil, subredditURL: String? = nil, lastUpdated: Date? = nil
    ) {
        self.id = id
        self.symbol = symbol
        self.name = name
        self.blockTimeInMinutes = blockTimeInMinutes
        self.hashingAlgorithm = hashingAlgorithm
        self.description = description
        self.homepage = homepage
        self.subredditURL = subredditURL
        self.lastUpdated = lastUpdated
    }
}
