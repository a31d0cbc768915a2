import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// A 429's `Retry-After` is kept on disk (`<key>.retry-after`) and obeyed by every `DataRepository` on that cache
/// directory, i.e. by every kurs process, until it runs out or a fetch succeeds.
final class RepositoryRateLimitTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    var clock: ManualClock!
    let markets = Resource.rawBytes(of: Resource.markets(vsCurrency: "usd"))
    let marketsPath = "/api/v3/coins/markets"

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_771_329_600))  // 2026-02-17 12:00 UTC
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    /// A fresh repository (as a new process would make) on the test's cache directory and clock.
    func makeRepository() -> DataRepository {
        let clock = clock!
        return DataRepository(
            environment: server.environment(cacheDirectory: dir.url.appendingPathComponent("kurs")),
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() })),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
    }

    var cache: DiskCache { DiskCache(directory: dir.url.appendingPathComponent("kurs")) }

    func fetchError(_ repository: DataRepository) async -> FetchError? {
        do {
            _ = try await repository.fetch(markets)
            return nil
        } catch {
            return error
        }
    }

    func testRetryAfterIsObeyedByTheNextProcessWithoutARequest() async throws {
        try await server.inject(.rateLimited, path: marketsPath, times: 1)
        let first = await fetchError(makeRepository())
        XCTAssertEqual(first, .rateLimited(retryAfter: 119))
        XCTAssertEqual(cache.blockedUntil(markets.id.key), clock.now.addingTimeInterval(119))

        clock.advance(by: 1)
        let second = await fetchError(makeRepository())
        XCTAssertEqual(second, .rateLimited(retryAfter: 118))
        XCTAssertEqual(second?.message, "rate limited · retry in 1:58")
        var count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1, "no request while blocked")

        // load has nothing cached and online never answers with the embedded sample: the same error, no request.
        do {
            let loaded = try await makeRepository().load(markets, preferFresh: true)
            XCTFail("expected rate limited, got \(loaded.origin)")
        } catch {
            XCTAssertEqual(error, .rateLimited(retryAfter: 118))
        }
        count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)

        clock.advance(by: 118)
        let third = try await makeRepository().fetch(markets)
        XCTAssertEqual(third.origin, .live)
        XCTAssertNil(cache.blockedUntil(markets.id.key), "cleared on success")
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.retryAfterURL(markets.id.key).path))
        count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 2)
    }

    func testWithoutRetryAfterTheDefaultBackoffIsSixtySeconds() async throws {
        try await server.inject(.rateLimitedHTML, path: marketsPath, times: 1)
        let first = await fetchError(makeRepository())
        XCTAssertEqual(first, .rateLimited(retryAfter: nil))
        XCTAssertEqual(cache.blockedUntil(markets.id.key), clock.now.addingTimeInterval(60))
        clock.advance(by: 59.5)
        let second = await fetchError(makeRepository())
        XCTAssertEqual(second, .rateLimited(retryAfter: 0.5))
        XCTAssertEqual(second?.message, "rate limited · retry in 0:01")
        clock.advance(by: 0.5)
        let third = await fetchError(makeRepository())
        XCTAssertNil(third)
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 2)
    }

    func testCorruptRecordIsIgnored() async throws {
        try cache.createDirectory()
        try Data("not a date\n".utf8).write(to: cache.retryAfterURL(markets.id.key))
        XCTAssertNil(cache.blockedUntil(markets.id.key))
        let fetched = try await makeRepository().fetch(markets)
        XCTAssertEqual(fetched.origin, .live)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.retryAfterURL(markets.id.key).path))
    }

    func testRecordRoundTripsAndOtherResourcesAreNotBlocked() async throws {
        let until = Date(timeIntervalSince1970: 1_771_329_719.25)
        try cache.writeBlockedUntil(until, key: markets.id.key)
        XCTAssertEqual(
            try String(contentsOf: cache.retryAfterURL(markets.id.key), encoding: .utf8), "2026-02-17T12:01:59.250Z\n")
        XCTAssertEqual(cache.blockedUntil(markets.id.key), until)
        let rates = try await makeRepository().fetch(Resource.rawBytes(of: Resource.midMarketRates(base: .usd)))
        XCTAssertEqual(rates.origin, .live)
    }
}
