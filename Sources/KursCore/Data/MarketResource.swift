public import Foundation
import KursResources

/// One thing kurs fetches and caches: its URL, cache key, freshness for one-shot commands, and embedded sample.
public enum MarketResource: Hashable, Sendable {
    /// PrivatBank `GET {base}/p24api/pubinfo?json&exchange&coursid=5|11`.
    case bankRates(PrivatBankRateKind)
    /// open.er-api `GET {base}/v6/latest/{CODE}`.
    case midMarketRates(base: CurrencyCode)
    /// CoinGecko `GET {base}/coins/markets?vs_currency=…&order=market_cap_desc&per_page=100&page=1&sparkline=true&price_change_percentage=24h`.
    case markets(vsCurrency: String)
    /// CoinGecko markets with more than one default page: `per_page=COUNT` (101…`maxMarketsPerPage`), otherwise as
    /// `markets`. Its own cache entry; its embedded sample is the 100-coin USD page.
    case marketsTop(vsCurrency: String, count: Int)
    /// CoinGecko markets of these coin ids only: `…&ids=ID,ID&order=market_cap_desc&per_page=COUNT&…` (ids
    /// percent-encoded, `per_page` = the number of ids up to `maxMarketsPerPage`). CoinGecko answers in market cap
    /// order and leaves out ids it does not know. Its own cache entry per list; its embedded sample is the
    /// 100-coin USD page (`CoinSelection.select` picks the ids from it). Build it with `markets(vsCurrency:ids:)`.
    case marketsIDs(vsCurrency: String, ids: [String])
    /// CoinGecko `GET {base}/coins/{id}?localization=false&tickers=false&market_data=false&community_data=false&developer_data=false&sparkline=false`.
    case coinDetail(id: String)

    /// Coins per markets request (one page).
    public static let marketsPerPage = 100
    /// The most coins CoinGecko serves on one markets page (`per_page` ≤ 250).
    public static let maxMarketsPerPage = 250

    /// The markets resource listing at least the top `count` coins: `markets` (100 per page) up to 100, else
    /// `marketsTop` with `per_page` = `count` capped at `maxMarketsPerPage`.
    public static func markets(vsCurrency: String, top count: Int) -> MarketResource {
        count <= marketsPerPage
            ? .markets(vsCurrency: vsCurrency) : .marketsTop(vsCurrency: vsCurrency, count: min(count, maxMarketsPerPage))
    }

    /// The markets resource for `selection`: the top N (`markets(vsCurrency:top:)`, the 100-coin page for N ≤ 100)
    /// or the ids list (`markets(vsCurrency:ids:)`). The list it returns may hold more coins than the selection
    /// shows (the 100-coin page for a top 30); `CoinSelection.select(from:)` picks the rows.
    public static func markets(vsCurrency: String, coins selection: CoinSelection) -> MarketResource {
        switch selection {
        case .top(let count): return markets(vsCurrency: vsCurrency, top: count)
        case .ids(let ids): return markets(vsCurrency: vsCurrency, ids: ids)
        }
    }

    /// `marketsIDs` for `ids` with repeats left out (the first stays, in order) and at most `maxMarketsPerPage` of
    /// them; no ids at all is the default page (`markets`).
    public static func markets(vsCurrency: String, ids: [String]) -> MarketResource {
        var seen: Set<String> = []
        let unique = ids.filter { seen.insert($0).inserted }.prefix(maxMarketsPerPage)
        return unique.isEmpty ? .markets(vsCurrency: vsCurrency) : .marketsIDs(vsCurrency: vsCurrency, ids: Array(unique))
    }

    /// The source's name as shown to people and in JSON `source`: "privatbank", "erapi" or "coingecko".
    public var sourceName: String {
        switch self {
        case .bankRates: return "privatbank"
        case .midMarketRates: return "erapi"
        case .markets, .marketsTop, .marketsIDs, .coinDetail: return "coingecko"
        }
    }

    /// How old a cached entry may be and still count as fresh for a one-shot command (seconds):
    /// PrivatBank 1 h and open.er-api 1 h (both update at most hourly/daily), CoinGecko markets 5 min (the
    /// shortest reload the dashboard allows), coin details 24 h (description and links rarely change).
    public var maxAge: TimeInterval {
        switch self {
        case .bankRates, .midMarketRates: return 3600
        case .markets, .marketsTop, .marketsIDs: return 300
        case .coinDetail: return 86_400
        }
    }

    /// The file name stem under the cache directory, e.g. "coingecko-markets-usd", or for a list of ids
    /// "coingecko-markets-usd-ids-" and 16 hex digits of a hash of the list (`idsHash`). Only `[a-z0-9._-]`.
    public var cacheKey: String {
        switch self {
        case .bankRates(let kind): return "privatbank-coursid\(kind.coursID)"
        case .midMarketRates(let base): return "erapi-latest-\(Self.safe(base.rawValue))"
        case .markets(let vs): return "coingecko-markets-\(Self.safe(vs))"
        case .marketsTop(let vs, let count): return "coingecko-markets-\(Self.safe(vs))-top\(count)"
        case .marketsIDs(let vs, let ids): return "coingecko-markets-\(Self.safe(vs))-ids-\(Self.idsHash(ids))"
        case .coinDetail(let id): return "coingecko-coin-\(Self.safe(id))"
        }
    }

    /// The request URL under the base URLs of `environment` (keys are never in the URL).
    public func url(in environment: KursEnvironment) -> URL {
        let base: URL
        let pathAndQuery: String
        switch self {
        case .bankRates(let kind):
            base = environment.privatBankBaseURL
            pathAndQuery = "/p24api/pubinfo?json&exchange&coursid=\(kind.coursID)"
        case .midMarketRates(let code):
            base = environment.erapiBaseURL
            pathAndQuery = "/v6/latest/\(Self.pathSegment(code.rawValue))"
        case .markets(let vs):
            base = environment.coinGeckoBaseURL
            pathAndQuery = "/coins/markets?vs_currency=\(Self.pathSegment(vs.lowercased()))&order=market_cap_desc"
                + "&per_page=\(Self.marketsPerPage)&page=1&sparkline=true&price_change_percentage=24h"
        case .marketsTop(let vs, let count):
            base = environment.coinGeckoBaseURL
            pathAndQuery = "/coins/markets?vs_currency=\(Self.pathSegment(vs.lowercased()))&order=market_cap_desc"
                + "&per_page=\(min(max(count, 1), Self.maxMarketsPerPage))&page=1&sparkline=true&price_change_percentage=24h"
        case .marketsIDs(let vs, let ids):
            base = environment.coinGeckoBaseURL
            pathAndQuery = "/coins/markets?vs_currency=\(Self.pathSegment(vs.lowercased()))"
                + "&ids=\(ids.map(Self.queryValue).joined(separator: ","))&order=market_cap_desc"
                + "&per_page=\(min(max(ids.count, 1), Self.maxMarketsPerPage))&page=1&sparkline=true&price_change_percentage=24h"
        case .coinDetail(let id):
            base = environment.coinGeckoBaseURL
            pathAndQuery = "/coins/\(Self.pathSegment(id))?localization=false&tickers=false&market_data=false"
                + "&community_data=false&developer_data=false&sparkline=false"
        }
        return URL(string: base.absoluteString + pathAndQuery)!
    }

    /// Request headers beyond the client's defaults: the CoinGecko key header for CoinGecko resources.
    public func headers(in environment: KursEnvironment) -> [String: String] {
        guard sourceName == "coingecko", let key = environment.coinGeckoKey else { return [:] }
        return [key.header.name: key.header.value]
    }

    /// The recorded response compiled into the binary for this resource, if there is one
    /// (PrivatBank both kinds, er-api USD, CoinGecko markets in USD — 100 coins, also for `marketsTop` and
    /// `marketsIDs` —, bitcoin's detail).
    public var embeddedSample: (body: Data, recordedOn: String)? {
        let response: EmbeddedResponse
        switch self {
        case .bankRates(.cash): response = EmbeddedResponses.privatBankCash
        case .bankRates(.card): response = EmbeddedResponses.privatBankCard
        case .midMarketRates(let base) where base == .usd: response = EmbeddedResponses.erapiLatestUSD
        case .markets(let vs) where vs.lowercased() == "usd": response = EmbeddedResponses.coingeckoMarketsUSD
        case .marketsTop(let vs, _) where vs.lowercased() == "usd": response = EmbeddedResponses.coingeckoMarketsUSD
        case .marketsIDs(let vs, _) where vs.lowercased() == "usd": response = EmbeddedResponses.coingeckoMarketsUSD
        case .coinDetail("bitcoin"): response = EmbeddedResponses.coingeckoCoinBitcoin
        default: return nil
        }
        return (Data(response.body), response.recordedOn)
    }

    /// `text` percent-encoded as one path segment (a "/" can't escape the segment).
    static func pathSegment(_ text: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#&=")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// `text` percent-encoded as one query value: everything but the unreserved characters (`A-Z a-z 0-9 - . _ ~`),
    /// so a "," "&" "=" "#" or space inside an id can't change the query.
    static func queryValue(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// 16 lower-case hex digits naming a list of ids in a cache key: FNV-1a (64 bit) of the ids joined by ",",
    /// so the same list in the same order always gives the same key, and the key stays short for 250 ids.
    static func idsHash(_ ids: [String]) -> String {
        let hex = String(fnv1a(ids.joined(separator: ",")), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 { FNV1a.hash(text.utf8) }

    /// `text` lower-cased with anything outside `[a-z0-9._-]` replaced by "_", plus a hash when changed, so two
    /// different ids never share a file.
    static func safe(_ text: String) -> String {
        let lowered = text.lowercased()
        let mapped = String(lowered.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-" || c == "_" || c == "." ? c : "_"
        })
        guard mapped != lowered || mapped.isEmpty || mapped.hasPrefix(".") else { return mapped }
        return "_" + mapped.prefix(64) + "-" + String(fnv1a(text), radix: 16)
    }
}
