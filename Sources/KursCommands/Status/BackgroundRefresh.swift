import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// Starts `kurs refresh --quiet --stale-only --only SOURCES` detached from a `kurs status` process, at most once
/// per `interval` across every kurs process sharing the cache.
///
/// Single-flight, in three layers: (1) the time of the last start is kept in `status-refresh.stamp` in the cache
/// directory, read and written under a non-blocking `flock` on that file, so of twenty status lines drawn at once
/// one starts a refresh and the others see the new time; (2) the started `kurs refresh --stale-only` takes a
/// non-blocking lock on `status-refresh.lock` and exits when another holds it, and fetches only entries still
/// stale; (3) `DataRepository` fetches each resource under its own lock and reuses what another process fetched.
enum BackgroundRefresh {
    /// No new start within this many seconds of the last one (also after a failed refresh).
    static let interval: TimeInterval = 60
    static let stampName = "status-refresh.stamp"
    /// The lock `kurs refresh --stale-only` holds while it runs.
    static let lockName = "status-refresh.lock"

    /// Starts the refresh of `sources` unless one was started less than `interval` ago or another process is
    /// deciding right now. Never waits. Returns whether a process was started. The stamp is kept in `cache`'s
    /// directory (opened as a lock file: never through a symbolic link).
    @discardableResult
    static func startIfDue(sources: [RefreshOptions.Source], cache: DiskCache, now: Date) -> Bool {
        guard !sources.isEmpty else { return false }
        try? cache.createDirectory()
        let stamp = cache.directory.appendingPathComponent(stampName).path
        guard case .opened(let fd) = cache.fileSystem.openLockFile(atPath: stamp) else { return false }
        defer { close(fd) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { return false }
        defer { flock(fd, LOCK_UN) }
        if let last = readStamp(fd), now.timeIntervalSince(last) < interval, last <= now { return false }
        writeStamp(fd, now)
        let names = sources.map(\.rawValue).joined(separator: ",")
        return spawnDetached(["refresh", "--quiet", "--stale-only", "--only", names])
    }

    /// The time in the stamp file (seconds since 1970 as text), nil when empty or unreadable.
    static func readStamp(_ fd: Int32) -> Date? {
        var buffer = [UInt8](repeating: 0, count: 64)
        let n = pread(fd, &buffer, buffer.count, 0)
        guard n > 0, let seconds = Double(String(decoding: buffer[0..<n], as: UTF8.self)) else { return nil }
        return Date(timeIntervalSince1970: seconds)
    }

    static func writeStamp(_ fd: Int32, _ date: Date) {
        let bytes = Array(String(date.timeIntervalSince1970).utf8)
        _ = ftruncate(fd, 0)
        _ = pwrite(fd, bytes, bytes.count, 0)
    }

    /// Runs this executable with `arguments` in a new session, stdin/stdout/stderr on /dev/null, every other
    /// descriptor closed and a clean signal state (`SpawnAttributes`), not waited for (it is re-parented when this process exits).
    static func spawnDetached(_ arguments: [String]) -> Bool {
        guard let executable = DetachedProcess.executablePath() else { return false }
        return DetachedProcess.spawn(executable: executable, arguments) != nil
    }
}
