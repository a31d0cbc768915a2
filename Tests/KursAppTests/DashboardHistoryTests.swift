import Foundation
@testable import KursApp
import KursCore
import TestSupport
import XCTest

/// The dashboard's rate history against the loopback fixture server: a currency detail's period is what is
/// stored, the days it lacks fetched once (archive and NBU by date) and never again; live rates fetches are
/// recorded; a damaged database is said, never a crash.
final class DashboardHistoryTests: XCTestCase {
    private var server: FixtureServer!
    private var dir: TemporaryDirectory!
    private let clock = ManualClock(now: ISO8601DateFormatter().date(from: "2024-07-03T09:00:00Z")!)  // 12:00 in Kyiv

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    private func history(offline: Bool = false, recording: DashboardHistory.Recording = .inProcess) -> (DashboardHistory, DataRepository) {
        var environment = server.environment(cacheDirectory: dir.url.appendingPathComponent("cache"), offline: offline)
        environment.dataDirectory = dir.url.appendingPathComponent("data")
        let clock = self.clock
        let repository = DataRepository(
            environment: environment,
            client: HTTPClient(timeouts: .init(connect: 1, request: 5), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
        return (DashboardHistory(environment: environment, repository: repository, now: { clock.now }, recording: recording,
                                 pace: 0, sleep: { _ in await Task.yield() }), repository)
    }

    func testThePeriodIsBackfilledOnceThenReadFromTheDatabase() async throws {
        let (history, _) = history()
        XCTAssertEqual(history.missingDays(code: "USD", days: 5), 10, "5 archive days and 5 NBU days")
        let notes = await history.backfill(code: "USD", days: 5)
        XCTAssertEqual(notes, [])
        guard case .loaded(let period) = history.stored(code: "USD", days: 5) else { return XCTFail("loaded") }
        XCTAssertEqual(period.privatbank.map(\.day.iso), ["2024-06-29", "2024-06-30", "2024-07-01", "2024-07-02", "2024-07-03"])
        XCTAssertEqual(period.privatbank[2].buy, Decimal(string: "40.25"))
        XCTAssertEqual(period.privatbank[2].sale, Decimal(string: "40.85"))
        XCTAssertEqual(period.privatbank.filter(\.hasValue).count, 1, "the archive knows 1 July only")
        XCTAssertEqual(period.nbu.filter(\.hasValue).count, 5, "the NBU answers every day")
        let requests = try await server.requestCount(path: "/p24api/exchange_rates")
        XCTAssertEqual(requests, 5)
        XCTAssertEqual(history.missingDays(code: "USD", days: 5), 1, "only today may still come")
    }

    func testOfflineNothingIsFetched() async throws {
        let (history, _) = history(offline: true)
        XCTAssertEqual(history.missingDays(code: "USD", days: 30), 0)
        let notes = await history.backfill(code: "USD", days: 30)
        XCTAssertEqual(notes, [])
        let requests = try await server.requestCount(path: "/p24api/exchange_rates")
        XCTAssertEqual(requests, 0)
    }

    func testALiveFetchIsRecorded() async throws {
        let (history, repository) = history()
        let value = try await AnyResource(Resource.privatBank(.cash)).fetch(from: repository)
        history.record(value)
        guard case .loaded(let period) = history.stored(code: "USD", days: 1) else { return XCTFail("loaded") }
        XCTAssertEqual(period.privatbank.last?.buy, Decimal(string: "41.25"))
        XCTAssertEqual(period.privatbank.last?.sale, Decimal(string: "41.85"))
    }

    /// In a child: the fetches recorded before `flushPendingRecords` (which the loop calls once no fetch is in
    /// flight) go together to one `kurs __record-history` (the real binary).
    func testLiveFetchesAreRecordedByOneChildProcess() async throws {
        let (history, repository) = history(recording: .childProcess(executable: TmuxSession.kursBinary))
        let cash = try await AnyResource(Resource.privatBank(.cash)).fetch(from: repository)
        let card = try await AnyResource(Resource.privatBank(.card)).fetch(from: repository)
        history.record(cash)
        history.record(card)
        guard case .loaded(let before) = history.stored(code: "USD", days: 1) else { return XCTFail("loaded") }
        XCTAssertNil(before.privatbank.last?.buy, "nothing recorded before the child ran")
        history.flushPendingRecords()
        let recorded = Deadline.poll(timeout: 10) { () -> CurrencyHistory? in
            guard case .loaded(let period) = history.stored(code: "USD", days: 1), period.privatbank.last?.buy != nil
            else { return nil }
            return period
        }
        XCTAssertEqual(recorded?.privatbank.last?.buy, Decimal(string: "41.25"))
        XCTAssertEqual(recorded?.privatbank.last?.sale, Decimal(string: "41.85"))
        // The card rates came with the same child (the database as the child left it, read here).
        var environment = server.environment(cacheDirectory: dir.url.appendingPathComponent("cache"))
        environment.dataDirectory = dir.url.appendingPathComponent("data")
        let database = try RateHistory(environment: environment)
        let today = RateDay(clock.now)
        for code: CurrencyCode in ["USD", "EUR"] {
            XCTAssertNotNil(try database.days(source: .privatbankCard, code: code, from: today, to: today).last?.buy, "\(code)")
        }
    }

    /// A child that can't be started leaves the record to this process.
    func testAChildThatCannotStartIsRecordedHere() async throws {
        let (history, repository) = history(recording: .childProcess(executable: "/nonexistent/kurs"))
        history.record(try await AnyResource(Resource.privatBank(.cash)).fetch(from: repository))
        history.flushPendingRecords()
        guard case .loaded(let period) = history.stored(code: "USD", days: 1) else { return XCTFail("loaded") }
        XCTAssertEqual(period.privatbank.last?.buy, Decimal(string: "41.25"))
    }

    func testADamagedDatabaseIsSaidAndNothingCrashes() async throws {
        let data = dir.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try Data(repeating: 0x41, count: 4096).write(to: data.appendingPathComponent("history.sqlite3"))
        let (history, _) = history()
        guard case .unavailable(let reason) = history.stored(code: "USD", days: 5) else { return XCTFail("unavailable") }
        XCTAssertTrue(reason.contains("history.sqlite3"), reason)
        XCTAssertEqual(history.missingDays(code: "USD", days: 5), 0)
        let notes = await history.backfill(code: "USD", days: 5)
        XCTAssertEqual(notes, [])
    }
}
