import Foundation
import KursCore
import TestSupport
import XCTest

final class SchedulerClockJumpTests: XCTestCase {
    func testDetectorReportsOnlyDisagreementsBeyondTheThreshold() {
        let clock = ManualClock(now: utc("2024-08-19T00:10:00Z"), monotonic: 500)
        var detector = ClockJumpDetector(threshold: 60)
        XCTAssertNil(detector.observe(clock), "the first reading never reports")
        clock.advance(by: 600)
        XCTAssertNil(detector.observe(clock), "both clocks moved together")
        clock.jumpWall(by: 30)
        XCTAssertNil(detector.observe(clock), "30 s of drift is under the threshold")
        clock.advance(by: 10)
        clock.jumpWall(by: 8 * 3600)
        XCTAssertEqual(detector.observe(clock), 8 * 3600)
        clock.jumpWall(by: -3600)
        XCTAssertEqual(detector.observe(clock), -3600)
        XCTAssertEqual(clock.monotonicSeconds, 1110)
    }

    func testSystemClockReadsTheRealClocks() {
        let clock = SystemClock()
        XCTAssertEqual(clock.now.timeIntervalSinceNow, 0, accuracy: 5)
        let first = clock.monotonicSeconds
        XCTAssertGreaterThan(first, 0)
        XCTAssertGreaterThanOrEqual(clock.monotonicSeconds, first)
    }
}
