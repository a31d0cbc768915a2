import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// A clock tests move by hand.
private final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ start: Date = Date()) { current = start }
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// DataRepository plumbing against the fixture server with a raw-bytes decoder (no dependency on the real
/// decoders): validators and 304, data kept on failure, offline, fallbacks, single-flight, key headers.
final class RepositoryTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    private var clock: TestClock!
    var repository: DataRepository!
    let markets = Resource.rawBytes(of: Resource.markets(vsCurrency: "usd"))
    let marketsPath = "/api/v3/coins/markets"

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        clock = TestClock()
        repository = makeRepository()
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    func makeRepository(offline: Bool = false, key: CoinGeckoKey? = nil) -> DataRepository {
        let clock = clock!
        return DataRepository(
            environment: server.environment(cacheDirectory: dir.url.appendingPathComponent("kurs"), offline: offline, coinGeckoKey: key),
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() })),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
    }

    var cache: DiskCache { DiskCache(directory: dir.url.appendingPathComponent("kurs")) }

    func testFetchWritesTheCacheAndA304RenewsIt() async throws {
        let first = try await repository.fetch(markets)
        XCTAssertEqual(first.origin, .live)
        XCTAssertEqual(first.value, Fixtures.data("coingecko-markets-usd-100.json"))
        let written = try XCTUnwrap(cache.read(markets.id.key))
        XCTAssertNotNil(written.etag)
        XCTAssertEqual(written.url, markets.request(repository.environment).redactedURL)

        clock.advance(600)
        let second = try await repository.fetch(markets)
        XCTAssertEqual(second.value, first.value)
        XCTAssertEqual(second.fetchedAt.timeIntervalSince1970, clock.now.timeIntervalSince1970, accuracy: 0.001)  // kept to the millisecond
        XCTAssertEqual(cache.read(markets.id.key)?.fetchedAt.timeIntervalSince1970 ?? 0, clock.now.timeIntervalSince1970, accuracy: 0.001)
        let logged = try await server.requests()
        XCTAssertEqual(logged.count, 2)
        XCTAssertNil(logged[0].headers["if-none-match"])
        XCTAssertEqual(logged[1].headers["if-none-match"], written.etag)
        XCTAssertEqual(logged[1].headers["if-modified-since"], written.lastModified)
    }

    func testFailedOrMalformedFetchesNeverReplaceGoodData() async throws {
        _ = try await repository.fetch(markets)
        let good = try XCTUnwrap(cache.read(markets.id.key))
        for fault in [FixtureServer.Fault.html, .empty, .truncated, .internalServerError, .rateLimited] {
            try await server.inject(fault, path: marketsPath, times: 3)
            clock.advance(600)
            do {
                _ = try await repository.fetch(markets)
                XCTFail("\(fault) should fail")
            } catch {
                XCTAssertNotEqual(error, .offline, "\(fault)")
            }
            XCTAssertEqual(cache.read(markets.id.key), good, "\(fault) replaced the cache")
        }
    }

    func testLoadUsesFreshCacheWithoutTheNetwork() async throws {
        _ = try await repository.fetch(markets)
        clock.advance(60)
        let loaded = try await repository.load(markets, preferFresh: false)
        XCTAssertEqual(loaded.fetched.origin, .cache)
        XCTAssertNil(loaded.refreshError)
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
    }

    func testLoadFallsBackToStaleCacheWithTheRateLimitError() async throws {
        _ = try await repository.fetch(markets)
        clock.advance(3600)
        try await server.inject(.rateLimited, path: marketsPath)
        let loaded = try await repository.load(markets, preferFresh: false)
        XCTAssertEqual(loaded.fetched.origin, .cache)
        XCTAssertEqual(loaded.refreshError, .rateLimited(retryAfter: 119))
        XCTAssertEqual(loaded.refreshError?.message, "rate limited · retry in 1:59")
        XCTAssertEqual(loaded.fetched.value, Fixtures.data("coingecko-markets-usd-100.json"))
    }

    func testLoadOnlineWithNothingCachedFailsWithTheReasonNotTheSample() async throws {
        try await server.inject(.serviceUnavailable, path: marketsPath)
        do {
            let loaded = try await repository.load(markets, preferFresh: false)
            XCTFail("expected the 503, got \(loaded.fetched.origin)")
        } catch {
            XCTAssertEqual(error, .serverError(status: 503), "online, the embedded sample is never a one-shot answer")
        }
    }

    func testUnknownCoinIsNotMaskedByAFallback() async throws {
        do {
            _ = try await repository.load(Resource.rawBytes(of: Resource.coinDetail(id: "nosuchcoin")), preferFresh: false)
            XCTFail("expected not found")
        } catch {
            XCTAssertEqual(error, .notFound("nosuchcoin"))
        }
    }

    func testOfflineNeverTouchesTheNetwork() async throws {
        let offline = makeRepository(offline: true)
        do {
            _ = try await offline.fetch(markets)
            XCTFail("expected offline")
        } catch {
            XCTAssertEqual(error, .offline)
        }
        let loaded = try await offline.load(markets, preferFresh: false)
        XCTAssertEqual(loaded.fetched.origin, .embeddedSample(recordedOn: "2026-09-26"))
        XCTAssertNil(loaded.refreshError)
        let count = try await server.requests().count
        XCTAssertEqual(count, 0)
    }

    func testConcurrentFetchesOfOneResourceMakeOneRequest() async throws {
        try await server.inject(.slow, path: marketsPath, times: 1, delay: 0.3)
        let one = repository!, other = makeRepository(), resource = markets
        async let a = one.fetch(resource)
        async let b = other.fetch(resource)
        let (first, second) = try await (a, b)
        XCTAssertEqual(first.value, second.value)
        XCTAssertEqual(Set([first.origin, second.origin].map { "\($0)" }), ["live", "cache"])
        let count = try await server.requestCount(path: marketsPath)
        XCTAssertEqual(count, 1)
    }

    func testKeyIsSentAsAHeaderAndNeverStored() async throws {
        let keyed = makeRepository(key: .demo(APIKey("SECRET-KEY-123")))
        _ = try await keyed.fetch(markets)
        let logged = try await server.requests()
        XCTAssertEqual(logged.last?.headers["x-cg-demo-api-key"], "SECRET-KEY-123")
        XCTAssertFalse(logged.last?.target.contains("SECRET") ?? true)
        let file = try Data(contentsOf: cache.fileURL(markets.id.key))
        XCTAssertNil(String(decoding: file, as: UTF8.self).range(of: "SECRET-KEY-123"))
    }
}

/// `DataRepository` with the real decoders.
final class RepositoryDecodingTests: XCTestCase {
    func testFetchBankRatesDecodesAndCaches() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let repository = DataRepository(environment: server.environment(cacheDirectory: dir.url))
        let rates = try await repository.fetch(Resource.privatBank(.card)).fetched
        XCTAssertEqual(rates.value.elements.map(\.ccy), ["EUR", "USD"])
        XCTAssertEqual(rates.value.elements.first?.sale, Decimal(string: "47.84689", locale: Locale(identifier: "en_US_POSIX")))
        XCTAssertEqual(repository.snapshot(Resource.privatBank(.card))?.fetched.origin, .cache)
        XCTAssertEqual(repository.snapshot(Resource.privatBank(.cash))?.fetched.origin, .embeddedSample(recordedOn: "2025"))
    }

    func testUnknownCoinDetailIsNotFound() async throws {
        let server = try FixtureServer()
        defer { server.stop() }
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let repository = DataRepository(environment: server.environment(cacheDirectory: dir.url))
        do {
            _ = try await repository.load(Resource.coinDetail(id: "nosuchcoin"))
            XCTFail("expected not found")
        } catch {
            XCTAssertEqual(error, .notFound("nosuchcoin"))
        }
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
