import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The rules the resource pipeline enforces for every source, each against the loopback fixture server with the
/// fault injected: an unusable response never replaces good data and says what was wrong; a cache entry from the
/// future or for another URL is never fresh; a cache that can't be written is said, not hidden.
final class PipelineRulesTests: LoopbackRepositoryTestCase {
    let bankPath = "/p24api/pubinfo"
    let marketsPath = "/api/v3/coins/markets"

    func testAnEmptyListNeverReplacesTheCachedRatesAndSaysWhy() async throws {
        let good = try await repository().fetch(Resource.privatBank(.cash))
        XCTAssertEqual(good.value.elements.map(\.ccy), ["EUR", "USD"])
        let stored = try XCTUnwrap(DiskCache(directory: cacheDirectory).read("privatbank-coursid5"))

        clock.advance(by: 3600)
        try await server.inject(.emptyList, path: bankPath, times: 1)
        let failure = await fetchError { try await repository().fetch(Resource.privatBank(.cash)) }
        XCTAssertEqual(failure, .unusable("PrivatBank sent an empty list"))
        XCTAssertEqual(failure?.message, "PrivatBank sent an empty list")
        XCTAssertEqual(DiskCache(directory: cacheDirectory).read("privatbank-coursid5"), stored, "the good entry stays")
        let snapshot = try XCTUnwrap(repository().snapshot(Resource.privatBank(.cash)))
        XCTAssertEqual(snapshot.origin, .cache)
        XCTAssertEqual(snapshot.value.elements.map(\.ccy), ["EUR", "USD"])

        try await server.inject(.emptyList, path: bankPath, times: 1)
        let loaded = try await repository().load(Resource.privatBank(.cash), preferFresh: true)
        XCTAssertEqual(loaded.origin, .cache, "a one-shot command gets the last good entry with the reason")
        XCTAssertEqual(loaded.fetchedAt, stored.fetchedAt)
        XCTAssertEqual(loaded.refreshError, .unusable("PrivatBank sent an empty list"))
    }

    func testRowsThatAllFailToDecodeAreNotUsableForRatesOrCoins() async throws {
        try await server.inject(.invalidRows, path: bankPath, times: 1)
        let rates = await fetchError { try await repository().fetch(Resource.privatBank(.card)) }
        XCTAssertEqual(rates, .unusable("PrivatBank sent no usable rate (5 rows could not be read)"))
        try await server.inject(.invalidRows, path: marketsPath, times: 1)
        let coins = await fetchError { try await repository().fetch(Resource.markets(vsCurrency: "usd")) }
        XCTAssertEqual(coins, .unusable("CoinGecko sent no usable coin (5 rows could not be read)"))
        try await server.inject(.emptyList, path: marketsPath, times: 1)
        let empty = await fetchError { try await repository().fetch(Resource.markets(vsCurrency: "usd")) }
        XCTAssertEqual(empty, .unusable("CoinGecko sent an empty list"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory.appendingPathComponent("coingecko-markets-usd.cache").path),
                       "nothing stored")
    }

    func testOnlineWithNothingCachedAFailedFetchIsTheErrorNeverTheSample() async throws {
        try await server.inject(.emptyList, path: bankPath, times: 1)
        let failure = await fetchError { try await repository().load(Resource.privatBank(.cash)) }
        XCTAssertEqual(failure, .unusable("PrivatBank sent an empty list"))
        let offline = try await repository(offline: true).load(Resource.privatBank(.cash))
        XCTAssertEqual(offline.origin, .embeddedSample(recordedOn: "2025"), "the sample only offline")
        XCTAssertEqual(offline.fetchedAt, DateFormat.parseISO8601("2025-01-01T00:00:00Z"), "dated from the recording, not now")
    }

    func testACacheEntryFromTheFutureIsNeverFreshAndIsNotShown() async throws {
        let body = Fixtures.data("privatbank-coursid5-2025.json")
        let url = Resource.privatBank(.cash).request(repository().environment).redactedURL
        try DiskCache(directory: cacheDirectory).write(
            CacheEntry(url: url, fetchedAt: DateFormat.parseISO8601("9999-01-01T00:00:00Z")!, body: body), key: "privatbank-coursid5")
        XCTAssertEqual(repository().snapshot(Resource.privatBank(.cash))?.origin, .embeddedSample(recordedOn: "2025"),
                       "a damaged date: the entry is skipped")
        let loaded = try await repository().load(Resource.privatBank(.cash))
        XCTAssertEqual(loaded.origin, .live, "not fresh: fetched")
        let count = try await server.requestCount(path: bankPath)
        XCTAssertEqual(count, 1)
    }

    func testAnEntryStoredForAnotherURLIsNotFreshAndItsValidatorsAreNotSent() async throws {
        let body = Fixtures.data("privatbank-coursid5-2025.json")
        try DiskCache(directory: cacheDirectory).write(
            CacheEntry(url: "https://elsewhere.example/p24api/pubinfo?json&exchange&coursid=5", fetchedAt: clock.now,
                       etag: "\"other\"", body: body), key: "privatbank-coursid5")
        let loaded = try await repository().load(Resource.privatBank(.cash))
        XCTAssertEqual(loaded.origin, .live, "a minute-old entry for another base URL is not fresh")
        let logged = try await server.requests()
        XCTAssertEqual(logged.count, 1)
        XCTAssertNil(logged.first?.headers["if-none-match"], "another URL's ETag is not sent")
    }

    func testACacheThatCannotBeWrittenIsSaidBesideTheGoodValue() async throws {
        try FileManager.default.createDirectory(
            at: cacheDirectory.appendingPathComponent("privatbank-coursid5.cache"), withIntermediateDirectories: true)
        let fetched = try await repository().fetch(Resource.privatBank(.cash))
        XCTAssertEqual(fetched.origin, .live)
        XCTAssertEqual(fetched.value.elements.count, 2)
        let problem = try XCTUnwrap(fetched.cacheProblem)
        XCTAssertTrue(problem.contains("Is a directory"), problem)
    }

    /// A resource declared here, in a test, goes through the whole pipeline with no other code: a test-only id,
    /// the open.er-api endpoint's bytes, its own schedule.
    func testAResourceNeedsOnlyItsDeclaration() async throws {
        let resource = Resource<Data>(
            id: ResourceID("test-only-latest-usd"), source: .erapi, setting: nil, maxAge: 600,
            schedule: RefreshSchedule(rule: .interval(900)),
            request: { env in ResourceRequest(url: URL(string: env.erapiBaseURL.absoluteString + "/v6/latest/USD")!) },
            decode: Resource<Data>.rawJSON)
        XCTAssertNil(repository().snapshot(resource), "nothing cached, no sample")
        let fetched = try await repository().fetch(resource)
        XCTAssertEqual(fetched.value, Fixtures.data("er-api-latest-usd.json"))
        XCTAssertEqual(fetched.origin, .live)
        XCTAssertEqual(repository().snapshot(resource)?.origin, .cache)
        let loaded = try await repository().load(resource)
        XCTAssertEqual(loaded.origin, .cache, "fresh for its maxAge")
        XCTAssertEqual(resource.policy(for: fetched.value, fetchedAt: clock.now), .after(clock.now.addingTimeInterval(900)))
        var scheduler = RefreshScheduler()
        scheduler.register(resource.id, schedule: resource.schedule)
        XCTAssertEqual(scheduler.dueSources(now: clock.now), [resource.id])
        let generation = scheduler.fetchStarted(resource.id, now: clock.now)
        scheduler.fetchSucceeded(resource.id, generation: generation, now: clock.now,
                                 policy: resource.policy(for: fetched.value, fetchedAt: clock.now))
        XCTAssertEqual(scheduler.status(of: resource.id, now: clock.now).reloadDate, clock.now.addingTimeInterval(900))
        let count = try await server.requestCount(path: "/v6/latest/USD")
        XCTAssertEqual(count, 1)
    }
}
