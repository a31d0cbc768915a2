import Foundation
import XCTest
import TestSupport

/// `kurs chart` and `kurs search` against the fixture server: JSON as served, TSV in a pipe, a braille chart on a
/// terminal, unknown coins, rate limits, nothing found.
final class ChartSearchCommandTests: KursCommandTestCase {
    func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    func testChartJSONCarriesThePointsAsServed() throws {
        let run = try kurs("chart", "bitcoin", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let doc = try json(run.stdout)
        XCTAssertEqual(doc["id"] as? String, "bitcoin")
        XCTAssertEqual(doc["vs_currency"] as? String, "usd")
        XCTAssertEqual(doc["days"] as? Int, 7)
        XCTAssertEqual(doc["source"] as? String, "coingecko")
        XCTAssertEqual(doc["origin"] as? String, "live")
        XCTAssertNotNil(doc["fetched_at"] as? String)
        XCTAssertEqual((doc["prices"] as? [[Any]])?.count, 168)
        XCTAssertTrue(run.stdout.contains(#""prices":[[1789840800000,81451.70400617635],[1789844400000,81407.1543785679],"#),
                      "the price digits as served: \(run.stdout.prefix(300))")
        XCTAssertEqual(try requestCount(containing: "/coins/bitcoin/market_chart?vs_currency=usd&days=7"), 1)
        let year = try kurs("chart", "bitcoin", "--days", "365", "--vs", "EUR", "--json")
        XCTAssertEqual(year.status, 0, year.stderr)
        XCTAssertEqual(try json(year.stdout)["days"] as? Int, 365)
        XCTAssertEqual(try requestCount(containing: "/coins/bitcoin/market_chart?vs_currency=eur&days=365"), 1)
        let max = try kurs("chart", "bitcoin", "--days", "max", "--json")
        XCTAssertEqual(try json(max.stdout)["days"] as? String, "max")
    }

    func testChartInAPipeIsTimeTabPrice() throws {
        let run = try kurs("chart", "bitcoin")
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 168)
        XCTAssertEqual(lines.first, "2026-09-19T18:00:00Z\t81451.70400617635")
        XCTAssertTrue(lines.allSatisfy { $0.split(separator: "\t").count == 2 })
    }

    func testChartOnATerminalIsBrailleWithAxisLabels() throws {
        let tty = try kursOnTerminal("chart", "bitcoin")
        XCTAssertEqual(tty.status, 0, tty.screen)
        let lines = tty.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].hasPrefix("bitcoin · 7d · USD · high "), lines[0])
        XCTAssertTrue(lines[0].contains(" · change "), lines[0])
        XCTAssertTrue(tty.screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "braille dots: \(tty.screen)")
        XCTAssertTrue(lines[1].contains("┤"), "the max label's axis mark: \(lines[1])")
        XCTAssertTrue(tty.screen.contains("19 Sep"), "the first date: \(tty.screen)")
        XCTAssertTrue(tty.screen.contains("26 Sep"), "the last date: \(tty.screen)")
    }

    func testChartOfAnUnknownCoinIsAUsageError() throws {
        let run = try kurs("chart", "nosuchcoin")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: unknown coin 'nosuchcoin'\n")
        XCTAssertEqual(run.stdout, "")
    }

    func testChartRateLimitedExitsOneWithTheRetryTime() throws {
        try serverCall { try await $0.inject(.rateLimited, path: "/api/v3/coins/bitcoin/market_chart") }
        let run = try kurs("chart", "bitcoin", "--days", "30")
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kurs: coingecko: rate limited · retry in 1:59; no data to show\n")
        XCTAssertEqual(run.stdout, "")
    }

    func testSearchListsCoinGeckosOrderWithDuplicateSymbols() throws {
        let run = try kurs("search", "PEPE", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let doc = try json(run.stdout)
        XCTAssertEqual(doc["source"] as? String, "coingecko")
        XCTAssertNotNil(doc["fetched_at"] as? String)
        let coins = try XCTUnwrap(doc["coins"] as? [[String: Any]])
        XCTAssertEqual(coins.count, 25)
        XCTAssertEqual(coins.first?["id"] as? String, "pepe")
        XCTAssertEqual(coins.first?["symbol"] as? String, "PEPE")
        XCTAssertEqual(coins.first?["market_cap_rank"] as? Int, 57)
        XCTAssertEqual(coins[1]["id"] as? String, "ape-and-pepe")
        XCTAssertEqual(Set(coins[0].keys), ["id", "symbol", "name", "market_cap_rank"])
        XCTAssertEqual(try requestCount(containing: "/search?query=PEPE"), 1)
        let table = try kurs("search", "PEPE")
        XCTAssertEqual(table.status, 0, table.stderr)
        XCTAssertTrue(table.stdout.hasPrefix("57\tpepe\tPEPE\tPepe\n"), table.stdout)
        XCTAssertEqual(try requestCount(containing: "/search?query="), 1, "the second search is the cached one")
    }

    func testSearchThatFindsNothingSaysSoAndExitsZero() throws {
        let run = try kurs("search", "zzzznothing")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "kurs: coingecko: nothing found for 'zzzznothing'\n")
        let doc = try json(try kurs("search", "zzzznothing", "--json").stdout)
        XCTAssertEqual((doc["coins"] as? [Any])?.count, 0)
    }
}
