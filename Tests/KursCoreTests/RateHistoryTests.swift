import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Errors collected from several threads.
private final class ErrorList: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [HistoryError] = []
    var all: [HistoryError] { lock.withLock { errors } }
    func append(_ error: HistoryError) { lock.withLock { errors.append(error) } }
}

/// The SQLite history: exact values, schema and WAL, duplicates, concurrent writers, a damaged and a locked file.
final class RateHistoryTests: XCTestCase {
    var dir: TemporaryDirectory!
    var url: URL { dir.url.appendingPathComponent("data/kurs/history.sqlite3") }
    let day = RateDay(year: 2025, month: 4, day: 1)!
    let fetchedAt = Date(timeIntervalSince1970: 1_743_498_000)

    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir.remove() }

    private func decimal(_ text: String) -> Decimal { DecimalText.parse(text)! }

    func testRecordsAndReadsExactValuesDayByDay() throws {
        let history = try RateHistory(url: url)
        XCTAssertEqual(try history.schemaVersion(), 1)
        XCTAssertEqual(try history.journalMode(), "wal")
        let nbu = try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")).elements
        try history.record(RateObservation.from(nbu, fetchedAt: fetchedAt))
        try history.record(RateObservation.from(nbu, fetchedAt: fetchedAt.addingTimeInterval(3600)))  // unchanged: not again
        XCTAssertEqual(try history.observationCount(), 46)
        let days = try history.days(source: .nbu, code: "IDR", from: day.adding(days: -1), to: day)
        XCTAssertEqual(days, [HistoryDay(day: day.adding(days: -1)),
                              HistoryDay(day: day, rate: decimal("0.0024978"), fetchedAt: fetchedAt)],
                       "the fetch time of the observation kept (the unchanged one an hour later is not stored)")
        XCTAssertEqual(try history.days(source: .nbu, code: "XAU", from: day, to: day).first?.rate, decimal("129152.56"))

        let mono = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")).elements
        try history.record(RateObservation.from(mono, fetchedAt: fetchedAt))
        let monoDay = try XCTUnwrap(RateDay(year: 2023, month: 10, day: 14))
        XCTAssertEqual(try history.days(source: .monobank, code: "USD", from: monoDay, to: monoDay),
                       [HistoryDay(day: monoDay, buy: decimal("36.4"), sale: decimal("37.4406"), fetchedAt: fetchedAt)])

        // A later, different observation of the same day wins.
        try history.record([RateObservation(source: .nbu, currency: "IDR", day: day, rate: decimal("0.0025"),
                                            fetchedAt: fetchedAt.addingTimeInterval(7200))])
        XCTAssertEqual(try history.days(source: .nbu, code: "IDR", from: day, to: day).first?.rate, decimal("0.0025"))
        // Reopening migrates nothing and keeps everything.
        let again = try RateHistory(url: url)
        let inHryvnias = mono.filter { $0.currencyB == .uah }.count  // Monobank rows priced in UAH only
        XCTAssertEqual(inHryvnias, 106)
        XCTAssertEqual(try again.observationCount(), 46 + inHryvnias + 1)
    }

    func testUnknownDaysSkipStoredAndEmptyDays() throws {
        let history = try RateHistory(url: url)
        try history.record([RateObservation(source: .privatbank, currency: "USD", day: day, buy: 1, fetchedAt: fetchedAt)])
        try history.recordEmpty(source: .privatbank, code: "USD", days: [day.adding(days: -2)], checkedAt: fetchedAt)
        XCTAssertEqual(try history.unknownDays(source: .privatbank, code: "USD", from: day.adding(days: -3), to: day),
                       [day.adding(days: -1), day.adding(days: -3)])
        XCTAssertEqual(try history.unknownDays(source: .nbu, code: "USD", from: day, to: day), [day])
    }

    func testTwoConnectionsWritingAtOnce() throws {
        let first = try RateHistory(url: url)
        let second = try RateHistory(url: url)
        let connections = [first, second]
        let day = day, fetchedAt = fetchedAt
        let errors = ErrorList()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            for n in 0..<150 {
                let observation = RateObservation(
                    source: .nbu, currency: "USD", day: day, rate: Decimal(index * 1000 + n), fetchedAt: fetchedAt)
                do throws(HistoryError) { try connections[index].record([observation]) } catch { errors.append(error) }
            }
        }
        XCTAssertEqual(errors.all, [])
        XCTAssertEqual(try first.observationCount(), 300)
    }

    func testGarbageFileIsDamagedAndLeftAsItIs() throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: url)
        XCTAssertThrowsError(try RateHistory(url: url)) { error in
            guard case .damaged(let text)? = error as? HistoryError else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("history.sqlite3 is damaged"), text)
            XCTAssertTrue((error as? HistoryError)?.message.hasPrefix("history unavailable: ") ?? false)
        }
        XCTAssertEqual(try Data(contentsOf: url), garbage)
    }

    func testLockedDatabaseIsAClearErrorAndWorksAgainAfter() throws {
        let history = try RateHistory(url: url, busyTimeout: 0.1)
        let holder = try SQLiteConnection(path: url.path, busyTimeout: 0)
        try holder.execute("BEGIN EXCLUSIVE")
        let observation = RateObservation(source: .nbu, currency: "USD", day: day, rate: 41, fetchedAt: fetchedAt)
        XCTAssertThrowsError(try history.record([observation])) { error in
            guard case .locked(let text)? = error as? HistoryError else { return XCTFail("\(error)") }
            XCTAssertTrue(text.contains("locked by another process"), text)
        }
        XCTAssertThrowsError(try RateHistory(url: url, busyTimeout: 0.1)) { error in
            guard case .locked? = error as? HistoryError else { return XCTFail("\(error)") }
        }
        try holder.execute("COMMIT")
        try history.record([observation])
        XCTAssertEqual(try history.observationCount(), 1)
    }

    func testNewerSchemaIsRefused() throws {
        _ = try RateHistory(url: url)
        try SQLiteConnection(path: url.path, busyTimeout: 1).execute("PRAGMA user_version = 7")
        XCTAssertThrowsError(try RateHistory(url: url)) { error in
            XCTAssertEqual(error as? HistoryError, .newerSchema(found: 7, known: 1))
        }
    }

    func testUnwritableDirectoryIsUnavailable() throws {
        let blocker = dir.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        XCTAssertThrowsError(try RateHistory(url: blocker.appendingPathComponent("kurs/history.sqlite3"))) { error in
            guard case .unavailable? = error as? HistoryError else { return XCTFail("\(error)") }
        }
    }
}
