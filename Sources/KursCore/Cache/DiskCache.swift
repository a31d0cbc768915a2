public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The response cache shared by every kurs process: `<directory>/<key>.cache` (format on `CacheEntry`) and a lock
/// file `<directory>/<key>.lock` per resource. The directory is created with mode 0700. Reading never fails
/// loudly: a missing, corrupt, truncated or foreign file reads as nil and is replaced by the next write. Writes are
/// atomic (a temp file in the same directory, then `rename(2)`), so readers see the old or the new file, whole.
public struct DiskCache: Sendable {
    /// The cache directory, e.g. `~/.cache/kurs`.
    public let directory: URL

    /// A cache in `directory` (created on the first write).
    public init(directory: URL) { self.directory = directory }

    /// The cache file of `key`.
    public func fileURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).cache") }
    /// The lock file of `key` (for `FileLock`).
    public func lockURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).lock") }

    /// The entry for `key`, or nil when missing or unreadable as a kurs cache file.
    public func read(_ key: String) -> CacheEntry? { readWithIdentity(key)?.entry }

    /// The entry for `key` and the identity of the very file version it was read from (for its decoded copy).
    func readWithIdentity(_ key: String) -> (entry: CacheEntry, identity: FileIdentity)? {
        guard let file = RegularFile.read(fileURL(key).path), let entry = CacheFileFormat.decode(Data(file.bytes))
        else { return nil }
        return (entry, file.identity)
    }

    /// Atomically replaces the entry for `key`.
    /// - Throws: `CocoaError`/`POSIXError` when the directory or file can't be written (callers usually ignore it:
    ///   a cache that can't be written only costs a later fetch).
    public func write(_ entry: CacheEntry, key: String) throws {
        try writeReturningIdentity(entry, key: key)
    }

    /// `write`, returning the identity of the file written (for its decoded copy).
    @discardableResult
    func writeReturningIdentity(_ entry: CacheEntry, key: String) throws -> FileIdentity? {
        try writeAtomically(CacheFileFormat.encode(entry), to: fileURL(key), key: key)
    }

    /// Atomically replaces the file at `url` (in `directory`) with `data`: a temp file named after `key`, then
    /// `rename(2)`. - Returns: the identity of the file written (`rename` keeps it). - Throws: `POSIXError` when
    /// the directory or file can't be written.
    @discardableResult
    func writeAtomically(_ data: Data, to url: URL, key: String) throws -> FileIdentity? {
        try createDirectory()
        let temp = directory.appendingPathComponent(".\(key).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 { if errno == EINTR { continue } else { return false } }
                offset += n
            }
            return true
        }
        let identity = written ? FileIdentity(regularFileDescriptor: fd) : nil
        close(fd)
        guard written, rename(temp.path, url.path) == 0 else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            unlink(temp.path)
            throw POSIXError(code)
        }
        return identity
    }

    /// Throws when entries cannot be stored: the directory cannot be created, or a file cannot be created in
    /// it (read-only, not a directory, full). Creates and removes one empty probe file.
    /// - Throws: the `POSIXError` / Cocoa error of the failed step.
    public func checkWritable() throws {
        try createDirectory()
        let probe = directory.appendingPathComponent(".probe.\(getpid()).tmp")
        let fd = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        close(fd)
        unlink(probe.path)
    }

    /// Creates the cache directory (and parents) with mode 0700 when missing.
    public func createDirectory() throws {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
