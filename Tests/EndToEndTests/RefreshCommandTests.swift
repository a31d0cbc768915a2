import Foundation
import XCTest

/// `kurs refresh`: a line per source, exit codes, `--only`, `--quiet`, `--stale-only`.
final class RefreshCommandTests: KursCommandTestCase {
    func testRefreshFetchesEverySourceOnce() throws {
        let run = try kurs("refresh")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "privatbank cash: updated\nprivatbank card: updated\nnbu: updated\nmonobank: updated\nerapi USD: updated\n"
                + "coingecko markets usd: updated\nweather Kyiv: updated\n")
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try requestCount(containing: "/v1/forecast?"), 1)
        XCTAssertEqual(try requestCount(containing: "coursid=5"), 1)
        XCTAssertEqual(try requestCount(containing: "coursid=11"), 1)
        XCTAssertEqual(try requestCount(containing: "/v6/latest/USD"), 1)
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1)
        XCTAssertEqual(try requestCount(containing: "/NBUStatService/v1/statdirectory/exchange?json"), 1)
        XCTAssertEqual(try requestCount(containing: "/bank/currency"), 1)
    }

    func testUnwritableCacheIsAFailureNotUpdated() throws {
        // XDG_CACHE_HOME is a plain file: nothing can be stored under it.
        let file = home.url.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: file)
        let run = try kurs("refresh", extra: ["XDG_CACHE_HOME": file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(run.stderr, "kurs: cache directory \(file.path)/kurs is not writable: Not a directory\n")
        XCTAssertEqual(try requests().count, 0, "nothing fetched that could not be kept")
    }

    func testOnlyAndQuiet() throws {
        let run = try kurs("refresh", "--only", "erapi", "--quiet")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try requests().map(\.path), ["/v6/latest/USD"])
        let bad = try kurs("refresh", "--only", "erapi,ecb")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(
            bad.stderr, "kurs: unknown source 'ecb' (privatbank, privatbank-cash, privatbank-card, nbu, monobank, erapi, coingecko, weather)\n")
    }

    func testSomeFailuresStillExitZeroAndAreReportedOnStderr() throws {
        try serverCall { try await $0.inject(.html, path: "/api/v3/coins/markets") }
        let run = try kurs("refresh", "--only", "privatbank-cash,coingecko")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stdout, "privatbank cash: updated\n")
        XCTAssertTrue(run.stderr.hasPrefix("kurs: coingecko markets usd: "), run.stderr)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1)
    }

    func testAllFailedExitsOne() throws {
        let refused = [
            "KURS_PRIVATBANK_URL": "http://127.0.0.1:1", "KURS_ERAPI_URL": "http://127.0.0.1:1",
            "KURS_COINGECKO_URL": "http://127.0.0.1:1/api/v3", "KURS_OPENMETEO_URL": "http://127.0.0.1:1",
            "KURS_NBU_URL": "http://127.0.0.1:1", "KURS_MONOBANK_URL": "http://127.0.0.1:1",
        ]
        let run = try kurs("refresh", extra: refused)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(
            run.stderr,
            "kurs: privatbank cash: offline\nkurs: privatbank card: offline\nkurs: nbu: offline\nkurs: monobank: offline\n"
                + "kurs: erapi USD: offline\n"
                + "kurs: coingecko markets usd: offline\nkurs: weather Kyiv: offline\n")
        let offline = try kurs("refresh", "--offline")
        XCTAssertEqual(offline.status, 1)
        XCTAssertEqual(try requests().count, 0)
    }

    func testStaleOnlySkipsFreshEntries() throws {
        XCTAssertEqual(try kurs("refresh", "--quiet").status, 0)
        try serverCall { try await $0.reset() }
        try ageCacheEntry("erapi-latest-usd")
        let run = try kurs("refresh", "--stale-only")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stdout,
            "privatbank cash: fresh, not fetched\nprivatbank card: fresh, not fetched\nnbu: fresh, not fetched\n"
                + "monobank: fresh, not fetched\nerapi USD: updated\n"
                + "coingecko markets usd: fresh, not fetched\nweather Kyiv: fresh, not fetched\n")
        XCTAssertEqual(try requests().map(\.path), ["/v6/latest/USD"])
    }
}
