package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on a lock file, shared by every kurs process: the cross-process single-flight.
/// Released by `release()`, when the object goes away, or when the process exits (the kernel drops flock locks
/// with the descriptor). flock locks belong to the open file, so two `FileLock`s in one process exclude each other.
package final class FileLock {
    private var descriptor: Int32
    /// True when another holder had the lock and this one had to wait for it.
    package let waited: Bool

    private init(descriptor: Int32, waited: Bool) {
        self.descriptor = descriptor
        self.waited = waited
    }

    /// Takes the lock on `url` in `fileSystem` (created 0600 when missing), polling every `pollInterval` seconds while another
    /// holder has it, for at most `timeout` seconds. Never spins: each busy poll waits `pollInterval`.
    /// The lock file is opened with `O_NOFOLLOW`: a symbolic link at `url` (even a dangling one) is never followed,
    /// so nothing is created or locked outside the directory; the lock is then not taken. Nor is it in a directory
    /// that is not trusted (`DirectoryTrust`). Callers then go on without the lock (single-flight is lost, nothing
    /// else).
    /// - Parameter sleep: how to wait between polls (`Task.sleep` by default).
    /// - Returns: the held lock, or nil when the file can't be opened (missing directory, a symbolic link, not a
    ///   regular file, untrusted directory) or the lock stays busy past `timeout`.
    package static func acquire(
        _ url: URL, in fileSystem: any FileSystem = LocalFileSystem(), timeout: TimeInterval,
        pollInterval: TimeInterval = 0.05, sleep: (TimeInterval) async -> Void = RetryPolicy.taskSleep
    ) async -> FileLock? {
        guard DirectoryTrust.problem(at: url.deletingLastPathComponent(), role: .cache, in: fileSystem) == nil,
            case .opened(let fd) = fileSystem.openLockFile(atPath: url.path)
        else { return nil }
        var waited = false
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if flock(fd, LOCK_EX | LOCK_NB) == 0 { return FileLock(descriptor: fd, waited: waited) }
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(fd)
                return nil
            }
            waited = true
            await sleep(pollInterval)
        }
    }

    /// Releases the lock and closes the file (the lock file itself stays and is reused). Idempotent.
    package func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
