import Foundation
import XCTest

/// A 429's `Retry-After` holds across kurs processes: the next command does not ask the rate-limited source
/// again before the time is up, and says so.
final class RateLimitCommandTests: KursCommandTestCase {
    func testSecondCoinsRunSendsNoRequestWhileRateLimited() throws {
        try serverCall { try await $0.inject(.rateLimited, path: "/api/v3/coins/markets") }
        let first = try kurs("coins", "--top", "3")
        XCTAssertEqual(first.status, 1, "online with nothing cached: no sample, the reason: \(first.stderr)")
        XCTAssertEqual(first.stdout, "")
        XCTAssertTrue(first.stderr.contains("coingecko: rate limited · retry in 1:59"), first.stderr)
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1)
        let record = cacheDirectory.appendingPathComponent("coingecko-markets-usd.retry-after")
        XCTAssertTrue(FileManager.default.fileExists(atPath: record.path))

        let second = try kurs("coins", "--top", "3")
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertEqual(second.stdout, "", "never the embedded sample online")
        XCTAssertTrue(second.stderr.contains("coingecko: rate limited · retry in 1:5"), second.stderr)
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1, "the second run must not ask CoinGecko")
    }

    func testRefreshObeysTheRecordAndOtherSourcesStillFetch() throws {
        try serverCall { try await $0.inject(.rateLimited, path: "/api/v3/coins/markets") }
        XCTAssertEqual(try kurs("coins", "--top", "3").status, 1)
        try serverCall { try await $0.reset() }
        let run = try kurs("refresh", "--only", "coingecko,erapi")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "erapi USD: updated\n")
        XCTAssertTrue(run.stderr.hasPrefix("kurs: coingecko markets usd: rate limited · retry in 1:5"), run.stderr)
        XCTAssertEqual(try requests().map(\.path), ["/v6/latest/USD"])
    }

    func testCorruptRecordIsIgnored() throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: cacheDirectory.appendingPathComponent("coingecko-markets-usd.retry-after"))
        let run = try kurs("coins", "--top", "3")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1)
    }
}
