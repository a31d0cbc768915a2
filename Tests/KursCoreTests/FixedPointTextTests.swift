import Foundation
import TestSupport
import XCTest
@testable import KursCore

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
}
