import Foundation
import KursCore

/// Where the dashboard's effects run their async work (fetches, history backfills, place searches, forecasts):
/// one serial `TaskExecutor` with a thread of its own, started with the first task and asleep on a condition
/// variable while there is no job. Jobs run by priority, then in the order queued: a cold start's answers arrive
/// within a few milliseconds of each other, and the urgent fetches' (`EffectRunner.startFetch`, `.high`: the bank
/// rates, the coin list, what the user opened) are decoded before the others' (`.medium`, like every other effect)
/// that came first. Why not the global executor: once a task has run there, libdispatch's worker
/// pool is up and its `default-qos.overcommit` thread wakes the process once a second for good (bench/run.sh: 60
/// wake-ups per idle minute after the first fetch; 0 with this executor). Jobs here must not block for long: cache
/// files, decoding and SQLite are short, and waiting on the network happens on each transfer's own thread.
/// (`Task.sleep`, used only between lock polls and before retries, still goes through the global executor's timer.)
final class EffectExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor of the process.
    static let shared = EffectExecutor()

    private let condition = NSCondition()
    /// Waiting jobs, highest priority first, in the order queued within a priority.
    private var jobs: [(priority: UInt8, job: UnownedJob)] = []
    private var started = false

    /// Starts `operation` as a task that prefers this executor (its awaits resume here too), at `priority`:
    /// `.medium` unless asked (a task started from the loop thread without one would be `.high`).
    static func run(priority: TaskPriority = .medium, _ operation: sending @escaping () async -> Void) {
        Task(executorPreference: shared, priority: priority, operation: operation)
    }

    /// Queues `job` for the executor's thread, starting the thread the first time.
    func enqueue(_ job: consuming ExecutorJob) {
        let priority = job.priority.rawValue
        let job = UnownedJob(job)
        condition.lock()
        let place = jobs.firstIndex { $0.priority < priority } ?? jobs.endIndex
        jobs.insert((priority, job), at: place)
        startThreadIfNeeded()
        condition.signal()
        condition.unlock()
    }

    /// Starts the executor's thread the first time (under `condition`'s lock).
    private func startThreadIfNeeded() {
        guard !started else { return }
        started = true
        ThreadName.start("kurs.effects") { [self] in runJobs() }
    }

    /// The thread's loop: runs the first waiting job, sleeping while there is none.
    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst().job
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
