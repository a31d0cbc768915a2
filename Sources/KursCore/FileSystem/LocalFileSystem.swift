package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real file system, through POSIX calls (`open` with `O_NOFOLLOW`/`O_NONBLOCK`/`O_CLOEXEC`, `fstat` on the
/// same descriptor, `rename`, `mkdir`). Built once in `main` (`AppDependencies.live`); a value with no state.
package struct LocalFileSystem: FileSystem {
    /// The real file system.
    package init() {}

    /// `getuid()`.
    package var userID: UInt32 { UInt32(getuid()) }

    /// `lstat(2)` (or `stat(2)` when `followingLinks`); nil when it fails.
    package func status(atPath path: String, followingLinks: Bool) -> FileStatus? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = info.st_mtimespec
        #else
        let modified = info.st_mtim
        #endif
        return FileStatus(
            mode: UInt32(info.st_mode), owner: UInt32(info.st_uid), size: Int64(info.st_size),
            modified: Date(timeIntervalSince1970: Double(modified.tv_sec) + Double(modified.tv_nsec) / 1e9))
    }

    /// `mkdir(2)` with `permissions`, then `chmod(2)` (the umask is not applied). - Throws: the `mkdir` error.
    package func makeDirectory(atPath path: String, permissions: UInt32) throws(POSIXError) {
        guard mkdir(path, mode_t(permissions)) == 0 else { throw Self.error(errno) }
        chmod(path, mode_t(permissions))
    }

    /// `open(2)` with `O_RDONLY|O_NONBLOCK|O_CLOEXEC` (`O_NOFOLLOW` unless `followingLinks`), `fstat(2)` on that
    /// descriptor (regular files only), then `read(2)` up to `maximumBytes`; nil on any failure.
    package func readFile(atPath path: String, maximumBytes: Int, followingLinks: Bool) -> FileContents? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let identity = FileIdentity(regularFileDescriptor: fd) else { return nil }
        let capacity = Int(min(Int64(maximumBytes), identity.size + 1))
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: max(capacity, 0)) { buffer, count in
            while count < buffer.count {
                let n = read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0, errno == EINTR { continue }
                if n < 0 { failed = true }
                if n <= 0 { break }
                count += n
            }
        }
        return failed ? nil : FileContents(bytes: bytes, identity: identity)
    }

    /// `open(2)` with `O_CREAT|O_EXCL|O_NOFOLLOW`, every byte written, `fstat(2)`, `close(2)`; the file is unlinked
    /// when any step fails. - Throws: the failing call's `errno` (`EIO` when `fstat` finds no regular file).
    @discardableResult
    package func createFile(atPath path: String, contents: Data, permissions: UInt32) throws(POSIXError) -> FileIdentity {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw Self.error(errno) }
        var failure: Int32 = 0
        contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        let identity = failure == 0 ? FileIdentity(regularFileDescriptor: fd) : nil
        if close(fd) != 0, failure == 0 { failure = errno }  // NFS reports a full disk here
        guard failure == 0, let identity else {
            unlink(path)
            throw Self.error(failure == 0 ? EIO : failure)
        }
        return identity
    }

    /// `rename(2)`. - Throws: its `errno`.
    package func moveItem(atPath source: String, toPath destination: String) throws(POSIXError) {
        guard rename(source, destination) == 0 else { throw Self.error(errno) }
    }

    /// `readlink(2)`; nil when it fails (not a link, unreadable).
    package func destinationOfSymbolicLink(atPath path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `unlink(2)`.
    @discardableResult
    package func removeFile(atPath path: String) -> Bool { unlink(path) == 0 }

    /// `opendir(3)` / `readdir(3)`, without "." and ".."; nil when the directory can't be opened.
    package func contentsOfDirectory(atPath path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// `open(2)` with `O_RDWR|O_CREAT|O_NOFOLLOW|O_NONBLOCK|O_CLOEXEC`, mode 0600, then `fstat(2)`: only a regular
    /// file is handed out.
    package func openLockFile(atPath path: String) -> LockFileOpening {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return .failed(Self.code(errno)) }
        guard FileIdentity(regularFileDescriptor: fd) != nil else {
            close(fd)
            return .notRegularFile
        }
        return .opened(descriptor: fd)
    }

    /// The `POSIXError` of `errno` value `code` (`EIO` for a value Foundation doesn't know).
    static func error(_ code: Int32) -> POSIXError { POSIXError(Self.code(code)) }
    /// The `POSIXErrorCode` of `errno` value `code` (`EIO` for a value Foundation doesn't know).
    static func code(_ code: Int32) -> POSIXErrorCode { POSIXErrorCode(rawValue: code) ?? .EIO }
}
