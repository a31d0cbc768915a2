import Foundation
import XCTest
@testable import KursCore

/// The NBU's twice-daily reload rule and Monobank's 5-minute minimum interval, with fixed dates.
final class UkrainianRatesScheduleTests: XCTestCase {
    private func reload(after text: String) -> Date? {
        guard case .after(let date) = RefreshSchedule.nbu.policy(fetchedAt: utc(text)) else { return nil }
        return date
    }

    func testNBUReloadsAt1600AndJustAfterMidnightKyivTime() {
        // Summer (UTC+3): 10:00 Kyiv → 16:00 Kyiv; 16:30 → 00:05 the next day; 00:01 → 00:05.
        XCTAssertEqual(reload(after: "2025-04-01T07:00:00Z"), utc("2025-04-01T13:00:00Z"))
        XCTAssertEqual(reload(after: "2025-04-01T13:30:00Z"), utc("2025-04-01T21:05:00Z"))
        XCTAssertEqual(reload(after: "2025-03-31T21:01:00Z"), utc("2025-03-31T21:05:00Z"))
        // Exactly at 16:00 Kyiv: strictly after, so the next is 00:05.
        XCTAssertEqual(reload(after: "2025-04-01T13:00:00Z"), utc("2025-04-01T21:05:00Z"))
        // Winter (UTC+2): 17:00 Kyiv on 15 January → 00:05 on the 16th.
        XCTAssertEqual(reload(after: "2025-01-15T15:00:00Z"), utc("2025-01-15T22:05:00Z"))
        // Over the spring change (30 March 2025, 03:00 → 04:00): 23:00 on the 29th (UTC+2) → 00:05 on the 30th.
        XCTAssertEqual(reload(after: "2025-03-29T21:00:00Z"), utc("2025-03-29T22:05:00Z"))
        XCTAssertEqual(RefreshSchedule.nbu.nominalInterval, 86_400)
    }

    func testNoValidTimeMeansNoAutomaticReload() {
        let schedule = RefreshSchedule(rule: .dailyAt(minutes: [1440, -1], timeZone: .gmt))
        XCTAssertEqual(schedule.policy(fetchedAt: utc("2025-04-01T07:00:00Z")), .never)
    }

    private let mono = ResourceID("monobank-currency")
    private let start = utc("2025-04-01T09:00:00Z")

    private func scheduler() -> RefreshScheduler {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(mono, schedule: .monobank)
        return scheduler
    }

    func testMonobankManualReloadsNeverWithinFiveMinutes() {
        var scheduler = scheduler()
        let generation = scheduler.fetchStarted(mono, now: start)
        scheduler.fetchSucceeded(mono, generation: generation, now: start.addingTimeInterval(1))
        for seconds in [31.0, 60, 299] {
            XCTAssertEqual(scheduler.requestManualReload([mono], now: start.addingTimeInterval(seconds)), [], "\(seconds)")
        }
        XCTAssertEqual(scheduler.requestManualReload([mono], now: start.addingTimeInterval(300)), [mono])
        XCTAssertEqual(scheduler.dueSources(now: start.addingTimeInterval(300)), [mono])
    }

    func testMonobankFailureRetryWaitsForTheMinimumInterval() {
        var scheduler = scheduler()
        let generation = scheduler.fetchStarted(mono, now: start)
        scheduler.fetchFailed(mono, generation: generation, now: start.addingTimeInterval(2), error: .timeout)
        XCTAssertEqual(scheduler.dueSources(now: start.addingTimeInterval(120)), [])  // the 60 s backoff is not enough
        XCTAssertEqual(scheduler.nextDeadline(now: start.addingTimeInterval(120)), start.addingTimeInterval(300))
        XCTAssertEqual(scheduler.status(of: mono, now: start.addingTimeInterval(120)).nextReload, start.addingTimeInterval(300))
    }

    func testAConfigScheduleCannotLowerTheMinimumAndCacheRestoreCountsFromTheOtherProcess() {
        var scheduler = scheduler()
        scheduler.register(mono, schedule: RefreshSchedule(rule: .interval(60)))
        scheduler.restore(mono, fetchedAt: start)  // another kurs fetched at `start`
        XCTAssertEqual(scheduler.requestManualReload([mono], now: start.addingTimeInterval(120)), [])
        XCTAssertEqual(scheduler.nextDeadline(now: start.addingTimeInterval(120)), start.addingTimeInterval(300))
    }

    func testASourceWithoutMinimumStillReloadsManuallyAfterThirtySeconds() {
        var scheduler = RefreshScheduler()
        let nbu = ResourceID("nbu-exchange")
        scheduler.register(nbu, schedule: .nbu)
        let generation = scheduler.fetchStarted(nbu, now: start)
        scheduler.fetchSucceeded(nbu, generation: generation, now: start)
        XCTAssertEqual(scheduler.requestManualReload([nbu], now: start.addingTimeInterval(31)), [nbu])
    }
}
