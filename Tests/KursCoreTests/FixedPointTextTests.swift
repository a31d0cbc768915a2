import Foundation
import TestSupport
import XCTest
@testable import KursCore
@testable import KursDomain

/// `FixedPointText` writes what ICU's `Decimal.FormatStyle` writes (en_US grouped / en_US_POSIX plain, fixed
/// fraction length), checked value by value against it.
final class FixedPointTextTests: XCTestCase {
    func testKnownValues() {
        XCTAssertEqual(FixedPointText.format(Decimal(string: "16951.515")!, fractionDigits: 2, grouping: true), "16,951.52")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "-0.004")!, fractionDigits: 2, grouping: true), "0.00")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "-0.005")!, fractionDigits: 2, grouping: false), "-0.01")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "1234567.5")!, fractionDigits: 0, grouping: true), "1,234,568")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "0.000000631917")!, fractionDigits: 10, grouping: false), "0.0000006319")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "41.25")!, fractionDigits: 4, grouping: false), "41.2500")
        XCTAssertEqual(FixedPointText.format(Decimal(string: "999.995")!, fractionDigits: 2, grouping: true), "1,000.00")
        XCTAssertEqual(FixedPointText.format(0, fractionDigits: 3, grouping: true), "0.000")
        XCTAssertEqual(FixedPointText.grouped("1234567890"), "1,234,567,890")
        XCTAssertEqual(FixedPointText.grouped("123"), "123")
    }

    func testMatchesDecimalFormatStyleOnSeededValues() throws {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<4_000 {
            let value = try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...18, exponents: -14...6)))
            let fraction = Int.random(in: 0...10, using: &generator)
            let grouping = Bool.random(using: &generator)
            XCTAssertEqual(
                FixedPointText.format(value, fractionDigits: fraction, grouping: grouping),
                FormatLocales.fixedWithFormatStyle(value, fractionDigits: fraction, grouping: grouping),
                "\(value) \(fraction) \(grouping)")
        }
    }

    func testSmallPricesAndFullPrecisionMatchDecimalFormatStyle() throws {
        var generator = SplitMix64(seed: 9)
        for _ in 0..<3_000 {
            let digits = Int.random(in: 1...17, using: &generator)
            let significand = UInt64.random(in: 1..<UInt64(pow(10, Double(digits))), using: &generator)
            let exponent = -digits - Int.random(in: 0...12, using: &generator)  // under 1
            let value = try XCTUnwrap(Decimal(string: "\(significand)e\(exponent)"))
            XCTAssertEqual(PriceFormat.small(value), PriceFormat.smallWithFormatStyle(value), "\(value)")
            let sign = Bool.random(using: &generator) ? "-" : ""
            let rate = try XCTUnwrap(Decimal(string: "\(sign)\(significand)e\(Int.random(in: -20...8, using: &generator))"))
            XCTAssertEqual(RateFormat.fullPrecision(rate), RateFormat.fullPrecisionWithFormatStyle(rate), "\(rate)")
        }
        for text in ["0.999999951", "0.0000099999996", "0.5", "0.15402", "0.000000631917", "0.1234565"] {
            let value = try XCTUnwrap(Decimal(string: text))
            XCTAssertEqual(PriceFormat.small(value), PriceFormat.smallWithFormatStyle(value), text)
        }
        XCTAssertEqual(RateFormat.fullPrecision(0), RateFormat.fullPrecisionWithFormatStyle(0))
    }

    /// The integer path (the value's stored digits) writes what rounding the `Decimal` with Foundation writes, for
    /// significands up to 19 digits, halves, ties and values whose count no longer fits 64 bits (those fall back).
    func testIntegerRoundingMatchesFoundationRounding() throws {
        var generator = SplitMix64(seed: 17)
        var values: [Decimal] = []
        for _ in 0..<6_000 { values.append(try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...19, exponents: -30...20)))) }
        for text in ["0.005", "-0.005", "0.0049999", "2.345", "-2.345", "999.995", "18446744073709551615", "1844674407370955161.5",
                     "18446744073709551615e-19", "5e-20", "-5e-20", "0", "-0", "1e127", "1e-128", "12345678901234567890"] {
            values.append(try XCTUnwrap(Decimal(string: text)))
        }
        values.append(Decimal(sign: .minus, exponent: -2, significand: 0))
        for value in values {
            for fraction in [0, 1, 2, 4, 8, 12, 19] {
                for grouping in [false, true] {
                    XCTAssertEqual(FixedPointText.format(value, fractionDigits: fraction, grouping: grouping),
                                   FixedPointText.formatRoundingDecimal(value, fractionDigits: fraction, grouping: grouping),
                                   "\(value) \(fraction) \(grouping)")
                }
            }
        }
        XCTAssertEqual(FixedPointText.format(Decimal.nan, fractionDigits: 2, grouping: false), "NaN")
    }

    func testRoundedCount() {
        XCTAssertEqual(DecimalParts(isNegative: false, significand: 16951515, exponent: -3).roundedCount(fractionDigits: 2), 1695152)
        XCTAssertEqual(DecimalParts(isNegative: true, significand: 2345, exponent: -3).roundedCount(fractionDigits: 2), 235)
        XCTAssertEqual(DecimalParts(isNegative: false, significand: 4, exponent: -3).roundedCount(fractionDigits: 2), 0)
        XCTAssertEqual(DecimalParts(isNegative: false, significand: 5, exponent: -3).roundedCount(fractionDigits: 2), 1)
        XCTAssertEqual(DecimalParts(isNegative: false, significand: 7, exponent: 3).roundedCount(fractionDigits: 2), 700_000)
        XCTAssertEqual(DecimalParts(isNegative: false, significand: UInt64.max, exponent: -40).roundedCount(fractionDigits: 0), 0)
        XCTAssertNil(DecimalParts(isNegative: false, significand: UInt64.max, exponent: 0).roundedCount(fractionDigits: 2))
        XCTAssertNil(DecimalParts(isNegative: false, significand: 1, exponent: 0).roundedCount(fractionDigits: 20))
        XCTAssertEqual(DecimalParts(isNegative: false, significand: 0, exponent: 60).roundedCount(fractionDigits: 2), 0)
    }
}
