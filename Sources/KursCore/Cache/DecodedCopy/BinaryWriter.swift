/// Appends little-endian integers, floating-point bit patterns and length-prefixed UTF-8 strings to a byte array
/// (the write side of `BinaryReader`). Pure; used for the decoded copies beside cache entries (`DecodedCopyFile`).
struct BinaryWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends one byte.
    mutating func write(_ value: UInt8) { bytes.append(value) }

    /// Appends `value` as 4 little-endian bytes.
    mutating func write(_ value: UInt32) { appendLittleEndian(UInt64(value), count: 4) }

    /// Appends `value` as 8 little-endian bytes.
    mutating func write(_ value: UInt64) { appendLittleEndian(value, count: 8) }

    /// Appends `value` as 8 little-endian bytes (two's complement).
    mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }

    /// Appends the IEEE 754 bit pattern of `value` (8 bytes, exact, NaN payloads included).
    mutating func write(_ value: Double) { write(value.bitPattern) }

    /// Appends the UTF-8 length (4 bytes) and the UTF-8 bytes of `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            write(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// An optional value: tag byte 0 for nil, else 1 followed by what `body` writes.
    mutating func writeOptional<T>(_ value: T?, _ body: (inout BinaryWriter, T) -> Void) {
        guard let value else { return write(UInt8(0)) }
        write(UInt8(1))
        body(&self, value)
    }

    /// Appends raw bytes without a length.
    mutating func append(contentsOf other: [UInt8]) { bytes.append(contentsOf: other) }

    private mutating func appendLittleEndian(_ value: UInt64, count: Int) {
        for shift in stride(from: 0, to: count * 8, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }
}
