package import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decoded copies of cache entries (`DecodedCopyFile`): `<directory>/<key>.decoded`.
extension DiskCache {
    /// The decoded-copy file of `key`.
    func decodedCopyURL(_ key: String) -> URL { directory.appendingPathComponent("\(key).decoded") }

    /// The value and `fetched_at` of `key`'s decoded copy, when there is one made from the cache file version
    /// `source` (by default: the cache file as it is now, which must be readable). Nil in an untrusted directory.
    func readDecodedCopy<Value>(
        _ key: String, coding: DecodedCopyCoding<Value>, source: FileIdentity? = nil
    ) -> (value: Value, fetchedAt: Date)? {
        readStampedCopy(key, coding: coding, source: source).map { ($0.value, $0.fetchedAt) }
    }

    /// `readDecodedCopy`, with the URL of the entry the copy was made from.
    func readStampedCopy<Value>(
        _ key: String, coding: DecodedCopyCoding<Value>, source: FileIdentity? = nil
    ) -> (value: Value, fetchedAt: Date, url: String)? {
        guard isUsable, let source = source ?? RegularFile.readableIdentity(fileURL(key).path, in: fileSystem),
            let bytes = RegularFile.read(decodedCopyURL(key).path, in: fileSystem)?.bytes
        else { return nil }
        return DecodedCopyFile.decodeStamped(bytes, coding: coding, source: source)
    }

    /// Atomically writes `value` (fetched at `fetchedAt`) as the decoded copy of the cache file version `source`
    /// (the identity it was read or written with). A copy that can't be written is left out (readers decode the
    /// entry).
    func writeDecodedCopy<Value>(
        _ value: Value, fetchedAt: Date, key: String, coding: DecodedCopyCoding<Value>, source: FileIdentity,
        url: String = ""
    ) {
        let bytes = DecodedCopyFile.encode(
            value, coding: coding, source: source, fetchedAt: CacheFileFormat.storedDate(fetchedAt), url: url)
        _ = try? writeAtomically(Data(bytes), to: decodedCopyURL(key), key: key)
    }

    /// `key`'s value from the cache only: the decoded copy when it matches the cache file, else the entry's body
    /// through `decode` (then a copy is written for next time). Nil when there is no entry or it doesn't decode.
    package func readValue<Value>(
        _ key: String, decode: (Data) throws(FetchError) -> Value, copy: DecodedCopyCoding<Value>?
    ) -> (value: Value, fetchedAt: Date)? {
        readStampedValue(key, decode: decode, copy: copy).map { ($0.value, $0.fetchedAt) }
    }

    /// `readValue`, with the URL the entry was stored for (from the decoded copy, or the cache file's header).
    package func readStampedValue<Value>(
        _ key: String, decode: (Data) throws(FetchError) -> Value, copy: DecodedCopyCoding<Value>?
    ) -> (value: Value, fetchedAt: Date, url: String)? {
        if let copy, let found = readStampedCopy(key, coding: copy) { return found }
        guard let (entry, identity) = readWithIdentity(key), let value = try? decode(entry.body) else { return nil }
        if let copy {
            writeDecodedCopy(value, fetchedAt: entry.fetchedAt, key: key, coding: copy, source: identity, url: entry.url)
        }
        return (value, entry.fetchedAt, entry.url)
    }
}
