import Foundation

/// Runs an async job from synchronous code: the calling thread (not a worker of the pool) blocks until the
/// job's task ends. Used once, by `KursCommandLine.main`, for the commands that fetch; the job must not need
/// the calling thread (nothing here runs on the main actor).
package enum AsyncWait {
    /// Starts `body` as a detached task and blocks until it returns; returns its exit status.
    package static func result(of body: @escaping () async -> Int32) -> Int32 {
        let box = Box(body)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.status = await box.body()
            done.signal()
        }
        done.wait()
        return box.status
    }

    /// Carries the job (with its non-Sendable state) to the task and its status back; the semaphore orders
    /// the write before the read.
    private final class Box: @unchecked Sendable {
        let body: () async -> Int32
        var status: Int32 = 1
        init(_ body: @escaping () async -> Int32) { self.body = body }
    }
}
