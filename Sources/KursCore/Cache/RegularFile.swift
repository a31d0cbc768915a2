#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a cache file whole, with the identity of exactly the version read (`fstat` on the same descriptor), so a
/// decoded copy made from it can never be stamped with a newer file's identity.
enum RegularFile {
    /// The largest file read (no cache entry or decoded copy comes near it).
    static let defaultLimit = 64 << 20

    /// The bytes and identity of the regular file at `path`; nil when it can't be opened for reading, is not a
    /// regular file (a directory, FIFO — opened without blocking — or device; a symbolic link is never followed) or is larger than `limit` bytes.
    static func read(_ path: String, limit: Int = defaultLimit) -> (bytes: [UInt8], identity: FileIdentity)? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard let identity = FileIdentity(regularFileDescriptor: fd), identity.size <= limit else { return nil }
        let size = Int(identity.size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                #if canImport(Glibc)
                let n = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                #else
                let n = Darwin.read(fd, buffer.baseAddress! + count, size - count)
                #endif
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                count += n
            }
            failed = count != size
        }
        return failed ? nil : (bytes, identity)
    }

    /// The identity of the regular file at `path` when it can be opened for reading now; nil otherwise.
    static func readableIdentity(_ path: String) -> FileIdentity? {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return FileIdentity(regularFileDescriptor: fd)
    }
}
