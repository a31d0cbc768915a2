package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a directory kurs keeps files in (the cache directory, the state directory) may be used: another user
/// who can write into it could plant a cache file (wrong prices), replace a file by a symbolic link, or read what is
/// stored. A directory is trusted when it is owned by the current user (`getuid()`) and not writable by its group or
/// by others. A symbolic link is followed when the link itself is the user's; the directory it leads to is judged.
/// A directory that does not exist (or can't be examined) is not judged here: creating it or writing into it then
/// fails with the system's reason.
package enum DirectoryTrust {
    /// What the directory is for, as the warning names it.
    package enum Role: String, Sendable {
        /// `$XDG_CACHE_HOME/kurs`.
        case cache = "cache directory"
        /// `$XDG_STATE_HOME/kurs`.
        case state = "state directory"
    }

    /// The warning when `directory` must not be used, e.g. "cache directory /x/kurs is writable by others; not
    /// used"; nil when it is trusted or missing. One `lstat` (and one `stat` for a symbolic link) in `fileSystem`.
    package static func problem(at directory: URL, role: Role, in fileSystem: any FileSystem = LocalFileSystem()) -> String? {
        let path = directory.path
        guard var info = fileSystem.status(atPath: path, followingLinks: false) else { return nil }
        var named = path
        if info.isSymbolicLink {
            guard info.owner == fileSystem.userID else {
                return "\(role.rawValue) \(path) is a symbolic link owned by another user (uid \(info.owner)); not used"
            }
            guard let target = fileSystem.status(atPath: path, followingLinks: true) else { return nil }
            info = target
            named = "\(path) (a link to \(directory.resolvingSymlinksInPath().path))"
        }
        guard let reason = reason(mode: mode_t(info.mode), owner: uid_t(info.owner), user: uid_t(fileSystem.userID))
        else { return nil }
        return "\(role.rawValue) \(named) \(reason); not used"
    }

    /// Why a file with `mode` owned by `owner` is not a directory `user` may trust ("is writable by others"); nil
    /// when it is one. Pure.
    static func reason(mode: mode_t, owner: uid_t, user: uid_t) -> String? {
        if mode & S_IFMT != S_IFDIR { return "is not a directory" }
        if owner != user { return "is owned by another user (uid \(owner))" }
        if mode & S_IWOTH != 0 { return "is writable by others" }
        if mode & S_IWGRP != 0 { return "is writable by its group" }
        return nil
    }

    /// Creates `directory` when missing, and each missing parent, with mode 0700 (whatever the umask).
    /// - Returns: whether `directory` itself was created here (false: it was already there).
    /// - Throws: the `errno` of the `mkdir(2)` that failed (`ENOTDIR` when a parent is a file, `EACCES`, `EROFS`).
    @discardableResult
    static func createPrivateDirectory(
        _ directory: URL, in fileSystem: any FileSystem = LocalFileSystem()
    ) throws(POSIXError) -> Bool {
        try createPrivateDirectory(path: directory.standardizedFileURL.path, in: fileSystem)
    }

    private static func createPrivateDirectory(path: String, in fileSystem: any FileSystem) throws(POSIXError) -> Bool {
        do {
            try fileSystem.makeDirectory(atPath: path, permissions: 0o700)
            return true
        } catch where error.code == .EEXIST {
            return false
        } catch where error.code == .ENOENT {
            let parent = (path as NSString).deletingLastPathComponent
            guard parent != path, !parent.isEmpty else { throw error }
            _ = try createPrivateDirectory(path: parent, in: fileSystem)
            do {
                try fileSystem.makeDirectory(atPath: path, permissions: 0o700)
                return true
            } catch where error.code == .EEXIST {
                return false
            }
        }
    }

    static func posixCode(_ code: Int32) -> POSIXErrorCode { POSIXErrorCode(rawValue: code) ?? .EIO }
}

/// A kurs directory that is not trusted (`DirectoryTrust`); `warning` says which and why.
package struct UntrustedDirectoryError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// E.g. "state directory /x/kurs is writable by others; not used".
    package let warning: String
    /// The warning.
    package var description: String { warning }
    /// The warning (what `localizedDescription` shows).
    package var errorDescription: String? { warning }
}

extension DirectoryTrust {
    /// Makes sure `directory` can be written into: created (0700, parents as needed) when missing, and trusted.
    /// - Throws: `UntrustedDirectoryError` when it is not trusted; the `POSIXError` of a failed `mkdir(2)`.
    package static func prepare(_ directory: URL, role: Role, in fileSystem: any FileSystem = LocalFileSystem()) throws {
        if let warning = problem(at: directory, role: role, in: fileSystem) { throw UntrustedDirectoryError(warning: warning) }
        if try !createPrivateDirectory(directory, in: fileSystem), let warning = problem(at: directory, role: role, in: fileSystem) {
            throw UntrustedDirectoryError(warning: warning)  // appeared meanwhile
        }
    }
}
