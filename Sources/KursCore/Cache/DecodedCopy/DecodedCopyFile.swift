import Foundation

/// A decoded copy of a cache entry, `<key>.decoded` beside `<key>.cache`, so a later start reads the value without
/// decoding the JSON body again (Foundation's `JSONDecoder` is slow on a 250-coin markets list with its sparklines;
/// reading the copy is far faster). Only ever a shortcut: when the copy is missing, of another kind or version,
/// truncated, or made from another version of the cache file, readers decode the cache entry.
///
/// Layout (little-endian): the magic `KURSCOPY`, format version (UInt32), the payload kind (length-prefixed
/// ASCII, `DecodedCopyCoding.kind`), the `FileIdentity` of the `.cache` file it was made from, the entry's
/// `fetched_at` (the bit pattern of seconds since 2001-01-01), the entry's URL (length-prefixed UTF-8: a snapshot
/// tells an entry stored for another URL without reading the cache file), the payload length (UInt64), the FNV-1a hash
/// (UInt64) of everything before it and of the payload (a damaged byte makes the whole copy unusable rather than
/// a wrong price or date), the payload.
enum DecodedCopyFile {
    static let magic = Array("KURSCOPY".utf8)
    static let version: UInt32 = 3

    /// The bytes of a copy of `value`, made from the cache file with `source` identity, fetched at `fetchedAt`.
    static func encode<Value>(
        _ value: Value, coding: DecodedCopyCoding<Value>, source: FileIdentity, fetchedAt: Date, url: String = ""
    ) -> [UInt8] {
        var writer = BinaryWriter()
        writer.append(contentsOf: magic)
        writer.write(version)
        writer.write(coding.kind)
        source.write(to: &writer)
        writer.write(fetchedAt.timeIntervalSinceReferenceDate)
        writer.write(url)
        let payload = coding.encode(value)
        writer.write(UInt64(payload.count))
        writer.write(FNV1a.hash(payload, continuing: FNV1a.hash(writer.bytes)))
        writer.append(contentsOf: payload)
        return writer.bytes
    }

    /// The value and `fetched_at` in `bytes` when they are a complete copy of `coding`'s kind made from the cache file
    /// that has `source` identity now; nil otherwise.
    static func decode<Value>(
        _ bytes: [UInt8], coding: DecodedCopyCoding<Value>, source: FileIdentity
    ) -> (value: Value, fetchedAt: Date)? {
        decodeStamped(bytes, coding: coding, source: source).map { ($0.value, $0.fetchedAt) }
    }

    /// `decode`, with the URL of the entry the copy was made from.
    static func decodeStamped<Value>(
        _ bytes: [UInt8], coding: DecodedCopyCoding<Value>, source: FileIdentity
    ) -> (value: Value, fetchedAt: Date, url: String)? {
        guard bytes.count > magic.count, bytes[0..<magic.count].elementsEqual(magic) else { return nil }
        var reader = BinaryReader(bytes, offset: magic.count)
        do {
            guard try reader.readUInt32() == version, try reader.readString() == coding.kind,
                try FileIdentity(from: &reader) == source
            else { return nil }
            let fetchedAt = Date(timeIntervalSinceReferenceDate: try reader.readDouble())
            guard fetchedAt.timeIntervalSinceReferenceDate.isFinite else { return nil }
            let url = try reader.readString()
            let length = try reader.readUInt64()
            let header = FNV1a.hash(bytes[..<reader.offset])
            let hash = try reader.readUInt64()
            guard length == UInt64(reader.remaining), FNV1a.hash(bytes[reader.offset...], continuing: header) == hash
            else { return nil }
            let value = try coding.decode(&reader)
            guard reader.remaining == 0 else { return nil }
            return (value, fetchedAt, url)
        } catch {
            return nil
        }
    }
}
