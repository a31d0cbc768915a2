import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// A clock tests set by hand.
final class SettableClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    init(_ start: Date) { current = start }
    var now: Date { lock.withLock { current } }
    func advance(_ seconds: TimeInterval) { lock.withLock { current += seconds } }
}

/// A repository on the fixture server with no real waiting, its cache in `directory/kurs`.
func fixtureRepository(_ server: FixtureServer, directory: URL, clock: SettableClock) -> DataRepository {
    DataRepository(
        environment: server.environment(cacheDirectory: directory.appendingPathComponent("kurs")),
        client: HTTPClient(timeouts: .init(connect: 1, request: 5), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() })),
        lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
}

/// The NBU, Monobank and archive declarations through the pipeline against the loopback fixture server.
final class UkrainianRatesRepositoryTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    var clock: SettableClock!
    var repository: DataRepository!

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        clock = SettableClock(utc("2025-04-01T09:00:00Z"))
        repository = fixtureRepository(server, directory: dir.url, clock: clock)
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    func testNBUTodayAndByDate() async throws {
        let today = try await repository.fetch(Resource.nbu())
        XCTAssertEqual(today.value.elements.count, 46)
        XCTAssertEqual(today.source, .nbu)
        let day = try XCTUnwrap(RateDay(year: 2025, month: 3, day: 14))
        let one = try await repository.load(Resource.nbu(code: "USD", date: day))
        XCTAssertEqual(one.value.elements, [OfficialRate(
            code: "USD", numericCode: 840, name: "Долар США", rate: DecimalText.parse("41.4228")!, date: day)])
        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, [
            "/NBUStatService/v1/statdirectory/exchange?json",
            "/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=20250314&json",
        ])
        _ = try await repository.load(Resource.nbu(code: "USD", date: day))  // a set rate: from the cache
        let count = try await server.requests().count
        XCTAssertEqual(count, 2)
    }

    func testMonobankListAndItsRateLimit() async throws {
        let list = try await repository.fetch(Resource.monobank())
        XCTAssertEqual(list.value.elements.count, 107)
        XCTAssertEqual(Resource.monobank().schedule.minimumInterval, 300)
        XCTAssertEqual(Resource.monobank().maxAge, 300)
        try await server.inject(.rateLimitedMonobank, path: "/bank/currency")
        clock.advance(600)
        do {
            _ = try await repository.fetch(Resource.monobank())
            XCTFail("a 429 must fail")
        } catch {
            XCTAssertEqual(error, .rateLimited(retryAfter: nil))
        }
        // The good list stays; a one-shot command still gets it, with the reason it is not fresh.
        let loaded = try await repository.load(Resource.monobank())
        XCTAssertEqual(loaded.value.elements.count, 107)
        XCTAssertEqual(loaded.origin, .cache)
        XCTAssertNotNil(loaded.refreshError)
    }

    func testPrivatBankArchiveByDate() async throws {
        let day = try XCTUnwrap(RateDay(year: 2020, month: 2, day: 20))
        let archive = try await repository.load(Resource.privatBankArchive(date: day))
        XCTAssertEqual(archive.value.rate(of: "USD")?.purchaseRate, DecimalText.parse("24.2"))
        let other = try await repository.load(Resource.privatBankArchive(date: day.adding(days: 1)))
        XCTAssertEqual(other.value.date.iso, "2020-02-21")
        XCTAssertEqual(other.value.rates.elements, [])
        let targets = try await server.requests().map(\.target)
        XCTAssertEqual(targets, ["/p24api/exchange_rates?json&date=20.02.2020", "/p24api/exchange_rates?json&date=21.02.2020"])
    }
}
