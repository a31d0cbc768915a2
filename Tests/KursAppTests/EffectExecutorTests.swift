import Foundation
@testable import KursApp
import TestSupport
import XCTest

/// `EffectExecutor` runs waiting jobs by priority, then in the order queued, on its one thread.
final class EffectExecutorTests: XCTestCase {
    func testWaitingJobsRunHighestPriorityFirstThenInTheOrderQueued() async {
        let executor = EffectExecutor()
        let record = LockedLog<String>()
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        // Holds the executor's one thread until every other task is queued.
        let blocker = Task(executorPreference: executor) {
            started.signal()
            gate.wait()
        }
        started.wait()
        let tasks = [("low 1", TaskPriority.low), ("medium", .medium), ("high 1", .high), ("low 2", .low), ("high 2", .high)]
            .map { name, priority in Task(executorPreference: executor, priority: priority) { record.add(name) } }
        gate.signal()
        await blocker.value
        for task in tasks { await task.value }
        XCTAssertEqual(record.all, ["high 1", "high 2", "medium", "low 1", "low 2"])
    }
}
