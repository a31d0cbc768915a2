import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Records the waits asked of it and returns at once (tests never sleep).
private final class RecordingSleep: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [TimeInterval] = []
    var waits: [TimeInterval] { lock.withLock { recorded } }
    var sleep: @Sendable (TimeInterval) async -> Void {
        { seconds in
            self.lock.withLock { self.recorded.append(seconds) }
            await Task.yield()
        }
    }
}

/// HTTPClient against the loopback fixture server: one test per fault, asserting what the caller gets.
final class NetworkTests: XCTestCase {
    var server: FixtureServer!
    private var sleeper: RecordingSleep!
    var client: HTTPClient!

    override func setUpWithError() throws {
        server = try FixtureServer()
        sleeper = RecordingSleep()
        client = HTTPClient(
            timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(sleep: sleeper.sleep))
    }

    override func tearDown() { server.stop() }

    var marketsURL: URL { server.coinGeckoBaseURL.appendingPathComponent("coins/markets") }
    let marketsPath = "/api/v3/coins/markets"

    func testOKReturnsTheBodyAndSendsUserAgentAndAcceptEncoding() async throws {
        let response = try await client.get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
        XCTAssertNotNil(response.etag)
        let logged = try await server.requests()
        XCTAssertEqual(logged.count, 1)
        XCTAssertEqual(logged[0].headers["user-agent"], "kurs/\(KursVersion.string)")
        XCTAssertTrue(logged[0].headers["accept-encoding"]?.contains("gzip") == true)
    }

    func testGzipBodyIsDecompressed() async throws {
        try await server.inject(.gzip, path: marketsPath, times: 1)
        let response = try await client.get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
    }

    func testRateLimitedWithRetryAfterSecondsIsNotRetried() async throws {
        try await server.inject(.rateLimited, path: marketsPath)
        await assertThrows(.rateLimited(retryAfter: 119)) { try await self.client.get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(FetchError.rateLimited(retryAfter: 119).message, "rate limited · retry in 1:59")
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(sleeper.waits, [])
    }

    func testRateLimitedWithHTTPDate() async throws {
        try await server.inject(.rateLimitedUntilDate, path: marketsPath)
        do {
            _ = try await client.get(HTTPRequest(url: marketsURL))
            XCTFail("expected rate limited")
        } catch {
            guard case .rateLimited(let seconds?) = error else { return XCTFail("got \(error)") }
            XCTAssertTrue((110...121).contains(seconds), "retry after \(seconds)")
        }
    }

    func testRateLimitedWithHTMLBodyIsStillRateLimited() async throws {
        try await server.inject(.rateLimitedHTML, path: marketsPath)
        await assertThrows(.rateLimited(retryAfter: nil)) { try await self.client.get(HTTPRequest(url: self.marketsURL)) }
    }

    func testServerErrorIsRetriedTwiceWithDoublingWaits() async throws {
        try await server.inject(.internalServerError, path: marketsPath)
        await assertThrows(.serverError(status: 500)) { try await self.client.get(HTTPRequest(url: self.marketsURL)) }
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(sleeper.waits, [1, 2])
    }

    func testServiceUnavailableThenSuccess() async throws {
        try await server.inject(.serviceUnavailable, path: marketsPath, times: 1)
        let response = try await client.get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 2)
        XCTAssertEqual(sleeper.waits, [1])
    }

    func testRetriesStayWithinTheTotalTimeBudget() async throws {
        let tight = HTTPClient(retryPolicy: RetryPolicy(initialDelay: 5, maxTotalTime: 3, sleep: sleeper.sleep))
        try await server.inject(.serviceUnavailable, path: marketsPath)
        await assertThrows(.serverError(status: 503)) { try await tight.get(HTTPRequest(url: self.marketsURL)) }
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(sleeper.waits, [])
    }

    func testSlowResponseTimesOutAndIsRetried() async throws {
        try await server.inject(.slow, path: marketsPath, delay: 5)
        let started = Date()
        await assertThrows(.timeout) { try await self.client.get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 4.9, "three attempts of about 1 s each, not the 5 s of the server")
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(FetchError.timeout.message, "timed out")
    }

    func testTrickledResponseHitsTheWholeRequestTimeout() async throws {
        let once = HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(maxRetries: 0))
        try await server.inject(.trickle, path: marketsPath, delay: 6)
        let started = Date()
        await assertThrows(.timeout) { try await once.get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "the 2 s request time-out, not the 6 s trickle")
    }

    func testNotFoundNamesThePathsLastComponent() async throws {
        let url = server.coinGeckoBaseURL.appendingPathComponent("coins/nosuchcoin")
        await assertThrows(.notFound("nosuchcoin")) { try await self.client.get(HTTPRequest(url: url)) }
    }

    func testConnectionRefusedIsOffline() async throws {
        let closed = try FixtureServer()
        let url = closed.baseURL.appendingPathComponent("v6/latest/USD")
        closed.stop()
        await assertThrows(.offline) { try await self.client.get(HTTPRequest(url: url)) }
        XCTAssertEqual(sleeper.waits, [], "offline is not retried")
    }

    func testHTMLAndEmptyBodiesPassThroughForTheDecoder() async throws {
        try await server.inject(.html, path: marketsPath, times: 1)
        try await server.inject(.empty, path: marketsPath, times: 1)
        let html = try await client.get(HTTPRequest(url: marketsURL))
        XCTAssertTrue(String(decoding: html.body, as: UTF8.self).hasPrefix("<!DOCTYPE html>"))
        let empty = try await client.get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(empty.body, Data())
    }

    // MARK: Retry-After parsing

    func testRetryAfterParsesSecondsAndHTTPDates() {
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        XCTAssertEqual(RetryAfter.seconds(from: "119", now: now), 119)
        XCTAssertEqual(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:30:00 GMT", now: now), 120)
        XCTAssertEqual(RetryAfter.seconds(from: "Wed, 21 Oct 2015 07:00:00 GMT", now: now), 0)
        XCTAssertNil(RetryAfter.seconds(from: "soon", now: now))
        XCTAssertNil(RetryAfter.seconds(from: nil, now: now))
    }

    func assertThrows<T>(
        _ expected: FetchError, file: StaticString = #filePath, line: UInt = #line,
        _ body: @escaping () async throws -> T
    ) async {
        do {
            _ = try await body()
            XCTFail("expected \(expected)", file: file, line: line)
        } catch {
            XCTAssertEqual(error as? FetchError, expected, file: file, line: line)
        }
    }
}
