/// How one kind of decoded value is written into and read back from a decoded copy (`DecodedCopyFile`): a
/// payload of bytes that must round-trip exactly (`decode(encode(v)) == v`). `kind` names the payload, so a copy
/// written for another kind is never misread.
package struct DecodedCopyCoding<Value>: Sendable {
    /// The payload's name in the file header (ASCII, at most 16 bytes), e.g. "coin-list/1"; change the version
    /// suffix whenever the payload layout changes.
    let kind: String
    let encode: @Sendable (Value) -> [UInt8]
    let decode: @Sendable (inout BinaryReader) throws(BinaryReader.Malformed) -> Value
}
