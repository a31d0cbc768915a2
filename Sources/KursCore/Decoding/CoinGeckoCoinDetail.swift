import Foundation

/// CoinGecko `/coins/{id}` as sent (only the fields kurs shows).
struct CoinGeckoCoinDetail: Decodable {
    let detail: CoinDetail

    enum CodingKeys: String, CodingKey {
        case id, symbol, name, description, links
        case blockTime = "block_time_in_minutes", hashingAlgorithm = "hashing_algorithm"
        case lastUpdated = "last_updated"
    }

    struct Links: Decodable {
        let homepage: [Lossy<String>]?
        let subredditURL: String?
        enum CodingKeys: String, CodingKey { case homepage, subredditURL = "subreddit_url" }
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let description = (try? c.decodeIfPresent([String: Lossy<String>].self, forKey: .description))?
            .flatMap { $0["en"]?.value } ?? ""
        let links = try? c.decodeIfPresent(Links.self, forKey: .links)
        let homepage = links?.homepage?.lazy.compactMap { $0.value.flatMap(Self.nonEmpty) }.first
        detail = CoinDetail(
            id: try c.decode(String.self, forKey: .id),
            symbol: TerminalText.sanitize(try c.decode(String.self, forKey: .symbol)),
            name: TerminalText.sanitize(try c.decode(String.self, forKey: .name)),
            blockTimeInMinutes: (try? JSONInteger.integer(c, .blockTime)) ?? nil,
            hashingAlgorithm: (try? c.decodeIfPresent(String.self, forKey: .hashingAlgorithm))?.flatMap(Self.nonEmpty),
            description: HTMLText.plainText(fromHTML: description),
            homepage: homepage,
            subredditURL: links?.subredditURL.flatMap(Self.nonEmpty),
            lastUpdated: (try? ISO8601Field.date(c, .lastUpdated)) ?? nil)
    }

    /// Sanitized and trimmed, or nil when that leaves nothing.
    static func nonEmpty(_ text: String) -> String? {
        let clean = TerminalText.sanitize(text).trimmingCharacters(in: .whitespaces)
        return clean.isEmpty ? nil : clean
    }
}
