import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Response bodies are capped as received and as decompressed: past the cap the transfer stops with "response too
/// large", a `Content-Length` over it is refused before the body. Small caps keep the tests fast.
final class HTTPBodyLimitTests: XCTestCase {
    var server: FixtureServer!
    let marketsPath = "/api/v3/coins/markets"
    let cap = 64 << 10

    override func setUpWithError() throws { server = try FixtureServer() }
    override func tearDown() { server.stop() }

    var marketsURL: URL { server.coinGeckoBaseURL.appendingPathComponent("coins/markets") }

    func client(maxBodyBytes: Int) -> HTTPClient {
        HTTPClient(
            timeouts: .init(connect: 2, request: 10), retryPolicy: RetryPolicy(maxRetries: 0),
            maxBodyBytes: maxBodyBytes)
    }

    func testBodyOfExactlyTheCapIsAccepted() async throws {
        try await server.inject(.huge, path: marketsPath, size: cap)
        let response = try await client(maxBodyBytes: cap).get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body.count, cap)
        XCTAssertEqual(response.body.prefix(17), Data(#"[{"id":"filler"},"#.utf8))
    }

    func testStreamedBodyOneByteOverTheCapIsTooLarge() async throws {
        try await server.inject(.huge, path: marketsPath, size: cap + 1)
        let error = await fetchError { try await self.client(maxBodyBytes: self.cap).get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(error, .unexpectedContent("response too large (over 64 KB)"))
        XCTAssertEqual(error?.message, "unexpected content: response too large (over 64 KB)")
    }

    func testDeclaredLengthOverTheCapIsRefused() async throws {
        try await server.inject(.hugeWithLength, path: marketsPath, size: cap + 1)
        let error = await fetchError { try await self.client(maxBodyBytes: self.cap).get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(error, .unexpectedContent("response too large (over 64 KB)"))
    }

    func testGzipBombIsStoppedAfterDecompression() async throws {
        try await server.inject(.gzipBomb, path: marketsPath, size: 4 * cap)
        let error = await fetchError { try await self.client(maxBodyBytes: self.cap).get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(error, .unexpectedContent("response too large (over 64 KB)"))
    }

    func testDefaultCapIs16MBAndStopsA300MBBody() async throws {
        XCTAssertEqual(HTTPClient.defaultMaxBodyBytes, 16 * 1024 * 1024)
        try await server.inject(.huge, path: marketsPath)  // 300 MB, streamed
        let client = HTTPClient(timeouts: .init(connect: 2, request: 10), retryPolicy: RetryPolicy(maxRetries: 0))
        let error = await fetchError { try await client.get(HTTPRequest(url: self.marketsURL)) }
        XCTAssertEqual(error, .unexpectedContent("response too large (over 16 MB)"))
    }

    func testTooLargeIsNotRetried() async throws {
        try await server.inject(.huge, path: marketsPath, size: cap + 1)
        let client = HTTPClient(
            timeouts: .init(connect: 2, request: 10), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() }),
            maxBodyBytes: cap)
        _ = await fetchError { try await client.get(HTTPRequest(url: self.marketsURL)) }
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
    }

    func testTheMarketsListFitsUnderTheDefaultCap() async throws {
        let response = try await HTTPClient(retryPolicy: RetryPolicy(maxRetries: 0)).get(HTTPRequest(url: marketsURL))
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
    }

    func testSizeInTheMessageIsInWholeUnits() {
        XCTAssertEqual(HTTPClient.responseTooLarge(16 << 20), .unexpectedContent("response too large (over 16 MB)"))
        XCTAssertEqual(HTTPClient.responseTooLarge(3 << 10), .unexpectedContent("response too large (over 3 KB)"))
        XCTAssertEqual(HTTPClient.responseTooLarge(1000), .unexpectedContent("response too large (over 1000 bytes)"))
    }
}
