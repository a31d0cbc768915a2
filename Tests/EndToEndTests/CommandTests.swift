import Foundation
import XCTest
import TestSupport

/// The built `kurs` binary (KURS_BIN, else <root>/.build/debug/kurs) run as a process against the fixture server.
final class CommandTests: KursCommandTestCase {
    // MARK: Usage and help (no data needed)

    func testVersionAndHelp() throws {
        let version = try kurs("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("kurs 0."), version.stdout)
        let help = try kurs("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("kurs coins [--top N] [--vs CODE] [--json]"))
        XCTAssertTrue(help.stdout.contains("Examples:"))
        let ratesHelp = try kurs("rates", "--help")
        XCTAssertTrue(ratesHelp.stdout.hasPrefix("Usage: kurs rates"))
    }

    func testUsageErrorsExitTwoWithOneLineNamingTheProblem() throws {
        let cases: [([String], String)] = [
            (["rates", "--bogus"], "kurs: unknown option '--bogus' for 'kurs rates'\n"),
            (["coins", "--top", "abc"], "kurs: invalid --top 'abc' (a number from 1 to 250)\n"),
            (["coins", "--top", "0"], "kurs: invalid --top '0' (a number from 1 to 250)\n"),
            (["coin"], "kurs: missing coin id: kurs coin ID (e.g. kurs coin bitcoin)\n"),
            (["coin", "Bad Id!"], "kurs: invalid coin id 'Bad Id!' (CoinGecko ids: 1 to 100 of a-z, 0-9, '-', '_', '.')\n"),
            (["rates", "--source", "ecb"], "kurs: unknown source 'ecb' (privatbank, privatbank-card, nbu, monobank, erapi)\n"),
            (["frobnicate"], "kurs: unknown command 'frobnicate'; see 'kurs --help'\n"),
        ]
        for (arguments, message) in cases {
            let run = try finish(try start(arguments))
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.stderr, message, "\(arguments)")
            XCTAssertEqual(run.stdout, "")
        }
        let requests = try awaitRequests()
        XCTAssertEqual(requests, 0, "usage errors never touch the network")
    }

    func testDashboardWithoutATerminalPointsToTheOneShotCommands() throws {
        let run = try kurs()
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("needs a terminal"))
        XCTAssertTrue(run.stderr.contains("kurs coins"))
    }

    func testNoDataAtAllExitsOneWithTheReason() throws {
        // A vs currency with no embedded sample, and the network refusing connections.
        let run = try kurs("coins", "--vs", "eur", extra: ["KURS_COINGECKO_URL": "http://127.0.0.1:1/api/v3"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "kurs: coingecko: offline and no cached data for vs currency 'eur'\n")
    }

    func testUnknownCoinExitsTwo() throws {
        let run = try kurs("coin", "xyz")
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "kurs: unknown coin 'xyz'\n")
    }

    func testRatesJSONKeepsExactDigits() throws {
        let run = try kurs("rates", "--card", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"sale\":47.84689"), run.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["source"] as? String, "privatbank")
        XCTAssertNotNil(object?["fetched_at"] as? String)
        XCTAssertEqual((object?["rates"] as? [[String: Any]])?.count, 2)
    }

    func testRateLimitedKeepsCachedDataAndSaysSoOnStderr() throws {
        XCTAssertEqual(try kurs("coins", "--json").status, 0)
        try ageCacheEntry("coingecko-markets-usd")
        let control = server!
        let injected = expectation(description: "fault injected")
        Task {
            try await control.inject(.rateLimited, path: "/api/v3/coins/markets")
            injected.fulfill()
        }
        wait(for: [injected], timeout: 10)
        let run = try kurs("coins", "--top", "3")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 3)
        XCTAssertEqual(
            run.stderr, "kurs: coingecko: rate limited · retry in 1:59; showing cached data from 2000-01-01T00:00:00Z\n")
    }

    func testOfflineAnywhereUsesTheEmbeddedSampleWithoutTheNetwork() throws {
        for arguments in [["--offline", "coins", "--top", "2"], ["coins", "--top", "2", "--offline"]] {
            let run = try kurs(arguments)
            XCTAssertEqual(run.status, 0)
            XCTAssertEqual(run.stderr, "kurs: coingecko: showing offline sample · 2026-09-26\n")
            let rows = run.stdout.split(separator: "\n")
            XCTAssertEqual(rows.count, 2)
            XCTAssertEqual(rows.first?.split(separator: "\t").prefix(3), ["1", "BTC", "Bitcoin"])
            XCTAssertFalse(run.stdout.contains("\u{1B}"), "a pipe gets no escape sequences")
        }
        XCTAssertEqual(try awaitRequests(), 0)
    }

    func testCoinJSONHasEveryContractFieldWithNullsNotZeros() throws {
        let run = try kurs("coin", "bitcoin", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let contract = [
            "id", "symbol", "name", "current_price", "market_cap", "market_cap_rank", "total_volume", "high_24h",
            "low_24h", "price_change_24h", "price_change_percentage_24h", "market_cap_change_24h",
            "market_cap_change_percentage_24h", "block_time_in_minutes", "hashing_algorithm", "description", "homepage",
            "subreddit_url", "sparkline", "source", "fetched_at",
        ]
        XCTAssertEqual(Set(contract).subtracting(object.keys), [])
        XCTAssertEqual(object["hashing_algorithm"] as? String, "SHA-256")
        XCTAssertEqual(object["block_time_in_minutes"] as? Int, 10)
        XCTAssertTrue(object["sparkline"] is NSNull, "the markets fixture has no sparkline: null, not []")
    }

    func testTwentyConcurrentProcessesMakeOneMarketsRequest() throws {
        let resetDone = expectation(description: "reset")
        let control = server!
        Task {
            try await control.reset()
            resetDone.fulfill()
        }
        wait(for: [resetDone], timeout: 10)
        // The probe ran --offline, which never writes the cache: the cache is empty.
        let started = try (0..<20).map { _ in try start(["coins", "--json"]) }
        let runs = try started.map(finish)
        XCTAssertEqual(Set(runs.map(\.status)), [0])
        let bodies = Set(runs.map { run in
            // fetched_at and origin differ (network for one, cache for the others); the coins must not.
            guard let object = try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any],
                let coins = object["coins"], let data = try? JSONSerialization.data(withJSONObject: coins, options: .sortedKeys)
            else { return "unreadable" }
            return String(decoding: data, as: UTF8.self)
        })
        XCTAssertEqual(bodies.count, 1)
        XCTAssertFalse(bodies.contains("unreadable"))
        XCTAssertEqual(try awaitRequests(path: "/api/v3/coins/markets"), 1)
    }

    /// The server's request count (all paths, or one), read synchronously.
    func awaitRequests(path: String? = nil) throws -> Int {
        let control = server!
        let box = CountBox()
        let done = expectation(description: "requests")
        Task {
            let all = try await control.requests()
            box.count = path.map { p in all.filter { $0.path == p }.count } ?? all.count
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        return box.count
    }

    final class CountBox: @unchecked Sendable { var count = -1 }
}
