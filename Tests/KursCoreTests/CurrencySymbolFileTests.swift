import Foundation
import XCTest
@testable import KursCore

/// `CurrencySymbolFile`: the text format, versions and damaged lines.
final class CurrencySymbolFileTests: XCTestCase {
    func testFormatAndParseRoundTrip() {
        let remembered = CurrencySymbolFile.Remembered(
            symbols: ["USD": "$", "CHF": String?.none, "UAH": "₴"], minorUnits: ["JPY": 0, "KWD": 3])
        let text = CurrencySymbolFile.format(remembered)
        XCTAssertEqual(text, "kurs-currency-symbols \(KursVersion.string)\nCHF\t\nUAH\t₴\nUSD\t$\nminor\tJPY\t0\nminor\tKWD\t3\n")
        XCTAssertEqual(CurrencySymbolFile.parse(text), remembered)
        XCTAssertEqual(CurrencySymbolFile.parse("kurs-currency-symbols \(KursVersion.string)\nminor\tJPY\t9\nminor\tusd\t2\n"),
                       CurrencySymbolFile.Remembered(), "impossible digits and bad codes are ignored")
    }

    func testISONumericCodesRoundTripAndImpossibleOnesAreSkipped() {
        let remembered = CurrencySymbolFile.Remembered(numericCodes: [840: "USD", 980: "UAH"])
        let text = CurrencySymbolFile.format(remembered)
        XCTAssertEqual(text, "kurs-currency-symbols \(KursVersion.string)\nnumeric\t840\tUSD\nnumeric\t980\tUAH\n")
        XCTAssertEqual(CurrencySymbolFile.parse(text), remembered)
        let bad = "kurs-currency-symbols \(KursVersion.string)\nnumeric\t0\tUSD\nnumeric\t1000\tXXX\nnumeric\t978\teur\nnumeric\t978\tEUR\n"
        XCTAssertEqual(CurrencySymbolFile.parse(bad).numericCodes, [978: "EUR"])
    }

    /// `remembering` parses the ~180 numeric lines only when a numeric code is looked up: without them, the rest
    /// of the file reads the same.
    func testParseWithoutTheNumericCodesKeepsSymbolsAndMinorUnits() {
        let remembered = CurrencySymbolFile.Remembered(
            symbols: ["USD": "$", "CHF": String?.none], minorUnits: ["JPY": 0], numericCodes: [840: "USD", 980: "UAH"])
        let text = CurrencySymbolFile.format(remembered)
        XCTAssertEqual(CurrencySymbolFile.parse(text, numericCodes: false),
                       CurrencySymbolFile.Remembered(symbols: remembered.symbols, minorUnits: remembered.minorUnits))
        XCTAssertEqual(CurrencySymbolFile.parse(text), remembered)
    }

    func testAnotherVersionOrGarbageReadsAsNothingAndBadLinesAreSkipped() {
        XCTAssertEqual(CurrencySymbolFile.parse("kurs-currency-symbols 0.0.1\nUSD\t$\n").symbols, [:])
        XCTAssertEqual(CurrencySymbolFile.parse("\u{0}\u{1}garbage").symbols, [:])
        XCTAssertEqual(CurrencySymbolFile.parse("").symbols, [:])
        let text = "kurs-currency-symbols \(KursVersion.string)\nusd\t$\nTOOLONG\tx\nEUR\t\u{1b}[31m€\nGBP\n"
        XCTAssertEqual(CurrencySymbolFile.parse(text).symbols, ["EUR": "€"], "escape sequences stripped; bad lines skipped")
        let long = "kurs-currency-symbols \(KursVersion.string)\nUSD\t\(String(repeating: "$", count: 500))\nGBP\t£\n"
        XCTAssertEqual(CurrencySymbolFile.parse(long).symbols, ["GBP": "£"], "a symbol too long to be one is ignored")
        let wide = "kurs-currency-symbols \(KursVersion.string)\nUSD\t漢漢\nEUR\t💶\nPLN\tzł\n"
        XCTAssertEqual(CurrencySymbolFile.parse(wide).symbols, ["PLN": "zł"], "wide and emoji symbols are ignored")
    }

    func testPreloadedMinorUnitsAnswerWithoutICU() {
        CurrencySymbols.preload(minorUnits: ["XTS": 4])
        XCTAssertEqual(CurrencySymbols.minorUnits(for: CurrencyCode("XTS")), 4)
        XCTAssertEqual(CurrencySymbols.minorUnits(for: CurrencyCode("JPY")), 0)
        XCTAssertEqual(CurrencySymbols.knownMinorUnits["JPY"], 0, "looked up once, then remembered")
    }

    func testPreloadedSymbolsAnswerWithoutReplacingLookedUpOnes() {
        CurrencySymbols.preload(["XTS": "T$"])
        XCTAssertEqual(CurrencySymbols.symbol(for: CurrencyCode("XTS")), "T$")
        let dollar = CurrencySymbols.symbol(for: .usd)
        CurrencySymbols.preload(["USD": "nope"])
        XCTAssertEqual(CurrencySymbols.symbol(for: .usd), dollar)
    }
}
