/// Reads what `BinaryWriter` wrote, bounds-checked: every read past the end, and every string that is not valid
/// UTF-8, throws `BinaryReader.Malformed` (callers treat the whole input as unusable). Pure.
struct BinaryReader {
    /// A read past the end of the input, an impossible length or count, or invalid UTF-8.
    struct Malformed: Error {}

    private let bytes: [UInt8]
    /// The index of the next byte to read.
    private(set) var offset: Int

    /// A reader at `offset` of `bytes`.
    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Bytes left to read.
    var remaining: Int { bytes.count - offset }

    /// One byte. - Throws: `Malformed`.
    mutating func readUInt8() throws(Malformed) -> UInt8 {
        guard remaining >= 1 else { throw Malformed() }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A presence byte: 0 false, 1 true. - Throws: `Malformed`, also for any other value.
    mutating func readFlag() throws(Malformed) -> Bool {
        switch try readUInt8() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    /// An optional string as `BinaryWriter.writeOptional` wrote it: nil after tag 0, else a string after tag 1.
    /// - Throws: `Malformed` (also for any other tag).
    mutating func readOptionalString() throws(Malformed) -> String? { try readFlag() ? try readString() : nil }

    /// An optional double as `BinaryWriter.writeOptional` wrote it: nil after tag 0, else 8 bytes after tag 1.
    /// - Throws: `Malformed` (also for any other tag).
    mutating func readOptionalDouble() throws(Malformed) -> Double? { try readFlag() ? try readDouble() : nil }

    /// 4 little-endian bytes. - Throws: `Malformed`.
    mutating func readUInt32() throws(Malformed) -> UInt32 { UInt32(littleEndian: try load(UInt32.self)) }

    /// 8 little-endian bytes. - Throws: `Malformed`.
    mutating func readUInt64() throws(Malformed) -> UInt64 { UInt64(littleEndian: try load(UInt64.self)) }

    /// 8 little-endian bytes, two's complement. - Throws: `Malformed`.
    mutating func readInt64() throws(Malformed) -> Int64 { Int64(bitPattern: try readUInt64()) }

    /// An `Int64` that fits `Int`. - Throws: `Malformed`.
    mutating func readInt() throws(Malformed) -> Int {
        guard let value = Int(exactly: try readInt64()) else { throw Malformed() }
        return value
    }

    /// An IEEE 754 bit pattern (8 bytes). - Throws: `Malformed`.
    mutating func readDouble() throws(Malformed) -> Double { Double(bitPattern: try readUInt64()) }

    /// A count written as `UInt32` that must fit in what is left at `minimumBytesEach` bytes per item (so a corrupt
    /// count can't make the caller reserve gigabytes). - Throws: `Malformed`.
    mutating func readCount(minimumBytesEach: Int) throws(Malformed) -> Int {
        let count = Int(try readUInt32())
        guard count <= remaining / max(minimumBytesEach, 1) else { throw Malformed() }
        return count
    }

    /// A length-prefixed UTF-8 string. - Throws: `Malformed` (also for invalid UTF-8).
    mutating func readString() throws(Malformed) -> String {
        let count = try readCount(minimumBytesEach: 1)
        let start = offset
        offset += count
        let text: String? = bytes.withUnsafeBufferPointer { all in
            let utf8 = UnsafeBufferPointer(rebasing: all[start..<start + count])
            // ASCII (ids, symbols, most names) is valid UTF-8 as it is, and String(decoding:) takes it on its fast
            // path; String(validating:as:), unspecialized in the standard library, is far slower a string.
            return utf8.allSatisfy { $0 < 0x80 }
                ? String(decoding: utf8, as: UTF8.self) : String(validating: utf8, as: UTF8.self)
        }
        guard let text else { throw Malformed() }
        return text
    }

    /// Moves past `count` bytes. - Throws: `Malformed` (also for a negative count).
    mutating func skip(_ count: Int) throws(Malformed) {
        guard count >= 0, count <= remaining else { throw Malformed() }
        offset += count
    }

    /// Moves past a length-prefixed string without reading it. - Throws: `Malformed`.
    mutating func skipString() throws(Malformed) { try skip(try readCount(minimumBytesEach: 1)) }

    /// `count` IEEE 754 bit patterns. - Throws: `Malformed`.
    mutating func readDoubles(_ count: Int) throws(Malformed) -> [Double] {
        guard count >= 0, count <= remaining / 8 else { throw Malformed() }
        let start = offset
        offset += count * 8
        return bytes.withUnsafeBytes { raw in
            (0..<count).map { index in
                Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + index * 8, as: UInt64.self)))
            }
        }
    }

    /// The next `MemoryLayout<T>.size` bytes as they lie (the callers convert from little-endian), read in one
    /// load: a 250-coin list has ~50,000 of them (byte by byte, they were a third of `kurs status`'s copy read).
    private mutating func load<T: FixedWidthInteger>(_ type: T.Type) throws(Malformed) -> T {
        let size = MemoryLayout<T>.size
        guard remaining >= size else { throw Malformed() }
        defer { offset += size }
        return bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: T.self) }
    }
}
