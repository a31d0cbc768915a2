import Foundation
import KursCore
import XCTest

final class AmountExpressionTests: XCTestCase {
    private func value(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Decimal? {
        switch AmountExpression.parse(text) {
        case .success(let value): return value
        case .failure(let error):
            XCTFail("\(text): \(error.reason)", file: file, line: line)
            return nil
        }
    }

    private func error(_ text: String) -> AmountError? {
        if case .failure(let error) = AmountExpression.parse(text) { return error }
        return nil
    }

    func testDecimalSeparators() {
        XCTAssertEqual(value("1,5"), Decimal(string: "1.5"))
        XCTAssertEqual(value("1.5"), Decimal(string: "1.5"))
        XCTAssertEqual(value(".5"), Decimal(string: "0.5"))
        XCTAssertEqual(value("5."), Decimal(5))
        XCTAssertEqual(value("0,125"), Decimal(string: "0.125"))
        XCTAssertEqual(value("1,2345"), Decimal(string: "1.2345"))
        XCTAssertEqual(value("1.500"), Decimal(string: "1.5"))
    }

    func testThousandsSeparatorsAndSpaces() {
        XCTAssertEqual(value("1 000,50"), Decimal(string: "1000.50"))
        XCTAssertEqual(value("1\u{2009}000,50"), Decimal(string: "1000.50"))  // thin space
        XCTAssertEqual(value("1\u{202F}000\u{00A0}000"), Decimal(1_000_000))  // narrow / no-break space
        XCTAssertEqual(value("1_000"), Decimal(1000))
        XCTAssertEqual(value("1'000.25"), Decimal(string: "1000.25"))
        XCTAssertEqual(value("1,000.50"), Decimal(string: "1000.50"))
        XCTAssertEqual(value("1.000,50"), Decimal(string: "1000.50"))
        XCTAssertEqual(value("1,000,000"), Decimal(1_000_000))
        XCTAssertEqual(value("1.000.000"), Decimal(1_000_000))
        XCTAssertEqual(value("1,000"), Decimal(1000))  // a lone "," before exactly three digits groups
        XCTAssertEqual(value("12,500"), Decimal(12500))
        XCTAssertEqual(value("1234,567"), Decimal(string: "1234.567"))  // whole part of 4 digits: decimal
    }

    func testArithmetic() {
        XCTAssertEqual(value("2*(3+1)"), Decimal(8))
        XCTAssertEqual(value("2+3*4"), Decimal(14))
        XCTAssertEqual(value("(2+3)*4"), Decimal(20))
        XCTAssertEqual(value("10-4-3"), Decimal(3))
        XCTAssertEqual(value("100/8/5"), Decimal(string: "2.5"))
        XCTAssertEqual(value("1,5 * 2"), Decimal(3))
        XCTAssertEqual(value("2 × 3 ÷ 4 − 1"), Decimal(string: "0.5"))
        XCTAssertEqual(value("1/3*3"), Decimal(string: "0.99999999999999999999999999999999999999"))
        XCTAssertEqual(value("0.1+0.2"), Decimal(string: "0.3"))  // exact, unlike Double
    }

    func testUnaryMinus() {
        XCTAssertEqual(value("-3"), Decimal(-3))
        XCTAssertEqual(value("2*-3"), Decimal(-6))
        XCTAssertEqual(value("-(2+1)"), Decimal(-3))
        XCTAssertEqual(value("--3"), Decimal(3))
        XCTAssertEqual(value("5-2"), Decimal(3))
    }

    func testErrorsWithReasons() {
        XCTAssertEqual(error("1..2"), .invalidNumber("1..2"))
        XCTAssertEqual(error("1..2")?.reason, "invalid number '1..2'")
        XCTAssertEqual(error("abc"), .notANumber)
        XCTAssertEqual(error("abc")?.reason, "not a number")
        XCTAssertEqual(error("12abc"), .notANumber)
        XCTAssertEqual(error("1/0"), .divisionByZero)
        XCTAssertEqual(error("1/(2-2)")?.reason, "division by zero")
        XCTAssertEqual(error("(1+2"), .unbalancedParentheses)
        XCTAssertEqual(error("1+2)"), .unbalancedParentheses)
        XCTAssertEqual(error("(1+2")?.reason, "unbalanced parentheses")
        XCTAssertEqual(error("2+"), .trailingOperator("+"))
        XCTAssertEqual(error("2+")?.reason, "ends with the operator '+'")
        XCTAssertEqual(error(""), .empty)
        XCTAssertEqual(error("   "), .empty)
        XCTAssertEqual(error("2*/3"), .unexpected("/"))
        XCTAssertEqual(error("()"), .unexpected(")"))
        XCTAssertEqual(error("2(3)"), .unexpected("("))
        XCTAssertEqual(error("."), .invalidNumber("."))
        XCTAssertEqual(error("1,2,3"), .invalidNumber("1,2,3"))
        XCTAssertEqual(error("12,34,567"), .invalidNumber("12,34,567"))
        XCTAssertEqual(error("1.000.5"), .invalidNumber("1.000.5"))
        XCTAssertEqual(error("1,000.5.0"), .invalidNumber("1,000.5.0"))
        XCTAssertEqual(error(String(repeating: "9", count: 39)), .outOfRange)
    }

    func testOverflowIsReported() {
        let big = String(repeating: "9", count: 38)
        XCTAssertEqual(error("\(big)*\(big)*\(big)*\(big)*\(big)"), .outOfRange)
    }
}
