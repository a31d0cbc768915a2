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
}
