import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// `Retry-After` is capped at 1 hour and nonsense is ignored (the caller's 60 s default applies); the stored
/// cross-process record never holds more than 1 hour ahead, and one that does is not obeyed.
final class RetryAfterBoundsTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT

    func testPlausibleWaitsAreCappedAtOneHour() {
        XCTAssertEqual(RetryAfter.maximum, 3600)
        XCTAssertEqual(RetryAfter.seconds(from: "3600", now: now), 3600)
        XCTAssertEqual(RetryAfter.seconds(from: "7200", now: now), 3600)
        XCTAssertEqual(RetryAfter.seconds(from: "86400", now: now), 3600)
        XCTAssertEqual(RetryAfter.seconds(from: "Wed, 21 Oct 2015 09:28:00 GMT", now: now), 3600, "a date 2 h ahead")
        XCTAssertEqual(RetryAfter.seconds(from: "0", now: now), 0)
    }

    func testNonsenseIsIgnored() {
        for value in ["99999999999", "-5", "+5", "1.5", "12abc", "0x10", "soon", "99999999999999999999999", "١٢",
                      "Wed, 21 Oct 2015 07:28:00 GMT garbage"] {
            XCTAssertNil(RetryAfter.seconds(from: value, now: now), value)
        }
        XCTAssertNil(RetryAfter.seconds(from: "Thu, 01 Jan 1970 00:00:00 GMT", now: now), "a date far in the past")
        XCTAssertNil(RetryAfter.seconds(from: "Fri, 31 Dec 9999 23:59:59 GMT", now: now), "a date far ahead")
        XCTAssertEqual(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:00:00 GMT", now: now), 0, "a date just past")
    }

    func testAbsurdRetryAfterFromTheServerCountsAsNone() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let client = HTTPClient(timeouts: .init(connect: 2, request: 5), retryPolicy: RetryPolicy(maxRetries: 0))
        let url = server.coinGeckoBaseURL.appendingPathComponent("coins/markets")
        try await server.inject(.rateLimitedWithValue, path: "/api/v3/coins/markets", times: 1, retryAfter: "99999999999")
        let absurd = await fetchError { try await client.get(HTTPRequest(url: url)) }
        XCTAssertEqual(absurd, .rateLimited(retryAfter: nil))
        try await server.inject(.rateLimitedWithValue, path: "/api/v3/coins/markets", times: 1, retryAfter: "7200")
        let long = await fetchError { try await client.get(HTTPRequest(url: url)) }
        XCTAssertEqual(long, .rateLimited(retryAfter: 3600))
    }

    func testRepositoryRecordsTheDefaultMinuteForAnAbsurdRetryAfter() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_771_329_600))
        let repository = DataRepository(
            environment: server.environment(cacheDirectory: dir.url),
            client: HTTPClient(timeouts: .init(connect: 2, request: 5), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
        try await server.inject(.rateLimitedWithValue, path: "/api/v3/coins/markets", retryAfter: "99999999999")
        let error = await fetchError { try await repository.fetch(Resource.markets(vsCurrency: "usd")) }
        XCTAssertEqual(error, .rateLimited(retryAfter: nil))
        let cache = DiskCache(directory: dir.url)
        XCTAssertEqual(cache.blockedUntil("coingecko-markets-usd", now: clock.now), clock.now.addingTimeInterval(60))
    }

    func testStoredRecordNeverHoldsMoreThanOneHour() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = DiskCache(directory: dir.url)
        try cache.writeBlockedUntil(now.addingTimeInterval(99_999_999_999), key: "k", now: now)
        XCTAssertEqual(
            try String(contentsOf: cache.retryAfterURL("k"), encoding: .utf8), "2015-10-21T08:28:00.000Z\n")
        XCTAssertEqual(cache.blockedUntil("k", now: now), now.addingTimeInterval(3600))
        try cache.writeBlockedUntil(now.addingTimeInterval(90), key: "k", now: now)
        XCTAssertEqual(cache.blockedUntil("k", now: now), now.addingTimeInterval(90))
    }

    func testRecordFurtherAheadThanOneHourIsIgnored() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = DiskCache(directory: dir.url)
        try FileManager.default.createDirectory(at: dir.url, withIntermediateDirectories: true)
        try Data("9999-12-31T23:59:59.000Z\n".utf8).write(to: cache.retryAfterURL("k"))
        XCTAssertNil(cache.blockedUntil("k", now: now))
        try Data("2015-10-21T08:28:00.000Z\n".utf8).write(to: cache.retryAfterURL("k"))
        XCTAssertEqual(cache.blockedUntil("k", now: now), now.addingTimeInterval(3600), "exactly one hour is obeyed")
    }
}
