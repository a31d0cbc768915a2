import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The config's `coins`: the markets resource it names (URL, cache key, sample), the rows it picks, and its
/// validation with the command line's coin id rule.
final class CoinSelectionMarketsTests: XCTestCase {
    private let environment = KursEnvironment(
        offline: false, privatBankBaseURL: URL(string: "http://x")!, erapiBaseURL: URL(string: "http://x")!,
        coinGeckoBaseURL: URL(string: "https://api.coingecko.com/api/v3")!, coinGeckoKey: nil,
        cacheDirectory: URL(fileURLWithPath: "/tmp"))

    private func coins(_ ids: [String]) -> [Coin] {
        ids.enumerated().map { Coin(id: $1, symbol: String($1.prefix(3)), name: $1.capitalized, marketCapRank: $0 + 1) }
    }

    func testTopSelectionsUseTheTopResources() {
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .top(30)).id.key, "coingecko-markets-usd")
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .default).id.key, "coingecko-markets-usd")
        XCTAssertEqual(Resource.markets(vsCurrency: "eur", coins: .top(180)).id.key, "coingecko-markets-eur-top180")
        XCTAssertTrue(Resource.markets(vsCurrency: "eur", coins: .top(180)).request(environment).url.absoluteString
            .contains("&per_page=180&"))
    }

    func testIDsResourceURLKeepsTheOrderAndHasItsOwnSafeCacheKey() throws {
        let resource = Resource.markets(vsCurrency: "usd", coins: .ids(["ethereum", "bitcoin"]))
        XCTAssertEqual(
            resource.request(environment).url.absoluteString,
            "https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&ids=ethereum,bitcoin&order=market_cap_desc"
                + "&per_page=2&page=1&sparkline=true&price_change_percentage=24h,7d")
        // FNV-1a 64 of "ethereum,bitcoin", 16 hex digits.
        XCTAssertEqual(resource.id.key, "coingecko-markets-usd-ids-\(ResourceNaming.idsHash(["ethereum", "bitcoin"]))")
        XCTAssertNotNil(resource.id.key.range(of: #"^coingecko-markets-usd-ids-[0-9a-f]{16}$"#, options: .regularExpression))
        XCTAssertEqual(resource.id, Resource.markets(vsCurrency: "USD", coins: .ids(["ethereum", "bitcoin"])).id,
                       "stable, and the vs currency in lower case")
        XCTAssertNotEqual(resource.id, Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin", "ethereum"])).id)
        XCTAssertNotEqual(resource.id, Resource.markets(vsCurrency: "usd", coins: .ids(["ethereum"])).id)
        XCTAssertNotEqual(resource.id, Resource.markets(vsCurrency: "usd").id)
        XCTAssertEqual(resource.maxAge, 300)
        XCTAssertEqual(resource.source, .coinGecko)
        XCTAssertEqual(resource.sample?.body, Resource.markets(vsCurrency: "usd").sample?.body,
                       "the 100-coin sample; the rows are picked from it")
        XCTAssertNil(Resource.markets(vsCurrency: "eur", coins: .ids(["bitcoin"])).sample)
    }

    func testDuplicateIDsAreRemovedAndAnEmptyListIsTheDefaultPage() {
        let resource = Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin", "ethereum", "bitcoin", "ethereum"]))
        XCTAssertEqual(resource.id, Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin", "ethereum"])).id)
        XCTAssertTrue(resource.request(environment).url.absoluteString.contains("&ids=bitcoin,ethereum&"))
        XCTAssertTrue(resource.request(environment).url.absoluteString.contains("&per_page=2&"))
        XCTAssertEqual(Resource.markets(vsCurrency: "usd", coins: .ids([])).id, Resource.markets(vsCurrency: "usd").id)
        let many = (1...300).map { "coin-\($0)" }
        let url = Resource.markets(vsCurrency: "usd", coins: .ids(many)).request(environment).url.absoluteString
        XCTAssertTrue(url.contains("&ids=" + many.prefix(250).joined(separator: ",") + "&"), "one page at most")
        XCTAssertTrue(url.contains("&per_page=250&"))
    }

    func testOddCharactersArePercentEncodedAndTheKeyStaysAFileName() {
        // Validation keeps such ids out of a config; the resource still never lets one change the query or path.
        let resource = Resource.markets(vsCurrency: "usd", coins: .ids(["a&b=c", "d,e", "x y#", "../é"]))
        XCTAssertEqual(
            resource.request(environment).url.absoluteString,
            "https://api.coingecko.com/api/v3/coins/markets?vs_currency=usd&ids=a%26b%3Dc,d%2Ce,x%20y%23,..%2F%C3%A9"
                + "&order=market_cap_desc&per_page=4&page=1&sparkline=true&price_change_percentage=24h,7d")
        XCTAssertNotNil(resource.id.key.range(of: #"^[a-z0-9._-]+$"#, options: .regularExpression), resource.id.key)
        XCTAssertFalse(resource.id.key.contains("/"))
    }

    func testNormalizedLowerCasesDropsInvalidAndRepeatedIDsAndClampsTop() {
        XCTAssertEqual(CoinSelection.ids(["Bitcoin", "ethereum", "bitcoin", "bad id", "a/b", "..", "usd-coin"]).normalized,
                       .ids(["bitcoin", "ethereum", "usd-coin"]))
        XCTAssertEqual(CoinSelection.ids([]).normalized, .default)
        XCTAssertEqual(CoinSelection.ids(["!!"]).normalized, .default)
        XCTAssertEqual(CoinSelection.top(0).normalized, .top(1))
        XCTAssertEqual(CoinSelection.top(999).normalized, .top(250))
        XCTAssertEqual(CoinSelection.top(30).normalized, .top(30))
    }

    func testTopSelectsTheFirstN() {
        let page = coins((1...100).map { "coin\($0)" })
        let top30 = CoinSelection.top(30).select(from: page)
        XCTAssertEqual(top30.coins.count, 30)
        XCTAssertEqual(top30.coins.first?.id, "coin1")
        XCTAssertEqual(top30.coins.last?.id, "coin30")
        XCTAssertEqual(top30.missingIDs, [])
        XCTAssertEqual(CoinSelection.top(250).select(from: page).coins.count, 100, "fewer available: all of them")
    }

    func testIDsSelectInTheUsersOrderAndNameTheMissingOnes() {
        // CoinGecko answers in market cap order and leaves unknown ids out.
        let answer = coins(["bitcoin", "ethereum", "dogecoin", "solana"])
        let selected = CoinSelection.ids(["solana", "nope", "bitcoin", "ethereum", "solana", "also-nope"]).select(from: answer)
        XCTAssertEqual(selected.coins.map(\.id), ["solana", "bitcoin", "ethereum"])
        XCTAssertEqual(selected.missingIDs, ["nope", "also-nope"])
        XCTAssertEqual(CoinSelection.ids(["nope"]).select(from: answer), SelectedCoins(coins: [], missingIDs: ["nope"]))
        XCTAssertEqual(CoinSelection.ids(["ethereum"]).select(from: []).missingIDs, ["ethereum"])
    }

    func testCoinIDRuleIsTheCommandLines() {
        XCTAssertEqual(CoinID.normalized("Bitcoin"), "bitcoin")
        XCTAssertEqual(CoinID.normalized("usd-coin"), "usd-coin")
        XCTAssertEqual(CoinID.normalized("wrapped_bitcoin.v2"), "wrapped_bitcoin.v2")
        for bad in ["", ".", "..", "a/b", "bit coin", "ethé", "a&b", "x\u{1B}[31m", String(repeating: "a", count: 101)] {
            XCTAssertNil(CoinID.normalized(bad), bad)
        }
        XCTAssertTrue(CoinID.isValid(String(repeating: "a", count: 100)))
    }

    func testConfigCheckReportsABadIDWithItsKeyPath() {
        let text = """
            {
              coins: ["bitcoin", "Ethereum", "bit coin", "a/b"],
            }
            """
        let report = ConfigCheck.check(data: Data(text.utf8))
        XCTAssertEqual(report.text(file: "c").components(separatedBy: "\n"), [
            #"c:2:34: error: coins[2]: 'bit coin' is not a CoinGecko id (1 to 100 of a-z, 0-9, '-', '_', '.', e.g. "bitcoin")"#,
            #"c:2:46: error: coins[3]: 'a/b' is not a CoinGecko id (1 to 100 of a-z, 0-9, '-', '_', '.', e.g. "bitcoin")"#,
        ])
        XCTAssertEqual(report.exitStatus, 1)
        let good = ConfigCheck.check(data: Data(#"{ coins: ["Ethereum", "bitcoin", "usd-coin", "ethereum"] }"#.utf8))
        XCTAssertEqual(good.text(file: "c"), "", "upper case is lower-cased and repeats dropped, as on the command line")
        XCTAssertEqual(good.config?.coins.normalized, .ids(["ethereum", "bitcoin", "usd-coin"]))
        let tooMany = "{ coins: [" + (1...251).map { "\"c\($0)\"" }.joined(separator: ",") + "] }"
        XCTAssertEqual(ConfigCheck.check(data: Data(tooMany.utf8)).text(file: "c"),
                       "c:1:3: error: coins: at most 250 coin ids (one CoinGecko page), found 251")
    }
}
