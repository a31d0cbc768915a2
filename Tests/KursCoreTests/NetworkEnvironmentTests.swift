import Foundation
import XCTest
@testable import KursCore

/// KursEnvironment: defaults, overrides, keys, cache directory, never printing keys.
final class NetworkEnvironmentTests: XCTestCase {
    let home = URL(fileURLWithPath: "/home/u")

    func testDefaults() throws {
        let env = try KursEnvironment(variables: [:], homeDirectory: home)
        XCTAssertFalse(env.offline)
        XCTAssertEqual(env.privatBankBaseURL.absoluteString, "https://api.privatbank.ua")
        XCTAssertEqual(env.erapiBaseURL.absoluteString, "https://open.er-api.com")
        XCTAssertEqual(env.coinGeckoBaseURL.absoluteString, "https://api.coingecko.com/api/v3")
        XCTAssertEqual(env.cacheDirectory.path, "/home/u/.cache/kurs")
        XCTAssertNil(env.coinGeckoKey)
        XCTAssertFalse(env.noColor)
    }

    func testOverridesToleratesTrailingSlashesAndOffline() throws {
        let env = try KursEnvironment(
            variables: ["KURS_ERAPI_URL": "http://127.0.0.1:8080//", "KURS_OFFLINE": "1", "XDG_CACHE_HOME": "/tmp/c", "NO_COLOR": "1"],
            homeDirectory: home)
        XCTAssertEqual(env.erapiBaseURL.absoluteString, "http://127.0.0.1:8080")
        XCTAssertEqual(Resource.midMarketRates(base: "EUR").request(env).url.absoluteString, "http://127.0.0.1:8080/v6/latest/EUR")
        XCTAssertTrue(env.offline)
        XCTAssertTrue(env.noColor)
        XCTAssertEqual(env.cacheDirectory.path, "/tmp/c/kurs")
        XCTAssertTrue(try KursEnvironment(variables: [:], offlineFlag: true, homeDirectory: home).offline)
    }

    func testProKeySwitchesBaseURLAndHeaderAndIsNeverPrinted() throws {
        let env = try KursEnvironment(variables: ["COINGECKO_PRO_API_KEY": "sekrit-pro"], homeDirectory: home)
        XCTAssertEqual(env.coinGeckoBaseURL.absoluteString, "https://pro-api.coingecko.com/api/v3")
        XCTAssertEqual(Resource.markets(vsCurrency: "usd").request(env).headers, ["x-cg-pro-api-key": "sekrit-pro"])
        XCTAssertEqual(Resource.privatBank(.cash).request(env).headers, [:])
        XCTAssertFalse("\(env)".contains("sekrit"))
        XCTAssertFalse(String(reflecting: env.coinGeckoKey!).contains("sekrit"))
    }

    func testDemoKeyHeader() throws {
        let env = try KursEnvironment(variables: ["COINGECKO_API_KEY": "demo1"], homeDirectory: home)
        XCTAssertEqual(env.coinGeckoBaseURL.absoluteString, "https://api.coingecko.com/api/v3")
        XCTAssertEqual(Resource.coinDetail(id: "bitcoin").request(env).headers, ["x-cg-demo-api-key": "demo1"])
    }

    func testBadURLIsAnError() {
        XCTAssertThrowsError(try KursEnvironment(variables: ["KURS_COINGECKO_URL": "ftp://x"], homeDirectory: home)) {
            XCTAssertEqual(($0 as? KursEnvironment.InvalidURL)?.variable, "KURS_COINGECKO_URL")
        }
    }

    func testResourceURLsAndCacheKeys() throws {
        let env = try KursEnvironment(variables: [:], homeDirectory: home)
        XCTAssertEqual(
            Resource.privatBank(.card).request(env).url.absoluteString,
            "https://api.privatbank.ua/p24api/pubinfo?json&exchange&coursid=11")
        XCTAssertEqual(
            Resource.coinDetail(id: "bitcoin").request(env).url.absoluteString,
            "https://api.coingecko.com/api/v3/coins/bitcoin?localization=false&tickers=false&market_data=false"
                + "&community_data=false&developer_data=false&sparkline=false")
        XCTAssertEqual(Resource.markets(vsCurrency: "usd").id.key, "coingecko-markets-usd")
        XCTAssertEqual(Resource.midMarketRates(base: "USD").id.key, "erapi-latest-usd")
        let odd = Resource.coinDetail(id: "../x").id.key
        XCTAssertFalse(odd.contains("/"))
        XCTAssertNotEqual(odd, Resource.coinDetail(id: "__x").id.key)
    }
}
