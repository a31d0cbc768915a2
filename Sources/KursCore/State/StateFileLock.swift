import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock(2)` on `<state file>.lock`, held by one read-modify-write of a state file at a time, across
/// threads and kurs processes (flock locks belong to the open file). Synchronous: a state edit is short. The lock
/// file is opened with `O_NOFOLLOW` (a symbolic link is never followed) and must be a regular file. Released by
/// `release()`, when the object goes away, or when the process exits.
final class StateFileLock {
    private var descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Takes the lock on `url` in `fileSystem` (created 0600 when missing), trying every `pollInterval` seconds while another holder
    /// has it, for at most `timeout` seconds.
    /// - Throws: `StateFileLockError` when the lock file can't be opened (a symbolic link, not a regular file) or
    ///   stays busy past `timeout`.
    static func acquire(
        _ url: URL, in fileSystem: any FileSystem, timeout: TimeInterval, pollInterval: TimeInterval = 0.01
    ) throws(StateFileLockError) -> StateFileLock {
        let fd: Int32
        switch fileSystem.openLockFile(atPath: url.path) {
        case .opened(let descriptor): fd = descriptor
        case .notRegularFile: throw StateFileLockError(lockFile: url, reason: "it is not a regular file")
        case .failed(let code): throw StateFileLockError(lockFile: url, reason: String(cString: strerror(code.rawValue)))
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(fd)
                throw StateFileLockError(lockFile: url, reason: "another kurs process is still editing it")
            }
            var pause = timespec(tv_sec: 0, tv_nsec: Int(pollInterval * 1_000_000_000))
            nanosleep(&pause, nil)
        }
        return StateFileLock(descriptor: fd)
    }

    /// Releases the lock and closes the file (the lock file stays and is reused). Idempotent.
    func release() {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
