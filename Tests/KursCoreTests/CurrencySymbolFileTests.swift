import Foundation
import XCTest
@testable import KursCore

/// `CurrencySymbolFile`: the text format, versions and damaged lines.
final class CurrencySymbolFileTests: XCTestCase {
    func testFormatAndParseRoundTrip() {
        let symbols: [String: String?] = ["USD": "$", "CHF": String?.none, "UAH": "₴"]
        let text = CurrencySymbolFile.format(symbols)
        XCTAssertEqual(text, "kurs-currency-symbols \(KursVersion.string)\nCHF\t\nUAH\t₴\nUSD\t$\n")
        XCTAssertEqual(CurrencySymbolFile.parse(text), symbols)
    }

    func testAnotherVersionOrGarbageReadsAsNothingAndBadLinesAreSkipped() {
        XCTAssertEqual(CurrencySymbolFile.parse("kurs-currency-symbols 0.0.1\nUSD\t$\n"), [:])
        XCTAssertEqual(CurrencySymbolFile.parse("\u{0}\u{1}garbage"), [:])
        XCTAssertEqual(CurrencySymbolFile.parse(""), [:])
        let text = "kurs-currency-symbols \(KursVersion.string)\nusd\t$\nTOOLONG\tx\nEUR\t\u{1b}[31m€\nGBP\n"
        XCTAssertEqual(CurrencySymbolFile.parse(text), ["EUR": "€"], "escape sequences stripped; bad lines skipped")
        let long = "kurs-currency-symbols \(KursVersion.string)\nUSD\t\(String(repeating: "$", count: 500))\nGBP\t£\n"
        XCTAssertEqual(CurrencySymbolFile.parse(long), ["GBP": "£"], "a symbol too long to be one is ignored")
        let wide = "kurs-currency-symbols \(KursVersion.string)\nUSD\t漢漢\nEUR\t💶\nPLN\tzł\n"
        XCTAssertEqual(CurrencySymbolFile.parse(wide), ["PLN": "zł"], "wide and emoji symbols are ignored")
    }

    func testPreloadedSymbolsAnswerWithoutReplacingLookedUpOnes() {
        CurrencySymbols.preload(["XTS": "T$"])
        XCTAssertEqual(CurrencySymbols.symbol(for: CurrencyCode("XTS")), "T$")
        let dollar = CurrencySymbols.symbol(for: .usd)
        CurrencySymbols.preload(["USD": "nope"])
        XCTAssertEqual(CurrencySymbols.symbol(for: .usd), dollar)
    }
}
