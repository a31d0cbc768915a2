import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Records the waits asked for (no real sleeping).
final class RecordedSleeps: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [TimeInterval] = []
    var all: [TimeInterval] { lock.withLock { values } }
    func record(_ seconds: TimeInterval) { lock.withLock { values.append(seconds) } }
}

/// The backfill against the fixture server: requests counted, paced, a second run makes none, values exact,
/// empty days remembered, stopping on a 429 and resuming.
final class HistoryBackfillTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    var clock: SettableClock!
    var history: RateHistory!
    var sleeps: RecordedSleeps!
    let archivePath = "/p24api/exchange_rates"
    let nbuPath = "/NBUStatService/v1/statdirectory/exchange"

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        clock = SettableClock(utc("2024-07-03T09:00:00Z"))  // 12:00 in Kyiv
        history = try RateHistory(url: dir.url.appendingPathComponent("data/history.sqlite3"))
        sleeps = RecordedSleeps()
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    private func backfill() -> HistoryBackfill {
        let clock = clock!, sleeps = sleeps!
        return HistoryBackfill(
            history: history, repository: fixtureRepository(server, directory: dir.url, clock: clock), pace: 0.35,
            sleep: { sleeps.record($0) }, now: { clock.now })
    }

    private func day(_ text: String) -> RateDay { RateDay(iso: text)! }

    func testPrivatBankArchiveOncePacedThenNeverAgain() async throws {
        let report = await backfill().run(source: .privatbank, code: "USD", days: 5)
        XCTAssertEqual(report.asked.map(\.iso), ["2024-07-03", "2024-07-02", "2024-07-01", "2024-06-30", "2024-06-29"])
        XCTAssertEqual(report.requests, 5)
        XCTAssertEqual(report.filled, [day("2024-07-01")])
        XCTAssertEqual(report.empty.count, 4)
        XCTAssertNil(report.stoppedBy)
        XCTAssertEqual(sleeps.all, [0.35, 0.35, 0.35, 0.35])
        let first = try await server.requestCount(path: archivePath)
        XCTAssertEqual(first, 5)

        let days = try history.days(source: .privatbank, code: "USD", from: day("2024-06-29"), to: day("2024-07-03"))
        XCTAssertEqual(days[2], HistoryDay(day: day("2024-07-01"), buy: DecimalText.parse("40.25"),
                                           sale: DecimalText.parse("40.85"), rate: DecimalText.parse("40.4542"),
                                           fetchedAt: utc("2024-07-03T09:00:00Z")))
        XCTAssertEqual(days.filter(\.hasValue).count, 1)
        // The whole archive day is stored: EUR needs no request for 1 July.
        XCTAssertEqual(try history.days(source: .privatbank, code: "EUR", from: day("2024-07-01"), to: day("2024-07-01")).first?.sale, 44)

        // Second run: past empty days are remembered; today (not remembered) comes from the cache.
        let second = await backfill().run(source: .privatbank, code: "USD", days: 5)
        XCTAssertEqual(second.asked, [day("2024-07-03")])
        XCTAssertEqual(second.requests, 0)
        let after = try await server.requestCount(path: archivePath)
        XCTAssertEqual(after, 5)
    }

    func testNBUByDateExactAndResumableAfterA429() async throws {
        try await server.inject(.rateLimitedMonobank, path: nbuPath, times: 1)
        let stopped = await backfill().run(source: .nbu, code: "USD", days: 3)
        XCTAssertEqual(stopped.stoppedBy, .rateLimited(retryAfter: nil))
        XCTAssertEqual(stopped.requests, 0)
        XCTAssertEqual(stopped.remaining.map(\.iso), ["2024-07-03", "2024-07-02", "2024-07-01"])
        let afterStop = try await server.requestCount(path: nbuPath)
        XCTAssertEqual(afterStop, 1)  // stopped at the first 429: no burst

        clock.advance(3600)  // past the recorded rate limit
        let report = await backfill().run(source: .nbu, code: "USD", days: 3)
        XCTAssertNil(report.stoppedBy)
        XCTAssertEqual(report.requests, 3)
        XCTAssertEqual(report.filled.count, 3)
        let days = try history.days(source: .nbu, code: "USD", from: day("2024-07-01"), to: day("2024-07-03"))
        XCTAssertEqual(days.map(\.rate), Array(repeating: DecimalText.parse("41.4228"), count: 3))
        let targets = try await server.requests().map(\.target).suffix(3)
        XCTAssertEqual(Array(targets), [
            "/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=20240703&json",
            "/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=20240702&json",
            "/NBUStatService/v1/statdirectory/exchange?valcode=USD&date=20240701&json",
        ])

        let again = await backfill().run(source: .nbu, code: "USD", days: 3)
        XCTAssertEqual(again.asked, [])
        let total = try await server.requestCount(path: nbuPath)
        XCTAssertEqual(total, 4)
    }

    func testUnknownCodeIsRememberedAndDaysAreClamped() async throws {
        let report = await backfill().run(source: .nbu, code: "ZZZ", days: 2)
        XCTAssertEqual(report.empty.count, 2)
        let again = await backfill().run(source: .nbu, code: "ZZZ", days: 2)
        XCTAssertEqual(again.asked, [day("2024-07-03")])  // only today, from the cache
        XCTAssertEqual(again.requests, 0)
        XCTAssertEqual(HistoryBackfill.range(days: 1000, today: day("2024-07-03")).from.iso, "2023-07-05")
        XCTAssertEqual(HistoryBackfill.range(days: 0, today: day("2024-07-03")).from.iso, "2024-07-03")
    }

    func testALockedHistoryStopsTheRunWithItsErrorAfterOneRequest() async throws {
        let url = dir.url.appendingPathComponent("locked/history.sqlite3")
        let history = try RateHistory(url: url, busyTimeout: 0.1)
        let holder = try SQLiteConnection(path: url.path, busyTimeout: 0)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.execute("ROLLBACK") }
        let clock = clock!
        let backfill = HistoryBackfill(
            history: history, repository: fixtureRepository(server, directory: dir.url, clock: clock),
            sleep: { _ in }, now: { clock.now })
        let report = await backfill.run(source: .nbu, code: "USD", days: 3)
        guard case .locked? = report.historyError else { return XCTFail("\(String(describing: report.historyError))") }
        XCTAssertEqual(report.remaining.count, 3)
        XCTAssertEqual(report.filled, [])
        let count = try await server.requestCount(path: nbuPath)
        XCTAssertEqual(count, 1)
    }
}
