import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Header values with control bytes are neither kept from a response (ETag, Last-Modified) nor sent in a request.
final class HTTPHeaderValueTests: XCTestCase {
    func testValidatorsWithControlBytesReadAsNil() {
        for bad in ["\"abc\rX-Injected: 1\"", "\"a\nb\"", "\"a\u{0}b\"", "\"a\tb\"", "\"a\u{7F}b\"", "\"a\u{1B}[31m\""] {
            let response = HTTPResponse(status: 200, headers: ["etag": bad, "last-modified": bad])
            XCTAssertNil(response.etag, bad.debugDescription)
            XCTAssertNil(response.lastModified, bad.debugDescription)
        }
        let good = HTTPResponse(status: 200, headers: ["etag": "W/\"5f-é\"", "last-modified": "Mon, 19 Aug 2024 00:02:31 GMT"])
        XCTAssertEqual(good.etag, "W/\"5f-é\"")
        XCTAssertEqual(good.lastModified, "Mon, 19 Aug 2024 00:02:31 GMT")
    }

    func testETagWithCRFromTheServerIsDroppedAndNeverSentBack() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let client = HTTPClient(timeouts: .init(connect: 2, request: 5), retryPolicy: RetryPolicy(maxRetries: 0))
        let url = server.coinGeckoBaseURL.appendingPathComponent("coins/markets")
        try await server.inject(.etagWithCR, path: "/api/v3/coins/markets", times: 1)
        let response = try await client.get(HTTPRequest(url: url))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
        XCTAssertEqual(response.headers["etag"], "\"abc\rX-Injected: 1\"", "the raw header arrived as sent")
        XCTAssertNil(response.etag)
        XCTAssertNil(response.headers["x-injected"])

        // A bad value the caller still holds (e.g. from an old cache file) is not sent at all.
        _ = try await client.get(HTTPRequest(url: url, headers: ["If-None-Match": "\"abc\rX-Injected: 1\"", "X-Ok": "1"]))
        let logged = try await server.requests()
        XCTAssertEqual(logged.count, 2)
        XCTAssertNil(logged[1].headers["if-none-match"])
        XCTAssertNil(logged[1].headers["x-injected"])
        XCTAssertEqual(logged[1].headers["x-ok"], "1")
    }

    func testRepositoryStoresNoBadETagSoTheNextRequestHasNoIfNoneMatch() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let repository = DataRepository(
            environment: server.environment(cacheDirectory: dir.url),
            client: HTTPClient(timeouts: .init(connect: 2, request: 5), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() })
        try await server.inject(.etagWithCR, path: "/api/v3/coins/markets", times: 1)
        _ = try await repository.fetch(Resource.markets(vsCurrency: "usd"))
        XCTAssertNil(DiskCache(directory: dir.url).read("coingecko-markets-usd")?.etag)
        _ = try await repository.fetch(Resource.markets(vsCurrency: "usd"))
        let logged = try await server.requests()
        XCTAssertEqual(logged.count, 2)
        XCTAssertNil(logged[1].headers["if-none-match"])
        XCTAssertNil(logged[1].headers["x-injected"])
    }
}
