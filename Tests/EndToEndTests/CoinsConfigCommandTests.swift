import Foundation
import XCTest

/// The config's `coins` in the one-shot commands against the fixture server: `kurs coins` lists the configured
/// ids in their order (`--top` wins), unknown ids are said once, and `kurs refresh` / `kurs status` use the
/// configured markets entry, with the top-100 entry as the status line's fallback.
final class CoinsConfigCommandTests: KursCommandTestCase {
    private func coinIDs(_ run: Run) throws -> [String] {
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        let coins = try XCTUnwrap(object["coins"] as? [[String: Any]])
        return coins.compactMap { $0["id"] as? String }
    }

    /// The cache files of markets lists of ids.
    private func idsCacheFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? [])
            .filter { $0.hasPrefix("coingecko-markets-usd-ids-") && $0.hasSuffix(".cache") }
    }

    func testCoinsJSONListsExactlyTheConfiguredIDsInTheirOrderAndTopWins() throws {
        try writeConfig(#"{ coins: ["ethereum", "bitcoin"] }"#)
        let run = try kurs("coins", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try coinIDs(run), ["ethereum", "bitcoin"])
        XCTAssertEqual(try requests().map(\.target), [
            "/api/v3/coins/markets?vs_currency=usd&ids=ethereum,bitcoin&order=market_cap_desc&per_page=2&page=1"
                + "&sparkline=true&price_change_percentage=24h,7d",
        ])
        XCTAssertEqual(idsCacheFiles().count, 1)

        let table = try kurs("coins")
        XCTAssertEqual(table.status, 0, table.stderr)
        let rows = table.stdout.split(separator: "\n").map { $0.split(separator: "\t").prefix(3).joined(separator: " ") }
        XCTAssertEqual(rows, ["2 ETH Ethereum", "1 BTC Bitcoin"], "from the fresh cache entry, in the configured order")
        XCTAssertEqual(try requests().count, 1, "the fresh entry is used")

        let top = try kurs("coins", "--top", "3", "--json")
        XCTAssertEqual(try coinIDs(top), ["bitcoin", "ethereum", "tether"], "--top on the command line wins")
        XCTAssertFalse(try requests().last?.target.contains("ids=") ?? true)
    }

    func testUnknownIDsAreSaidOnceAndTheOthersListedOnlineAndOffline() throws {
        try writeConfig(#"{ coins: ["dogecoin", "nope-coin", "Bitcoin", "dogecoin"] }"#)
        let run = try kurs("coins", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "kurs: coingecko: unknown coin ids: nope-coin\n")
        XCTAssertEqual(try coinIDs(run), ["dogecoin", "bitcoin"])
        XCTAssertTrue(try requests().first?.target.contains("ids=dogecoin,nope-coin,bitcoin&") ?? false, "lower case, once each")

        try writeConfig(#"{ coins: ["tether", "not-in-sample", "ethereum"] }"#)
        let offline = try kurs("coins", "--offline", "--json")
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stderr, "kurs: coingecko: showing offline sample · 2026-09-26\n"
                       + "kurs: coingecko: not in the offline sample: not-in-sample\n")
        XCTAssertEqual(try coinIDs(offline), ["tether", "ethereum"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["origin"] as? String, "embedded_sample")
    }

    func testRefreshAndStatusUseTheConfiguredEntryWithTheTop100EntryAsFallback() throws {
        try writeConfig(#"{ coins: ["ethereum", "ripple"] }"#)
        let refresh = try kurs("refresh", "--only", "coingecko")
        XCTAssertEqual(refresh.status, 0, refresh.stderr)
        XCTAssertEqual(refresh.stdout, "coingecko markets usd: updated\n")
        XCTAssertEqual(try requests().map(\.target).map { $0.contains("ids=ethereum,ripple&") }, [true])
        let key = try XCTUnwrap(idsCacheFiles().first).replacingOccurrences(of: ".cache", with: "")

        let format = "{coin:ethereum} {coin:ripple:24h} {coin:bitcoin}"
        XCTAssertEqual(try kurs("status", "--format", format).stdout, "$1,266.66 ▼ 0.83% ?\n",
                       "bitcoin is in neither entry")
        _ = try kurs("coins", "--top", "5")  // writes the top-100 entry
        try serverCall { try await $0.reset() }
        XCTAssertEqual(try kurs("status", "--format", format).stdout, "$1,266.66 ▼ 0.83% $16,951.52\n",
                       "bitcoin from the top-100 entry")
        XCTAssertEqual(try requests().count, 0, "both entries fresh: no refresh")

        try ageCacheEntry(key)
        XCTAssertEqual(try kurs("status", "--format", "{coin:ethereum}").stdout, "$1,266.66\n", "stale, printed at once")
        waitUntil("the background refresh of the configured entry") { cacheEntryIsFresh(key) }
        XCTAssertEqual(try requests().map(\.target).filter { $0.contains("/coins/markets") }.map { $0.contains("ids=ethereum,ripple&") },
                       [true], "the ids list is refreshed, not the top-100 page")
    }
}
