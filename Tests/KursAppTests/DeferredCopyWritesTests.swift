import Foundation
@testable import KursApp
import TestSupport
import XCTest

/// The dashboard's decoded copies are written by a low-priority effect job, after the work queued before them, and
/// the exit waits for them.
final class DeferredCopyWritesTests: XCTestCase {
    func testWaitingReturnsOnceEveryScheduledWriteRan() {
        let writes = DeferredCopyWrites()
        let done = LockedLog<Int>()
        for number in 1...3 {
            writes.schedule {
                usleep(20_000)
                done.add(number)
            }
        }
        XCTAssertTrue(writes.waitUntilWritten(timeout: 10))
        XCTAssertEqual(done.all, [1, 2, 3], "each ran once, in the order scheduled")
        XCTAssertTrue(writes.waitUntilWritten(timeout: 0), "nothing left")
    }

    func testWaitingGivesUpAfterTheTimeout() {
        let writes = DeferredCopyWrites()
        let gate = DispatchSemaphore(value: 0)
        writes.schedule { gate.wait() }
        XCTAssertFalse(writes.waitUntilWritten(timeout: 0.05), "still writing")
        gate.signal()
        XCTAssertTrue(writes.waitUntilWritten(timeout: 10))
    }
}
