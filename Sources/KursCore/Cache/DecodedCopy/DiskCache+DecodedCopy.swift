public import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoded copies of cache entries (`DecodedCopyFile`): `<directory>/<key>.decoded`.
extension DiskCache {
    /// The decoded-copy file of `key`.
    func decodedCopyURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).decoded") }

    /// The value and `fetched_at` of `key`'s decoded copy, when there is one made from the current cache file.
    func readDecodedCopy<Value>(_ key: String, coding: DecodedCopyCoding<Value>) -> (value: Value, fetchedAt: Date)? {
        guard let source = FileIdentity(path: fileURL(key).path), let bytes = Self.readBytes(decodedCopyURL(key).path)
        else { return nil }
        return DecodedCopyFile.decode(bytes, coding: coding, source: source)
    }

    /// The whole regular file at `path` read straight into an array (no `Data`, no copy); nil when it can't be
    /// read, is not a regular file (a directory, FIFO, device) or is larger than `limit` bytes (64 MiB: no copy is
    /// that large).
    static func readBytes(_ path: String, limit: Int = 64 << 20) -> [UInt8]? {
        // O_NONBLOCK: a FIFO put in its place must not block the read; only a regular file is read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0, info.st_size <= limit
        else { return nil }
        let size = Int(info.st_size)
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
        return failed ? nil : bytes
    }

    /// Atomically writes `value` as the decoded copy of `key`'s current cache file (fetched at `fetchedAt`). Does
    /// nothing when there is no cache file; a copy that can't be written is left out (readers decode the entry).
    func writeDecodedCopy<Value>(_ value: Value, fetchedAt: Date, key: String, coding: DecodedCopyCoding<Value>) {
        guard let source = FileIdentity(path: fileURL(key).path) else { return }
        let bytes = DecodedCopyFile.encode(
            value, coding: coding, source: source, fetchedAt: CacheFileFormat.storedDate(fetchedAt))
        try? writeAtomically(Data(bytes), to: decodedCopyURL(key), key: key)
    }

    /// `key`'s value from the cache only: the decoded copy when it matches the cache file, else the entry's body
    /// through `decode` (then a copy is written for next time). Nil when there is no entry or it doesn't decode.
    public func readValue<Value>(
        _ key: String, decode: (Data) throws(FetchError) -> Value, copy: DecodedCopyCoding<Value>?
    ) -> (value: Value, fetchedAt: Date)? {
        if let copy, let found = readDecodedCopy(key, coding: copy) { return found }
        guard let entry = read(key), let value = try? decode(entry.body) else { return nil }
        if let copy { writeDecodedCopy(value, fetchedAt: entry.fetchedAt, key: key, coding: copy) }
        return (value, entry.fetchedAt)
    }
}
