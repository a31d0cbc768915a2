import Foundation
import TestSupport
import XCTest
@testable import KursCore

/// `Decimal.rounded(scale:)`: the integer path gives what `NSDecimalRound` gives, value and spelling.
final class DecimalRoundingTests: XCTestCase {
    private func reference(_ value: Decimal, scale: Int, mode: NSDecimalNumber.RoundingMode = .plain) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, mode)
        return result
    }

    func testHalvesGoAwayFromZero() {
        XCTAssertEqual(Decimal(string: "2.345")!.rounded(scale: 2), Decimal(string: "2.35")!)
        XCTAssertEqual(Decimal(string: "-2.345")!.rounded(scale: 2), Decimal(string: "-2.35")!)
        XCTAssertEqual(Decimal(string: "-0.001")!.rounded(scale: 2).description, "0")
        XCTAssertEqual(Decimal(string: "1.999")!.rounded(scale: 2).description, "2")
        XCTAssertEqual(Decimal(string: "123456.7890")!.rounded(scale: 2).description, "123456.79")
    }

    func testSameAsNSDecimalRoundOverManyValues() {
        var random = SplitMix64(seed: 17)
        let significands: [UInt64] = [0, 1, 5, 9, 10, 15, 25, 45, 99, 100, 12_345, 999_999, UInt64.max, UInt64.max / 10]
        var values: [Decimal] = []
        for exponent in -25...20 {
            for significand in significands {
                values.append(Decimal(sign: .plus, exponent: exponent, significand: Decimal(significand)))
                values.append(Decimal(sign: .minus, exponent: exponent, significand: Decimal(significand)))
            }
        }
        for _ in 0..<2_000 {
            let significand = Decimal(random.next() >> UInt64.random(in: 0...63, using: &random))
            let exponent = Int.random(in: -22...6, using: &random)
            values.append(Decimal(sign: Bool.random(using: &random) ? .minus : .plus, exponent: exponent, significand: significand))
        }
        values += ["0.005", "-0.005", "0.015", "1.50", "100", "1e3", "12.3400", "0.1234567890123456789"].map { Decimal(string: $0)! }
        for value in values {
            for scale in [0, 1, 2, 4, 6, 8, 19] {
                let rounded = value.rounded(scale: scale)
                let expected = reference(value, scale: scale)
                XCTAssertEqual(rounded, expected, "\(value) at \(scale)")
                XCTAssertEqual(rounded.description, expected.description, "\(value) at \(scale)")
            }
        }
    }

    func testOtherModesAndScalesStillUseNSDecimalRound() {
        let value = Decimal(string: "-2.345")!
        XCTAssertEqual(value.rounded(scale: 2, mode: .down), reference(value, scale: 2, mode: .down))
        XCTAssertEqual(value.rounded(scale: 2, mode: .bankers), reference(value, scale: 2, mode: .bankers))
        XCTAssertEqual(Decimal(1234).rounded(scale: -2), reference(Decimal(1234), scale: -2))
    }
}
