import Foundation
import XCTest
@testable import KursCore

/// `BinaryWriter`: little-endian integers, IEEE 754 bit patterns and length-prefixed UTF-8, byte for byte, and read
/// back by `BinaryReader`.
final class BinaryWriterTests: XCTestCase {
    func testIntegersDoublesAndStringsAreWrittenLittleEndianByteForByte() throws {
        var writer = BinaryWriter()
        writer.write(UInt8(0xAB))
        writer.write(UInt32(0x0102_0304))
        writer.write(UInt64(0x0102_0304_0506_0708))
        writer.write(Int64(-2))
        writer.write(1.5)
        writer.write("ä")
        XCTAssertEqual(writer.bytes, [0xAB, 4, 3, 2, 1, 8, 7, 6, 5, 4, 3, 2, 1, 0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                      0, 0, 0, 0, 0, 0, 0xF8, 0x3F, 2, 0, 0, 0, 0xC3, 0xA4])
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.readUInt8(), 0xAB)
        XCTAssertEqual(try reader.readUInt32(), 0x0102_0304)
        XCTAssertEqual(try reader.readUInt64(), 0x0102_0304_0506_0708)
        XCTAssertEqual(try reader.readInt64(), -2)
        XCTAssertEqual(try reader.readDouble(), 1.5)
        XCTAssertEqual(try reader.readString(), "ä")
        XCTAssertEqual(reader.remaining, 0)
    }

    func testOptionalsReadBackAsWrittenAndAnotherTagIsMalformed() throws {
        var writer = BinaryWriter()
        writer.writeOptional("a") { $0.write($1) }
        writer.writeOptional(String?.none) { $0.write($1) }
        writer.writeOptional(2.5) { $0.write($1) }
        writer.writeOptional(Double?.none) { $0.write($1) }
        var reader = BinaryReader(writer.bytes)
        XCTAssertEqual(try reader.readOptionalString(), "a")
        XCTAssertNil(try reader.readOptionalString())
        XCTAssertEqual(try reader.readOptionalDouble(), 2.5)
        XCTAssertNil(try reader.readOptionalDouble())
        XCTAssertEqual(reader.remaining, 0)
        var bad = BinaryReader([2, 0, 0, 0, 0, 0, 0, 0, 0])
        XCTAssertThrowsError(try bad.readOptionalDouble())
    }

    /// Strings read back as `String(validating:as: UTF8.self)` reads their bytes: ASCII, other UTF-8, and invalid
    /// UTF-8 (malformed) alike, for fixed cases and 5,000 random byte strings.
    func testStringsReadAsUTF8ValidationReadsThem() {
        var cases: [[UInt8]] = [[], Array("bitcoin".utf8), [0], Array("Kyiv — Київ 東京 👍".utf8), [0xFF], [0xC3],
                                [0xC0, 0x80], [0xED, 0xA0, 0x80], [0x61, 0xF4, 0x90, 0x80, 0x80], [0x7F, 0x80]]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let high = Bool.random(using: &generator)
            cases.append((0..<length).map { _ in UInt8.random(in: 0...(high ? 0xFF : 0x7F), using: &generator) })
        }
        for bytes in cases {
            var writer = BinaryWriter()
            writer.write(UInt32(bytes.count))
            var reader = BinaryReader(writer.bytes + bytes)
            let expected = String(validating: bytes, as: UTF8.self)
            XCTAssertEqual(try? reader.readString(), expected, "\(bytes)")
        }
    }
}
