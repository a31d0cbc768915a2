package import Foundation

/// The file system as kurs uses it: a few POSIX-level operations on paths, so every file kurs reads or writes
/// (the cache, the state files, the config, the history database's directory) goes through one value that is
/// built once in `main` (`LocalFileSystem`) and passed down, and tests can put faults between kurs and the disk
/// (a full disk, an I/O error, a rename that fails). Symbolic links are never followed unless an operation says
/// so; nothing blocks on a FIFO.
package protocol FileSystem: Sendable {
    /// The user id a trusted directory must belong to (`getuid()` for the real file system).
    var userID: UInt32 { get }

    /// What is at `path` (`lstat(2)`, or `stat(2)` when `followingLinks`); nil when nothing is there or it can't
    /// be examined.
    func status(atPath path: String, followingLinks: Bool) -> FileStatus?

    /// Makes one directory with `permissions` (set again after creation, whatever the umask).
    /// - Throws: the `mkdir(2)` error (`EEXIST` when anything is there already, `ENOENT` for a missing parent).
    func makeDirectory(atPath path: String, permissions: UInt32) throws(POSIXError)

    /// The first `maximumBytes` bytes of the regular file at `path` and the identity of the version read (from
    /// the same descriptor); nil when it can't be opened or read, or is not a regular file (a FIFO is opened
    /// without blocking and refused; a symbolic link is followed only when `followingLinks`).
    func readFile(atPath path: String, maximumBytes: Int, followingLinks: Bool) -> FileContents?

    /// Creates a new file at `path` (`O_CREAT|O_EXCL|O_NOFOLLOW`, mode `permissions`) holding `contents`,
    /// written whole and closed. On any failure the new file is removed.
    /// - Returns: the identity of the file written.
    /// - Throws: the system's error (`EEXIST` when anything is at `path`, `ENOSPC`, `EROFS`, `EACCES`).
    @discardableResult
    func createFile(atPath path: String, contents: Data, permissions: UInt32) throws(POSIXError) -> FileIdentity

    /// `rename(2)`: atomically puts the file at `source` in place of `destination`.
    /// - Throws: the system's error.
    func moveItem(atPath source: String, toPath destination: String) throws(POSIXError)

    /// `readlink(2)`: the text of the symbolic link at `path` (relative to the link's directory unless it starts
    /// with "/"); nil when `path` is not a symbolic link or can't be read.
    func destinationOfSymbolicLink(atPath path: String) -> String?

    /// Removes the file (not a directory) at `path`; best effort, false when nothing was removed.
    @discardableResult
    func removeFile(atPath path: String) -> Bool

    /// The names in the directory at `path` (no "." or ".."); nil when it can't be listed.
    func contentsOfDirectory(atPath path: String) -> [String]?

    /// Opens (creating it 0600 when missing, never through a symbolic link) the lock file at `path` for
    /// `flock(2)`.
    func openLockFile(atPath path: String) -> LockFileOpening
}

/// What `lstat(2)`/`stat(2)` says of a file.
package struct FileStatus: Sendable, Equatable {
    /// `st_mode`: the file type and permission bits.
    package var mode: UInt32
    /// `st_uid`.
    package var owner: UInt32
    /// Size in bytes.
    package var size: Int64
    /// Last modification.
    package var modified: Date

    /// A status given field by field.
    package init(mode: UInt32, owner: UInt32, size: Int64, modified: Date) {
        self.mode = mode
        self.owner = owner
        self.size = size
        self.modified = modified
    }

    /// The file type bits (`S_IFMT`).
    var type: UInt32 { mode & UInt32(S_IFMT) }
    /// A directory.
    package var isDirectory: Bool { type == UInt32(S_IFDIR) }
    /// A regular file.
    package var isRegularFile: Bool { type == UInt32(S_IFREG) }
    /// A symbolic link (only from a status not following links).
    package var isSymbolicLink: Bool { type == UInt32(S_IFLNK) }
    /// The permission bits (`mode & 0o7777`).
    package var permissions: Int { Int(mode & 0o7777) }
}

/// The bytes of a file and the identity of exactly the version they were read from.
package struct FileContents: Sendable {
    /// The bytes read (at most the maximum asked for).
    package var bytes: [UInt8]
    /// Which version of the file they came from.
    package var identity: FileIdentity

    /// Whether `bytes` is the whole file (not cut at the maximum, not shorter than the size when it was opened).
    package var isWhole: Bool { Int64(bytes.count) == identity.size }
}

/// The result of `FileSystem.openLockFile`.
package enum LockFileOpening: Sendable, Equatable {
    /// An open descriptor on the lock file (close it when done).
    case opened(descriptor: Int32)
    /// Something that is not a regular file is there (a directory, FIFO, device).
    case notRegularFile
    /// The open failed (a symbolic link gives `ELOOP`).
    case failed(POSIXErrorCode)
}

extension FileSystem {
    /// Replaces the file at `path` atomically with `contents`: a new file at `temporaryPath` (same directory,
    /// mode 0600), then `rename(2)`, so a reader sees the old or the new file, whole; the temp file is removed when
    /// anything fails.
    /// - Returns: the identity of the file written (`rename` keeps it).
    /// - Throws: the system's error of the step that failed.
    @discardableResult
    package func replaceFile(atPath path: String, contents: Data, temporaryPath: String) throws(POSIXError) -> FileIdentity {
        let identity = try createFile(atPath: temporaryPath, contents: contents, permissions: 0o600)
        do {
            try moveItem(atPath: temporaryPath, toPath: path)
        } catch {
            removeFile(atPath: temporaryPath)
            throw error
        }
        return identity
    }

    /// The path a chain of symbolic links at `path` ends at (each link's text taken relative to its own directory),
    /// whatever is there — possibly nothing; `path` itself when it is not a symbolic link. Nil when a link can't be
    /// read or the chain is longer than 40 links (a loop).
    package func resolvingSymbolicLinks(atPath path: String) -> String? {
        var current = path
        for _ in 0...40 {
            guard status(atPath: current, followingLinks: false)?.isSymbolicLink == true else { return current }
            guard let text = destinationOfSymbolicLink(atPath: current) else { return nil }
            current = text.hasPrefix("/") ? text : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(text)
        }
        return nil
    }

    /// Whether anything is at `path`, a dangling symbolic link included.
    package func itemExists(atPath path: String) -> Bool { status(atPath: path, followingLinks: false) != nil }
}
