package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The response cache shared by every kurs process: `<directory>/<key>.cache` (format on `CacheEntry`) and a lock
/// file `<directory>/<key>.lock` per resource. The directory is created with mode 0700 (parents too, when missing).
///
/// - Trust: a directory that is not the user's or is writable by group or others (`DirectoryTrust`) is not used at
///   all: `trustProblem` holds the warning (judged once, when the value is made), reads return nil and writes
///   throw it.
/// - Reading never fails loudly: a missing, corrupt, truncated or foreign file, or a symbolic link, reads as nil
///   and is replaced by the next write.
/// - Writes are atomic: a temp file `.<key>.<pid>.<random>.tmp` in the same directory (created with
///   `O_CREAT|O_EXCL|O_NOFOLLOW`, mode 0600), then `rename(2)`, so readers see the old or the new file, whole. Each
///   write of a key first removes that key's temp files older than `orphanedTempAge` (left by a killed process; a
///   live writer's temp is seconds old at most, so it is never touched). A write that fails throws
///   `CacheWriteError` with the system's reason; nothing is swallowed here.
package struct DiskCache: Sendable {
    /// The cache directory, e.g. `~/.cache/kurs`.
    package let directory: URL
    /// Why the directory must not be used ("cache directory /x/kurs is writable by others; not used"); nil when it
    /// is trusted or does not exist yet.
    package let trustProblem: String?

    /// The file system the cache is kept in.
    package let fileSystem: any FileSystem

    /// A cache in `directory` of `fileSystem` (created on the first write). Judges the directory's trust now (one
    /// `lstat`).
    package init(directory: URL, fileSystem: any FileSystem = LocalFileSystem()) {
        self.directory = directory
        self.fileSystem = fileSystem
        trustProblem = DirectoryTrust.problem(at: directory, role: .cache, in: fileSystem)
    }

    /// Whether the directory may be read and written (`trustProblem` is nil).
    package var isUsable: Bool { trustProblem == nil }

    /// The cache file of `key`.
    package func fileURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).cache") }

    /// Whether the directory holds a cache file whose key begins with `keyPrefix` (of any age; none is read): one
    /// directory listing, cheap enough for before anything is shown. False when the directory is missing; nil when
    /// something is there that can't be listed (not a directory, no read permission).
    package func hasFile(keyPrefix: String) -> Bool? {
        guard let names = fileSystem.contentsOfDirectory(atPath: directory.path) else {
            return fileSystem.itemExists(atPath: directory.path) ? nil : false
        }
        return names.contains { $0.hasPrefix(keyPrefix) && $0.hasSuffix(".cache") }
    }

    /// The lock file of `key` (for `FileLock`).
    package func lockURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).lock") }

    /// The entry for `key`, or nil when missing, unreadable as a kurs cache file, or the directory is untrusted.
    package func read(_ key: String) -> CacheEntry? { readWithIdentity(key)?.entry }

    /// The entry for `key` and the identity of the very file version it was read from (for its decoded copy).
    func readWithIdentity(_ key: String) -> (entry: CacheEntry, identity: FileIdentity)? {
        guard isUsable, let file = RegularFile.read(fileURL(key).path, in: fileSystem),
            let entry = CacheFileFormat.decode(Data(file.bytes))
        else { return nil }
        return (entry, file.identity)
    }

    /// Atomically replaces the entry for `key`.
    /// - Throws: `CacheWriteError` when the directory is untrusted or the directory or file can't be written
    ///   ("can't write cache file /x/kurs/k.cache: Is a directory").
    package func write(_ entry: CacheEntry, key: String) throws(CacheWriteError) {
        try writeReturningIdentity(entry, key: key)
    }

    /// `write`, returning the identity of the file written (for its decoded copy).
    @discardableResult
    func writeReturningIdentity(_ entry: CacheEntry, key: String) throws(CacheWriteError) -> FileIdentity? {
        try writeAtomically(CacheFileFormat.encode(entry), to: fileURL(key), key: key)
    }

    /// Atomically replaces the file at `url` (in `directory`) with `data`: a temp file named after `key`, then
    /// `rename(2)`; first removes `key`'s orphaned temp files. - Returns: the identity of the file written (`rename`
    /// keeps it). - Throws: `CacheWriteError` naming `url` and the system's reason.
    @discardableResult
    func writeAtomically(_ data: Data, to url: URL, key: String) throws(CacheWriteError) -> FileIdentity? {
        try createDirectory()
        removeOrphanedTemps(key)
        let temp = directory.appendingPathComponent(TempName.make(key: key))
        do {
            return try fileSystem.replaceFile(atPath: url.path, contents: data, temporaryPath: temp.path)
        } catch {
            throw .file(url.path, error.code)
        }
    }

    /// How old a temp file must be (by its modification time) to count as left by a killed process.
    package static let orphanedTempAge: TimeInterval = 60

    /// Removes `key`'s temp files (`TempName`) modified more than `orphanedTempAge` before `now`. Best effort.
    func removeOrphanedTemps(_ key: String, now: Date = Date()) {
        guard let names = fileSystem.contentsOfDirectory(atPath: directory.path) else { return }
        for name in names where TempName.belongs(name, to: key) {
            let path = directory.appendingPathComponent(name).path
            guard let info = fileSystem.status(atPath: path, followingLinks: false), info.isRegularFile,
                now.timeIntervalSince(info.modified) > Self.orphanedTempAge
            else { continue }
            fileSystem.removeFile(atPath: path)
        }
    }

    /// Throws when entries cannot be stored: the directory is untrusted, cannot be created, or a file cannot be
    /// created in it (read-only, not a directory, full). Creates and removes one empty probe file.
    /// - Throws: `CacheWriteError` (its `code` is the system's error, nil when untrusted).
    package func checkWritable() throws(CacheWriteError) {
        try createDirectory()
        let probe = directory.appendingPathComponent(".probe.\(getpid()).tmp")
        do {
            try fileSystem.createFile(atPath: probe.path, contents: Data(), permissions: 0o600)
        } catch {
            throw .file(probe.path, error.code)
        }
        fileSystem.removeFile(atPath: probe.path)
    }

    /// Creates the cache directory (and missing parents) with mode 0700 when missing.
    /// - Throws: `CacheWriteError`: the untrusted-directory warning (also when another user created the directory
    ///   since this value was made), or the failed `mkdir(2)`'s reason.
    package func createDirectory() throws(CacheWriteError) {
        if let trustProblem { throw .untrusted(trustProblem) }
        let created: Bool
        do {
            created = try DirectoryTrust.createPrivateDirectory(directory, in: fileSystem)
        } catch {
            throw .directory(directory.path, error.code)
        }
        if !created, let problem = DirectoryTrust.problem(at: directory, role: .cache, in: fileSystem) { throw .untrusted(problem) }
    }
}

/// The names of the disk cache's temp files: `.<key>.<pid>.<random>.tmp` (hidden; pid and random in decimal).
enum TempName {
    /// A new temp name for `key`.
    static func make(key: String) -> String { ".\(key).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp" }

    /// Whether `name` is a temp name made for exactly `key` (not for a key that merely starts with it). Pure.
    static func belongs(_ name: String, to key: String) -> Bool {
        let prefix = ".\(key).", suffix = ".tmp"
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else { return false }
        let middle = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        return middle.count == 2 && middle.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
