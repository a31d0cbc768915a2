import Foundation
import TestSupport
import XCTest
@testable import KursCore
@testable import KursDomain

/// `Decimal.plainText` is `description`, text for text: values parsed, computed (sums, products, quotients, rounded)
/// and built from parts, with trailing zeros, negative zero and significands beyond 64 bits.
final class DecimalPlainTextTests: XCTestCase {
    func testKnownValues() throws {
        for text in ["0", "-0", "1", "-1", "41.25", "0.000001", "1700000", "1e20", "-0.5", "123456789012345678901234567890",
                     "0.1234567890123456789012345", "100", "1.50", "16951.52", "-0.000000631917123"] {
            let value = try XCTUnwrap(Decimal(string: text), text)
            XCTAssertEqual(value.plainText, value.description, text)
        }
        XCTAssertEqual(Decimal(sign: .plus, exponent: -2, significand: 150).plainText, Decimal(sign: .plus, exponent: -2, significand: 150).description)
        XCTAssertEqual(Decimal.nan.plainText, Decimal.nan.description)
    }

    func testSeededValuesAndResultsOfArithmetic() throws {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            let value = try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...19, exponents: -30...20)))
            let other = try XCTUnwrap(Decimal(string: "\(UInt32.random(in: 1...UInt32.max, using: &generator))e-4"))
            for computed in [value, value + other, value * other, value / other, value.rounded(scale: 2), -value] {
                XCTAssertEqual(computed.plainText, computed.description, "\(computed)")
            }
        }
    }
}
