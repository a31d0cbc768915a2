import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// A list of coin ids through `DataRepository` against the loopback fixture server: the request sent, the cache
/// entry written, and the embedded sample offline.
final class MarketsIDsRepositoryTests: XCTestCase {
    /// The recorded 100-coin page filtered to `ids`, in its own (market cap) order: what CoinGecko answers.
    private func filteredFixture(_ ids: Set<String>) throws -> [Coin] {
        try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json")).elements.filter { ids.contains($0.id) }
    }

    func testTheIDsRequestIsSentAndCachedUnderItsOwnKey() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let repository = DataRepository(environment: server.environment(cacheDirectory: dir.url))
        let selection = CoinSelection.ids(["ethereum", "nope-coin", "bitcoin", "dogecoin"])

        let fetched = try await repository.fetch(Resource.markets(vsCurrency: "usd", coins: selection)).fetched

        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, [
            "/api/v3/coins/markets?vs_currency=usd&ids=ethereum,nope-coin,bitcoin,dogecoin&order=market_cap_desc"
                + "&per_page=4&page=1&sparkline=true&price_change_percentage=24h,7d",
        ])
        let expected = try filteredFixture(["ethereum", "bitcoin", "dogecoin"])
        XCTAssertEqual(expected.map(\.id), ["bitcoin", "ethereum", "dogecoin"])
        XCTAssertEqual(fetched.value.elements, expected, "the server's answer, in market cap order")
        XCTAssertEqual(fetched.origin, .live)
        let selected = selection.select(from: fetched.value.elements)
        XCTAssertEqual(selected.coins.map(\.id), ["ethereum", "bitcoin", "dogecoin"])
        XCTAssertEqual(selected.missingIDs, ["nope-coin"])
        XCTAssertEqual(selected.coins.first?.currentPrice, expected[1].currentPrice)

        let key = Resource.markets(vsCurrency: "usd", coins: selection).id.key
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("\(key).cache").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("coingecko-markets-usd.cache").path),
                       "the top-100 entry is not touched")
        let snapshot = try XCTUnwrap(repository.snapshot(Resource.markets(vsCurrency: "usd", coins: selection))).fetched
        XCTAssertEqual(snapshot.origin, .cache)
        XCTAssertEqual(snapshot.value.elements, expected)
        XCTAssertNotEqual(repository.snapshot(Resource.markets(vsCurrency: "usd", coins: .ids(["bitcoin"])))?.fetched.origin, .cache,
                          "another list, another entry (the sample here)")

        let offline = DataRepository(environment: server.environment(cacheDirectory: dir.url, offline: true))
        let loaded = try await offline.load(Resource.markets(vsCurrency: "usd", coins: selection))
        XCTAssertEqual(loaded.fetched.origin, .cache)
        XCTAssertEqual(loaded.fetched.value.elements, expected)
        let count = try await server.requests().count
        XCTAssertEqual(count, 1)
    }

    func testOfflineWithoutCacheTheSampleIsFilteredInOrder() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let environment = KursEnvironment(
            offline: true, privatBankBaseURL: URL(string: "http://127.0.0.1:9")!, erapiBaseURL: URL(string: "http://127.0.0.1:9")!,
            coinGeckoBaseURL: URL(string: "http://127.0.0.1:9")!, coinGeckoKey: nil, cacheDirectory: dir.url)
        let repository = DataRepository(environment: environment)
        let selection = CoinSelection.ids(["dogecoin", "ethereum", "not-in-sample"])
        let loaded = try await repository.load(Resource.markets(vsCurrency: "usd", coins: selection))
        guard case .embeddedSample(let recordedOn) = loaded.fetched.origin else {
            return XCTFail("expected the embedded sample, got \(loaded.fetched.origin)")
        }
        XCTAssertEqual(recordedOn, "2026-09-26", "the day of its last_updated")
        let selected = selection.select(from: loaded.fetched.value.elements)
        XCTAssertEqual(selected.coins.map(\.name), ["Dogecoin", "Ethereum"])
        XCTAssertEqual(selected.missingIDs, ["not-in-sample"])
        XCTAssertEqual(repository.snapshot(Resource.markets(vsCurrency: "usd", coins: selection))?.fetched.value.elements.count, 50)
    }
}
