/// Reading a cache file whole, with the identity of exactly the version read (`fstat` on the same descriptor, see
/// `FileSystem.readFile`), so a decoded copy made from it can never be stamped with a newer file's identity.
enum RegularFile {
    /// The largest file read (no cache entry or decoded copy comes near it).
    static let defaultLimit = 64 << 20

    /// The bytes and identity of the regular file at `path`; nil when it can't be opened for reading, is not a
    /// regular file (a directory, FIFO — opened without blocking — or device; a symbolic link is never followed),
    /// is larger than `limit` bytes, or changed size while it was read.
    static func read(_ path: String, limit: Int = defaultLimit, in fileSystem: any FileSystem)
        -> (bytes: [UInt8], identity: FileIdentity)?
    {
        guard let contents = fileSystem.readFile(atPath: path, maximumBytes: limit + 1, followingLinks: false),
            contents.isWhole, contents.identity.size <= limit
        else { return nil }
        return (contents.bytes, contents.identity)
    }

    /// The identity of the regular file at `path` when it can be opened for reading now; nil otherwise.
    static func readableIdentity(_ path: String, in fileSystem: any FileSystem) -> FileIdentity? {
        fileSystem.readFile(atPath: path, maximumBytes: 0, followingLinks: false)?.identity
    }
}
