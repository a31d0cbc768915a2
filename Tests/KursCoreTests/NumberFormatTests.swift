import Foundation
@testable import KursCore
@testable import KursDomain
import TestSupport
import XCTest

private func dec(_ text: String) -> Decimal { Decimal(string: text)! }

final class NumberFormatTests: XCTestCase {
    /// A price's "1 or more once rounded to cents" test in integer arithmetic agrees with `NSDecimalRound`'s, at
    /// the edge (0.995, 0.99499…) and far from it, past 64 bits too.
    func testPriceThresholdMatchesDecimalRounding() throws {
        var generator = SplitMix64(seed: 29)
        var values = ["0.995", "0.994999999", "0.9949", "1", "0.5", "0", "99999999999999999999", "1e-40", "18446744073709551615e-19"].map(dec)
        for _ in 0..<6_000 { values.append(abs(try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...19, exponents: -24...4))))) }
        for value in values {
            XCTAssertEqual(PriceFormat.roundsToOneOrMore(value), value.rounded(scale: 2) >= 1, "\(value)")
        }
    }

    /// The integer path writes what the `Decimal` rounding path writes, over every unit's edges, signs, and values
    /// past 64 bits (which fall back to it).
    func testAbbreviationIntegerPathMatchesDecimalRounding() throws {
        var generator = SplitMix64(seed: 23)
        var values: [Decimal] = []
        for _ in 0..<6_000 { values.append(try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...19, exponents: -12...22)))) }
        for text in ["999.995", "999999.995", "999999", "999999999999.995", "1e15", "-0.001", "0.005", "-999.995", "1.8e17", "2e17"] {
            values.append(dec(text))
        }
        // Below 0.005 (not 0) both paths give way to the scientific form (testTinyValuesKeepTheirDigits).
        for value in values where value.isZero || abs(value) >= NumberAbbreviation.smallestTwoDecimals {
            XCTAssertEqual(NumberAbbreviation.string(value, prefix: "$"), NumberAbbreviation.stringRoundingDecimal(value, prefix: "$"),
                           "\(value)")
        }
    }

    /// A value that would round to "0.00" keeps three significant digits ("$0.00" for a coin priced 1.234e-11
    /// was a wrong number in the coin list's narrow price column).
    func testTinyValuesKeepTheirDigits() {
        XCTAssertEqual(NumberAbbreviation.string(dec("0.00000000001234"), prefix: "$"), "$1.23e-11")
        XCTAssertEqual(NumberAbbreviation.string(dec("0.000000631917"), prefix: "$"), "$6.32e-7")
        XCTAssertEqual(NumberAbbreviation.string(dec("0.004999")), "5.00e-3")
        XCTAssertEqual(NumberAbbreviation.string(dec("0.0099996")), "0.01")
        XCTAssertEqual(NumberAbbreviation.string(dec("0.005")), "0.01")
        XCTAssertEqual(NumberAbbreviation.string(dec("0.00000999996")), "1.00e-5", "rounding to 10 moves the power")
        XCTAssertEqual(NumberAbbreviation.string(dec("-0.001"), prefix: "$"), "-$1.00e-3")
        XCTAssertEqual(NumberAbbreviation.string(dec("0")), "0.00")
    }

    /// The integer path of the scientific form writes what the `Decimal` rounding path writes.
    func testScientificIntegerPathMatchesDecimalRounding() throws {
        var generator = SplitMix64(seed: 29)
        for _ in 0..<4_000 {
            let value = try XCTUnwrap(Decimal(string: generator.decimalText(digits: 1...19, exponents: -40...(-3))))
            guard !value.isZero, abs(value) < NumberAbbreviation.smallestTwoDecimals else { continue }
            XCTAssertEqual(NumberAbbreviation.scientific(value, prefix: "$"),
                           NumberAbbreviation.scientificRoundingDecimal(value, prefix: "$"), "\(value)")
        }
    }

    func testAbbreviations() {
        XCTAssertEqual(NumberAbbreviation.string(dec("1230000000000")), "1.23Tr")
        XCTAssertEqual(NumberAbbreviation.string(dec("4560000000")), "4.56Bn")
        XCTAssertEqual(NumberAbbreviation.string(dec("7890000")), "7.89M")
        XCTAssertEqual(NumberAbbreviation.string(dec("12340")), "12.34K")
        XCTAssertEqual(NumberAbbreviation.string(dec("999.5")), "999.50")
        XCTAssertEqual(NumberAbbreviation.string(dec("0")), "0.00")
        XCTAssertEqual(NumberAbbreviation.string(dec("326407877229"), prefix: "$"), "$326.41Bn")
        XCTAssertEqual(NumberAbbreviation.string(dec("1344758503096"), prefix: "$"), "$1.34Tr")
        XCTAssertEqual(NumberAbbreviation.string(dec("-6677135968.403076"), prefix: "$"), "-$6.68Bn")
        XCTAssertEqual(NumberAbbreviation.string(dec("-7890000")), "-7.89M")
    }

    func testAbbreviationRoundingMovesToTheNextUnit() {
        XCTAssertEqual(NumberAbbreviation.string(dec("999999")), "1.00M")
        XCTAssertEqual(NumberAbbreviation.string(dec("999.999")), "1.00K")
        XCTAssertEqual(NumberAbbreviation.string(dec("999.994")), "999.99")
        XCTAssertEqual(NumberAbbreviation.string(dec("2500000000000000")), "2500.00Tr")
        // 38 significant digits: the unit is taken off the exponent exactly, nothing rounded before the cents.
        XCTAssertEqual(NumberAbbreviation.string(dec("12345678901234567890123456789012345678")),
                       "12345678901234567890123456.79Tr")
        XCTAssertEqual(NumberAbbreviation.string(dec("1234.5678901234567890123456789012345678")), "1.23K")
    }

    func testPrices() {
        XCTAssertEqual(PriceFormat.string(dec("16951.52"), prefix: "$"), "$16,951.52")
        XCTAssertEqual(PriceFormat.string(dec("67291"), prefix: "$"), "$67,291.00")
        XCTAssertEqual(PriceFormat.string(dec("1.001"), prefix: "$"), "$1.00")
        XCTAssertEqual(PriceFormat.string(dec("6.31917e-7"), prefix: "$"), "$0.000000631917")
        XCTAssertEqual(PriceFormat.string(dec("0.15402"), prefix: "$"), "$0.15402")
        XCTAssertEqual(PriceFormat.string(dec("0.5"), prefix: "$"), "$0.50")
        XCTAssertEqual(PriceFormat.string(dec("0.1234567"), prefix: "$"), "$0.123457")
        XCTAssertEqual(PriceFormat.string(dec("-222.07487259236223"), prefix: "$"), "-$222.07")
        XCTAssertEqual(PriceFormat.string(dec("-3.181914837e-9")), "-0.00000000318191")
        XCTAssertEqual(PriceFormat.string(0), "0.00")
        XCTAssertEqual(PriceFormat.string(nil, prefix: "$"), "—")
    }

    func testSignedPercent() {
        XCTAssertEqual(PercentFormat.signed(dec("0.14088")), "+0.14%")
        XCTAssertEqual(PercentFormat.signed(dec("-0.32893")), "-0.33%")
        XCTAssertEqual(PercentFormat.signed(0), "0.00%")
        XCTAssertEqual(PercentFormat.signed(dec("-0.001")), "0.00%")
        XCTAssertEqual(PercentFormat.signed(dec("24897.82926")), "+24897.83%")
        XCTAssertEqual(PercentFormat.signed(nil), "—")
    }

    func testLargeChangesFitTheColumn() {
        XCTAssertEqual(PercentFormat.change(Decimal(string: "-100")).text, "▼ 100%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "99.994")).text, "▲ 99.99%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "99.996")).text, "▲ 100%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "1000.4")).text, "▲ 1000%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "99999.4")).text, "▲ 99999%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "123456")).text, "▲ 123.46K%")
        XCTAssertEqual(PercentFormat.change(Decimal(string: "-250.5"), ascii: true).text, "-251%")
        XCTAssertEqual(PercentFormat.signed(Decimal(string: "-250.5")), "-250.50%", "tables and scripts keep 2 decimals")
        for text in ["-100", "1000", "99999", "-99.99"] {
            XCTAssertLessThanOrEqual(PercentFormat.change(Decimal(string: text)).text.count, 8, text)
        }
    }

    func testChangeIndicator() {
        XCTAssertEqual(PercentFormat.change(dec("0.14088")), ChangeIndicator(direction: .up, text: "▲ 0.14%"))
        XCTAssertEqual(PercentFormat.change(dec("-0.32893")), ChangeIndicator(direction: .down, text: "▼ 0.33%"))
        XCTAssertEqual(PercentFormat.change(dec("0.004")), ChangeIndicator(direction: .flat, text: "0.00%"))
        XCTAssertEqual(PercentFormat.change(dec("0.14088"), ascii: true), ChangeIndicator(direction: .up, text: "+0.14%"))
        XCTAssertEqual(PercentFormat.change(dec("-0.32893"), ascii: true), ChangeIndicator(direction: .down, text: "-0.33%"))
        XCTAssertEqual(PercentFormat.change(nil), ChangeIndicator(direction: .flat, text: "—"))
    }

    func testRates() {
        XCTAssertEqual(RateFormat.twoDecimals(dec("41.25000")), "41.25")
        XCTAssertEqual(RateFormat.twoDecimals(dec("47.84689")), "47.85")
        XCTAssertEqual(RateFormat.twoDecimals(dec("2.345")), "2.35")
        XCTAssertEqual(RateFormat.twoDecimals(dec("42069.27132")), "42069.27")
        XCTAssertEqual(RateFormat.fullPrecision(dec("47.84689")), "47.84689")
        XCTAssertEqual(RateFormat.fullPrecision(dec("46.80000")), "46.8")
        XCTAssertEqual(RateFormat.fullPrecision(dec("6.31917e-7")), "0.000000631917")
        XCTAssertEqual(RateFormat.fullPrecision(dec("1344758503096.403076")), "1344758503096.403076")
    }

    func testTableRatesKeepFourSignificantDigitsBelowOne() {
        XCTAssertEqual(RateFormat.tableText(dec("0.0158")), "0.0158", "BIF")
        XCTAssertEqual(RateFormat.tableText(dec("0.028106")), "0.02811", "KRW")
        XCTAssertEqual(RateFormat.tableText(dec("0.907539")), "0.9075")
        XCTAssertEqual(RateFormat.tableText(dec("0.5")), "0.50")
        XCTAssertEqual(RateFormat.tableText(dec("0.00001235")), "0.00001235")
        XCTAssertEqual(RateFormat.tableText(dec("6.31917e-7")), "0.0000006319")
        XCTAssertEqual(RateFormat.tableText(dec("0.099996")), "0.10", "rounds up to the next digit")
        XCTAssertEqual(RateFormat.tableText(dec("-0.028106")), "-0.02811")
        XCTAssertEqual(RateFormat.tableText(dec("0")), "0.00")
        XCTAssertEqual(RateFormat.tableText(dec("1")), "1.00")
        XCTAssertEqual(RateFormat.tableText(dec("47.84689")), "47.85")
    }

    func testBlockTime() {
        XCTAssertEqual(BlockTimeFormat.string(minutes: 10), "10 min")
        XCTAssertEqual(BlockTimeFormat.string(minutes: nil), "n/a")
    }

    func testDecimalTextIsStrict() {
        XCTAssertEqual(DecimalText.parse("47.84689"), dec("47.84689"))
        XCTAssertEqual(DecimalText.parse(" 6.31917e-7 "), dec("0.000000631917"))
        XCTAssertNil(DecimalText.parse("12abc"))
        XCTAssertNil(DecimalText.parse(""))
        XCTAssertNil(DecimalText.parse("1,5"))
        XCTAssertNil(DecimalText.parse("1e"))
    }
}
