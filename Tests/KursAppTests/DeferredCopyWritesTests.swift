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
        let gate = DispatchSemaphore(value: 0)
        writes.schedule {
            gate.wait()  // the first write holds the others back until the test lets it go
            done.add(1)
        }
        for number in 2...3 { writes.schedule { done.add(number) } }
        XCTAssertFalse(writes.waitUntilWritten(timeout: 0), "three still to write")
        XCTAssertEqual(done.all, [])
        gate.signal()
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
