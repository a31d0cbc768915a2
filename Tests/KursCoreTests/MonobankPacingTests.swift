import Foundation
import KursCore
import TestSupport
import XCTest

/// Monobank's one request per 5 minutes holds without the cache entry: the request stamp beside the cache is
/// written before each request (through the injected file system), and a request it can't be written for is
/// refused. Requests are counted by the fixture server.
final class MonobankPacingTests: LoopbackRepositoryTestCase {
    private let faulty = FaultyFileSystem()
    private let path = "/bank/currency"

    private func faultyRepository() -> DataRepository {
        var environment = server.environment(cacheDirectory: cacheDirectory, offline: false, coinGeckoKey: nil)
        environment.fileSystem = faulty
        let clock = clock!
        return DataRepository(
            environment: environment,
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
    }

    func testACacheThatCannotBeWrittenStillAllowsOneRequestPerFiveMinutes() async throws {
        faulty.fail(.move, whereNameContains: "monobank-currency.cache", with: .ENOSPC)
        let first = try await faultyRepository().load(Resource.monobank())
        XCTAssertEqual(first.origin, .live)
        XCTAssertNotNil(first.cacheProblem)
        for _ in 1...4 {
            clock.advance(by: 60)
            do {
                _ = try await faultyRepository().load(Resource.monobank())  // a new kurs process each time
                XCTFail("within 5 minutes of the last request")
            } catch {
                guard case .rateLimited(let wait?) = error else { return XCTFail("\(error)") }
                XCTAssertGreaterThan(wait, 0)
                XCTAssertLessThanOrEqual(wait, 240)
            }
        }
        let countWithin = try await server.requestCount(path: path)
        XCTAssertEqual(countWithin, 1)
        clock.advance(by: 61)  // 301 s after the first request
        _ = try await faultyRepository().load(Resource.monobank())
        let countAfter = try await server.requestCount(path: path)
        XCTAssertEqual(countAfter, 2)
    }

    func testDeletingTheCacheEntryDoesNotAllowAnImmediateRequest() async throws {
        _ = try await repository().load(Resource.monobank())
        try FileManager.default.removeItem(at: cache.fileURL("monobank-currency"))
        clock.advance(by: 10)
        do {
            _ = try await repository().fetch(Resource.monobank())
            XCTFail("the stamp says a request was made 10 s ago")
        } catch {
            XCTAssertEqual(error, .rateLimited(retryAfter: 290))
        }
        let count = try await server.requestCount(path: path)
        XCTAssertEqual(count, 1)
        XCTAssertEqual(cache.lastRequested("monobank-currency"), clock.now.addingTimeInterval(-10))
    }

    func testAStampThatCannotBeWrittenRefusesTheRequest() async throws {
        faulty.fail(.create, whereNameContains: "monobank-currency", with: .ENOSPC)
        do {
            _ = try await faultyRepository().load(Resource.monobank())
            XCTFail("no stamp, no request")
        } catch {
            guard case .unusable(let message) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(message.hasPrefix(
                "Monobank allows one request per 5 minutes; the last request time can't be stored (can't write cache file "),
                message)
            XCTAssertTrue(message.hasSuffix("monobank-currency.requested: No space left on device)"), message)
        }
        let count = try await server.requestCount(path: path)
        XCTAssertEqual(count, 0)
    }

    func testOtherSourcesWriteNoStamp() async throws {
        _ = try await repository().load(Resource.privatBank(.cash))
        XCTAssertNil(cache.lastRequested("privatbank-coursid5"))
    }
}
