import Foundation
import XCTest
@testable import KursCore
@testable import KursDomain
import TestSupport

/// Redirects are followed by `HTTPClient` itself: only http/https, at most 5, and secret headers (API keys) only to
/// the original request's scheme, host and port.
final class HTTPRedirectTests: XCTestCase {
    var server: FixtureServer!
    let marketsPath = "/api/v3/coins/markets"
    let key = "CG-secret-test-key"

    override func setUpWithError() throws { server = try FixtureServer() }
    override func tearDown() { server.stop() }

    var marketsURL: URL { server.coinGeckoBaseURL.appendingPathComponent("coins/markets") }
    let client = HTTPClient(timeouts: .init(connect: 2, request: 5), retryPolicy: RetryPolicy(maxRetries: 0))

    var keyedRequest: HTTPRequest {
        HTTPRequest(url: marketsURL, headers: ["x-cg-demo-api-key": key], sensitiveHeaders: ["X-CG-Demo-API-Key"])
    }

    func testRedirectToAnotherServerDoesNotSendTheKey() async throws {
        let other = try FixtureServer()
        defer { other.stop() }
        try await server.inject(.redirect, path: marketsPath, location: "http://localhost:\(other.port)\(marketsPath)")
        let response = try await client.get(keyedRequest)
        XCTAssertEqual(response.body, Fixtures.data("coingecko-markets-usd-100.json"))
        let first = try await server.requests()
        XCTAssertEqual(first.map { $0.headers["x-cg-demo-api-key"] }, [key], "the configured host gets the key")
        let second = try await other.requests()
        XCTAssertEqual(second.map(\.path), [marketsPath])
        XCTAssertNil(second[0].headers["x-cg-demo-api-key"])
        XCTAssertEqual(second[0].headers["user-agent"], HTTPClient.userAgent)
    }

    func testOtherHostNameOnTheSamePortDoesNotGetTheKey() async throws {
        try await server.inject(.redirect, path: marketsPath, times: 1, location: "http://localhost:\(server.port)\(marketsPath)")
        _ = try await client.get(keyedRequest)
        let logged = try await server.requests()
        XCTAssertEqual(logged.map { $0.headers["x-cg-demo-api-key"] }, [key, nil])
    }

    func testSameOriginRedirectKeepsTheKeyAndResolvesRelativeLocations() async throws {
        try await server.inject(.redirect, path: marketsPath, times: 1, location: "markets?page=2")
        let response = try await client.get(keyedRequest)
        XCTAssertEqual(response.status, 200)
        let logged = try await server.requests()
        XCTAssertEqual(logged.map(\.target), [marketsPath, marketsPath + "?page=2"])
        XCTAssertEqual(logged.map { $0.headers["x-cg-demo-api-key"] }, [key, key])
    }

    func testHeadersNotMarkedSensitiveAreSentOn() async throws {
        let other = try FixtureServer()
        defer { other.stop() }
        try await server.inject(.redirect, path: marketsPath, location: "http://localhost:\(other.port)\(marketsPath)")
        _ = try await client.get(HTTPRequest(url: marketsURL, headers: ["X-Trace": "7"]))
        let logged = try await other.requests()
        XCTAssertEqual(logged.first?.headers["x-trace"], "7")
    }

    func testRedirectToFTPIsNotFollowed() async throws {
        try await server.inject(.redirect, path: marketsPath, location: "ftp://127.0.0.1/x")
        let error = await fetchError { try await self.client.get(self.keyedRequest) }
        XCTAssertEqual(error, .unexpectedContent("redirect to an unsupported scheme ftp"))
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
    }

    func testRedirectToFileIsNotFollowed() async throws {
        try await server.inject(.redirect, path: marketsPath, location: "file:///etc/passwd")
        let error = await fetchError { try await self.client.get(self.keyedRequest) }
        XCTAssertEqual(error, .unexpectedContent("redirect to an unsupported scheme file"))
    }

    func testFiveRedirectsAreFollowed() async throws {
        try await server.inject(.redirect, path: marketsPath, times: 5, location: marketsURL.absoluteString)
        let response = try await client.get(keyedRequest)
        XCTAssertEqual(response.status, 200)
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 6)
    }

    func testRedirectLoopFailsAfterFiveHops() async throws {
        try await server.inject(.redirect, path: marketsPath, location: marketsURL.absoluteString)
        let error = await fetchError { try await self.client.get(self.keyedRequest) }
        XCTAssertEqual(error, .unexpectedContent("too many redirects (more than 5)"))
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 6, "the first request and five redirects, then it stops")
    }

    func testRepositoryMarksTheCoinGeckoKeySensitive() async throws {
        let other = try FixtureServer()
        defer { other.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try await server.inject(.redirect, path: marketsPath, location: "http://localhost:\(other.port)\(marketsPath)")
        let repository = DataRepository(
            environment: server.environment(cacheDirectory: dir.url, coinGeckoKey: .demo(APIKey(key))),
            client: client, lockTimeout: 5, lockSleep: { _ in await Task.yield() })
        let fetched = try await repository.fetch(Resource.markets(vsCurrency: "usd"))
        XCTAssertEqual(fetched.value.elements.first?.id, "bitcoin")
        let first = try await server.requests()
        XCTAssertEqual(first.first?.headers["x-cg-demo-api-key"], key)
        let second = try await other.requests()
        XCTAssertEqual(second.count, 1)
        XCTAssertNil(second.first?.headers["x-cg-demo-api-key"])
    }

    func testOriginComparesSchemeHostAndDefaultPort() {
        let a = Redirect.Origin(URL(string: "HTTPS://API.example.com/x")!)
        XCTAssertEqual(a, Redirect.Origin(URL(string: "https://api.example.com:443/y")!))
        XCTAssertNotEqual(a, Redirect.Origin(URL(string: "http://api.example.com/x")!))
        XCTAssertNotEqual(a, Redirect.Origin(URL(string: "https://api.example.com:8443/x")!))
        XCTAssertNotEqual(a, Redirect.Origin(URL(string: "https://evil.example.com/x")!))
    }
}
