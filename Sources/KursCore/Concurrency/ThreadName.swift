import Foundation

/// Threads named in the kernel's view (`/proc/thread-self/comm`, shown by `ps -L`, `top -H`, perf), as
/// `pthread_setname_np` does (it is not in Swift's Glibc module); Foundation's `Thread.name` never gets there.
package enum ThreadName {
    /// Runs `body` on a new Foundation thread named `name` (at most 15 bytes are kept).
    package static func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
        Thread.detachNewThread {
            setCurrent(name)
            body()
        }
    }

    /// Gives the calling thread `name` (at most 15 bytes are kept). Best effort: nothing depends on it.
    static func setCurrent(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = Array(name.utf8.prefix(15)).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
