import Foundation
import TestSupport
import XCTest
@testable import KursCore
@testable import KursDomain

/// `DecimalParts`: exact text → parts → `Decimal`, the same values `Decimal(string:)` gives.
final class DecimalPartsTests: XCTestCase {
    func testPlainTextsGiveTheirExactParts() throws {
        let cases: [(String, Bool, UInt64, Int)] = [
            ("0", false, 0, 0), ("-0", true, 0, 0), ("47.84689", false, 4_784_689, -5), ("41.25000", false, 4125, -2), ("1700000000000000000000000", false, 17, 23), ("12345678901234567890", false, 1_234_567_890_123_456_789, 1), ("500", false, 5, 2),
            ("-0.5", true, 5, -1), (".5", false, 5, -1), ("5.", false, 5, 0), ("6.31917e-7", false, 631_917, -12),
            ("1E+3", false, 1, 3), ("327515470245", false, 327_515_470_245, 0), ("0.000001", false, 1, -6),
            ("+12", false, 12, 0), ("1234567890123456789", false, 1_234_567_890_123_456_789, 0),
        ]
        for (text, negative, significand, exponent) in cases {
            let parts = try XCTUnwrap(DecimalParts(text: text), text)
            XCTAssertEqual(parts, DecimalParts(isNegative: negative, significand: significand, exponent: exponent), text)
            XCTAssertEqual(parts.decimal, Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), text)
        }
    }

    func testEverythingElseIsLeftToDecimalString() {
        for text in ["", "-", ".", "e5", "1e", "1e+", "12abc", "1,5", "NaN", "1.2.3", " 1", "0x10", "١٢",
                     "12345678901234567891", "1e-200", "1e300"] {
            XCTAssertNil(DecimalParts(text: text), text)
        }
    }

    func testRandomDecimalsRoundTripThroughTheirParts() throws {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<3_000 {
            let text = generator.decimalText(digits: 1...17, exponents: -30...20)
            let expected = try XCTUnwrap(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
            let parts = try XCTUnwrap(DecimalParts(text: text), text)
            XCTAssertEqual(parts.decimal, expected, text)
            XCTAssertEqual(DecimalParts(expected)?.decimal, expected, text)
            XCTAssertEqual(DecimalText.parse(text), expected, text)
        }
    }

    func testADecimalsStoredPartsAreItsValue() throws {
        let posix = Locale(identifier: "en_US_POSIX")
        let cases: [(String, DecimalParts)] = [
            ("-84093.1234", DecimalParts(isNegative: true, significand: 840_931_234, exponent: -4)),
            ("0.000000000000000000015", DecimalParts(isNegative: false, significand: 15, exponent: -21)),
            ("18446744073709551615", DecimalParts(isNegative: false, significand: UInt64.max, exponent: 0)),
            ("-0.000001", DecimalParts(isNegative: true, significand: 1, exponent: -6)),
            ("1e100", DecimalParts(isNegative: false, significand: 1, exponent: 100)),
        ]
        for (text, expected) in cases {
            let value = try XCTUnwrap(Decimal(string: text, locale: posix), text)
            XCTAssertEqual(DecimalParts.stored(value), expected, text)
            XCTAssertEqual(DecimalParts(value), expected, text)
            XCTAssertEqual(expected.decimal, value, text)
        }
        // A significand over 64 bits is not read from storage, nor from its 20 digits of text; NaN has no parts.
        let wide = try XCTUnwrap(Decimal(string: "18446744073709551616", locale: posix))
        XCTAssertNil(DecimalParts.stored(wide))
        XCTAssertNil(DecimalParts(wide))
        XCTAssertNil(DecimalParts(Decimal.nan))
    }

    /// `decimal` writes the value's bytes itself: they must be Foundation's `Decimal(sign:exponent:significand:)`'s,
    /// byte for byte (the same value, compacted the same way), whatever the significand, sign and exponent (also
    /// outside -128…127, where Foundation gives 0 or NaN).
    func testTheDecimalIsFoundationsByteForByte() {
        var generator = SplitMix64(seed: 17)
        let significands: [UInt64] = [0, 1, 9, 10, 100, 1500, 65535, 65536, 4_294_967_296, 10_000_000_000_000_000_000,
                                      UInt64.max, UInt64.max - 5]
            + (0..<2_000).map { _ in generator.next() >> (generator.next() % 64) }
        for significand in significands {
            for exponent in [-200, -129, -128, -40, -8, -2, 0, 1, 5, 20, 120, 126, 127, 128, 200] {
                for isNegative in [false, true] {
                    let parts = DecimalParts(isNegative: isNegative, significand: significand, exponent: exponent)
                    let foundation = Decimal(sign: isNegative && significand != 0 ? .minus : .plus, exponent: exponent,
                                             significand: Decimal(significand))
                    let bytes = withUnsafeBytes(of: parts.decimal) { Array($0) }
                    XCTAssertEqual(bytes, withUnsafeBytes(of: foundation) { Array($0) }, "\(parts)")
                    XCTAssertEqual(parts.decimal.description, foundation.description, "\(parts)")
                }
            }
        }
    }
}
