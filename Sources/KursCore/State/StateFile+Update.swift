package import Foundation

extension StateFile {
    /// The result of one `update`: what the change returned, the value now stored, and a notice when the file on
    /// disk could not be used and was renamed aside before the new value was written.
    package struct Update<Result> {
        /// What `change` returned.
        package var result: Result
        /// The value written.
        package var value: Value
        /// "portfolio.json could not be used (…); kept as portfolio.json.corrupt-…" when the old file was kept
        /// aside; nil otherwise.
        package var notice: String?
    }

    /// The lock file beside the state file: `<name>.lock`.
    package var lockURL: URL {
        fileURL.deletingLastPathComponent().appendingPathComponent(fileURL.lastPathComponent + ".lock")
    }

    /// Read-modify-write under an exclusive lock shared by every kurs process (`<name>.lock`, `flock(2)`), so two
    /// processes editing at once never lose an edit: creates the directory (0700, trusted), takes the lock, reads
    /// the file (missing: `initial`; unreadable: renamed aside as by `load`, then `initial`), applies `change`,
    /// writes the result atomically, releases the lock. When `change` throws, nothing is written.
    /// - Parameter timeout: how long to wait for another editor to finish, in seconds.
    /// - Throws: `UntrustedDirectoryError` for a state directory that is not trusted; `StateFileLockError`;
    ///   `StateFileLinkError` (a symbolic link to nothing or to what is not a regular file: nothing kept aside or
    ///   written); whatever `change` throws; the file system's error when the file cannot be written.
    @discardableResult
    package func update<Result>(
        initial: @autoclosure () -> Value, now: Date = Date(), timeout: TimeInterval = 10,
        _ change: (inout Value) throws -> Result
    ) throws -> Update<Result> {
        try DirectoryTrust.prepare(fileURL.deletingLastPathComponent(), role: .state, in: fileSystem)
        let lock = try StateFileLock.acquire(lockURL, in: fileSystem, timeout: timeout)
        defer { lock.release() }
        let destination = try destination()
        let (stored, notice) = load(now: now, destination: destination)
        var value = stored ?? initial()
        let result = try change(&value)
        try save(value, now: now, at: destination)
        return Update(result: result, value: value, notice: notice)
    }
}
