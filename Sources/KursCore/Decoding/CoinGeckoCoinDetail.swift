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
            description: Self.bounded(HTMLText.plainText(fromHTML: description)),
            homepage: homepage,
            subredditURL: links?.subredditURL.flatMap(Self.nonEmpty),
            lastUpdated: (try? ISO8601Field.date(c, .lastUpdated)) ?? nil)
    }

    /// The longest description kept, in characters (CoinGecko's longest real ones are a few thousand): a
    /// hostile or broken megabyte of text would otherwise be wrapped again on every frame of the detail pane.
    static let maxDescriptionCharacters = 20_000

    /// `text` cut to `maxDescriptionCharacters` at the last white space before the limit, ending with "…".
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > maxDescriptionCharacters,
            let limit = text.index(text.startIndex, offsetBy: maxDescriptionCharacters, limitedBy: text.endIndex),
            limit < text.endIndex
        else { return text }
        var head = text[..<limit]
        if let space = head.lastIndex(where: \.isWhitespace), head.distance(from: head.startIndex, to: space) > maxDescriptionCharacters / 2 {
            head = head[..<space]
        }
        return head.trimmingCharacters(in: .whitespacesAndNewlines) + "…"
    }

    /// Sanitized and trimmed, or nil when that leaves nothing.
    static func nonEmpty(_ text: String) -> String? {
        let clean = TerminalText.sanitize(text).trimmingBlanks()
        return clean.isEmpty ? nil : clean
    }
}
