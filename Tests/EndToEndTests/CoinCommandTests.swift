import Foundation
import XCTest

/// `kurs coin` and `kurs coins`: the description cut on a terminal, market fields offline, unknown ids and vs
/// currencies, `--top` up to 250.
final class CoinCommandTests: KursCommandTestCase {
    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testTerminalCutsTheDescriptionAtAWordWithAnEllipsisJSONKeepsItAll() throws {
        let full = try XCTUnwrap(try json(try kurs("coin", "bitcoin", "--json").stdout)["description"] as? String)
        XCTAssertGreaterThan(full.count, 240)
        let tty = try kursOnTerminal("coin", "bitcoin")
        XCTAssertEqual(tty.status, 0, tty.screen)
        let line = try XCTUnwrap(tty.screen.split(separator: "\n").first { $0.hasPrefix("description") }, tty.screen)
        let shown = String(line.dropFirst("description".count)).trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        XCTAssertLessThanOrEqual(shown.count, 240)
        let kept = String(shown.dropLast())
        XCTAssertGreaterThan(kept.count, 200, "cut near the limit, not far before it")
        XCTAssertTrue(full.hasPrefix(kept), shown)
        let next = full[full.index(full.startIndex, offsetBy: kept.count)]
        XCTAssertTrue(next.isWhitespace || next.isPunctuation, "cut at a word boundary, not inside '\(next)…'")
        XCTAssertFalse(kept.last!.isWhitespace)
        let pipe = try kurs("coin", "bitcoin")
        let field = try XCTUnwrap(pipe.stdout.split(separator: "\n").first { $0.hasPrefix("description\t") })
        XCTAssertGreaterThanOrEqual(field.count - "description\t".count, full.count, "a pipe gets it all")
        XCTAssertFalse(field.hasSuffix("…"))
    }

    func testOfflineCoinInTheMarketsSampleShowsMarketFieldsAndNullDetails() throws {
        let run = try kurs("coin", "ethereum", "--offline", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("kurs: coingecko: details unavailable: offline\n"), run.stderr)
        let coin = try json(run.stdout)
        XCTAssertEqual(coin["id"] as? String, "ethereum")
        XCTAssertEqual(coin["symbol"] as? String, "eth")
        XCTAssertNotNil(coin["current_price"] as? Double)
        XCTAssertEqual(coin["market_cap_rank"] as? Int, 2)
        for field in ["description", "homepage", "hashing_algorithm", "block_time_in_minutes", "subreddit_url"] {
            XCTAssertTrue(coin[field] is NSNull, "\(field) is null, not absent or 0")
        }
        XCTAssertEqual(coin["origin"] as? String, "embedded_sample")
        let table = try kurs("coin", "ethereum", "--offline")
        XCTAssertEqual(table.status, 0)
        XCTAssertTrue(table.stdout.contains("name\tEthereum\n"), table.stdout)
        XCTAssertTrue(table.stdout.contains("description\t\n"), table.stdout)
        XCTAssertEqual(try requests().count, 0)
    }

    func testFailedDetailFetchFallsBackToTheMarketsList() throws {
        try serverCall { try await $0.inject(.internalServerError, path: "/api/v3/coins/ethereum") }
        let run = try kurs("coin", "ethereum", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("details unavailable: server error (HTTP 500)"), run.stderr)
        XCTAssertEqual(try json(run.stdout)["name"] as? String, "Ethereum")
    }

    func testCoinInNeitherOfflineExitsOneOnlineUnknownExitsTwo() throws {
        let offline = try kurs("coin", "nosuchcoin", "--offline")
        XCTAssertEqual(offline.status, 1)
        XCTAssertEqual(offline.stderr, "kurs: coingecko: offline and no cached data for coin 'nosuchcoin'\n")
        XCTAssertEqual(offline.stdout, "")
        let online = try kurs("coin", "nosuchcoin")
        XCTAssertEqual(online.status, 2)
        XCTAssertEqual(online.stderr, "kurs: unknown coin 'nosuchcoin'\n")
        XCTAssertEqual(try requestCount(containing: "/coins/nosuchcoin?localization=false"), 1)
    }

    func testTopUpTo100UsesTheSharedPageAbove100AskForThatMany() throws {
        let small = try kurs("coins", "--top", "5")
        XCTAssertEqual(small.status, 0, small.stderr)
        XCTAssertEqual(small.stdout.split(separator: "\n").count, 5)
        XCTAssertEqual(try requestCount(containing: "per_page=100&"), 1)
        let big = try kurs("coins", "--top", "150")
        XCTAssertEqual(big.status, 0, big.stderr)
        XCTAssertEqual(try requestCount(containing: "per_page=150&"), 1)
        // The recorded page has 100 coins: all of them are listed and the shortfall is said.
        XCTAssertEqual(big.stdout.split(separator: "\n").count, 100)
        XCTAssertEqual(big.stderr, "kurs: coingecko: only 100 coins available (asked for 150)\n")
        let most = try kurs("coins", "--top", "250", "--json")
        XCTAssertEqual(most.status, 0, most.stderr)
        XCTAssertEqual(try requestCount(containing: "per_page=250&"), 1)
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: cacheDirectory.appendingPathComponent("coingecko-markets-usd-top150.cache").path))
    }

    func testConfiguredTopOf250IsKept() throws {
        try writeConfig("{ coins: { top: 250 } }")
        let run = try kurs("coins")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try requestCount(containing: "per_page=250&"), 1)
    }

    func testCryptoUnitsAreAcceptedAsVsAndARejectedOneIsAUsageError() throws {
        let sats = try kurs("coins", "--vs", "SATS", "--top", "1", "--json")
        XCTAssertEqual(sats.status, 0, sats.stderr)
        XCTAssertTrue(sats.stdout.contains(#""vs_currency":"sats""#))
        XCTAssertEqual(try requestCount(containing: "vs_currency=sats&"), 1)
        try serverCall { try await $0.inject(.badRequest, path: "/api/v3/coins/markets") }
        let run = try kurs("coins", "--vs", "xyz")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: unknown currency 'xyz'\n")
        XCTAssertEqual(run.stdout, "")
    }
}
