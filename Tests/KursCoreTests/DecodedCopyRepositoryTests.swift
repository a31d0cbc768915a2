import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// `DataRepository` keeps a decoded copy beside every markets entry it writes (200 and 304) and reads it back,
/// against the loopback fixture server.
final class DecodedCopyRepositoryTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    var cache: DiskCache { DiskCache(directory: dir.url.appendingPathComponent("kurs")) }
    let key = Resource.markets(vsCurrency: "usd").id.key

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    func repository(copyWriter: DecodedCopyWriter? = nil, now: @escaping @Sendable () -> Date) -> DataRepository {
        DataRepository(
            environment: server.environment(cacheDirectory: dir.url.appendingPathComponent("kurs")),
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() })),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, copyWriter: copyWriter, now: now)
    }

    /// With a `copyWriter` (the dashboard's), `fetch` returns the value with the cache entry written and hands the
    /// copy's writing over; the copy is there once that has run, and reads as the value.
    func testACopyWriterWritesTheCopyAfterTheFetchReturned() async throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000.25)
        let handed = LockedLog<@Sendable () -> Void>()
        let repository = repository(copyWriter: { handed.add($0) }, now: { start })
        let fetched = try await repository.fetch(Resource.markets(vsCurrency: "usd")).fetched
        XCTAssertEqual(fetched.origin, .live)
        XCTAssertNotNil(cache.read(key), "the entry is written before fetch returns")
        XCTAssertNil(cache.readDecodedCopy(key, coding: .coinList), "the copy is not yet")
        let writes = handed.all
        XCTAssertEqual(writes.count, 1)
        writes[0]()
        let copy = try XCTUnwrap(cache.readDecodedCopy(key, coding: .coinList))
        XCTAssertEqual(copy.value, fetched.value)
        XCTAssertEqual(copy.fetchedAt, fetched.fetchedAt)
        let snapshot = try XCTUnwrap(self.repository(now: { start + 60 }).snapshot(Resource.markets(vsCurrency: "usd"))?.fetched)
        XCTAssertEqual(snapshot.value, fetched.value)
        XCTAssertEqual(snapshot.origin, .cache)
    }

    func testFetchWritesACopyThatTheNextSnapshotReads() async throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000.25)
        let fetched = try await repository(now: { start }).fetch(Resource.markets(vsCurrency: "usd")).fetched
        let copy = try XCTUnwrap(cache.readDecodedCopy(key, coding: .coinList), "written with the entry")
        XCTAssertEqual(copy.value, fetched.value)
        XCTAssertEqual(copy.fetchedAt, fetched.fetchedAt)
        XCTAssertEqual(copy.value, try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json")))

        // A later process: its snapshot comes from the copy (marked to tell), with the entry's fetch time.
        var marked = copy.value
        marked.elements[0].name = "From the copy"
        cache.writeDecodedCopy(marked, fetchedAt: copy.fetchedAt, key: key, coding: .coinList, source: try XCTUnwrap(RegularFile.readableIdentity(cache.fileURL(key).path, in: cache.fileSystem)))
        let snapshot = try XCTUnwrap(repository(now: { start + 60 }).snapshot(Resource.markets(vsCurrency: "usd"))?.fetched)
        XCTAssertEqual(snapshot.origin, .cache)
        XCTAssertEqual(snapshot.fetchedAt, fetched.fetchedAt)
        XCTAssertEqual(snapshot.value.elements[0].name, "From the copy")
    }

    func testA304RewritesTheCopyForTheRenewedEntry() async throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        _ = try await repository(now: { start }).fetch(Resource.markets(vsCurrency: "usd")).fetched
        let renewed = try await repository(now: { start + 3600 }).fetch(Resource.markets(vsCurrency: "usd")).fetched
        let requests = try await server.requests()
        XCTAssertEqual(requests.count, 2)
        XCTAssertNotNil(requests[1].headers["if-none-match"], "revalidated (the fixture server answers 304)")
        XCTAssertEqual(renewed.fetchedAt, start + 3600)
        let copy = try XCTUnwrap(cache.readDecodedCopy(key, coding: .coinList), "a copy of the renewed entry")
        XCTAssertEqual(copy.fetchedAt, start + 3600)
        XCTAssertEqual(copy.value.elements.count, 100)
    }
}
