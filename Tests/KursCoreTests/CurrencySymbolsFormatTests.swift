import Foundation
@testable import KursCore
@testable import KursDomain
import XCTest

final class CurrencySymbolsFormatTests: XCTestCase {
    func testNarrowLocalSymbols() {
        XCTAssertEqual(CurrencySymbols.symbol(for: "EUR"), "€")
        XCTAssertEqual(CurrencySymbols.symbol(for: "USD"), "$")
        XCTAssertEqual(CurrencySymbols.symbol(for: "UAH"), "₴")
        XCTAssertEqual(CurrencySymbols.symbol(for: "GBP"), "£")
        XCTAssertEqual(CurrencySymbols.symbol(for: "PLN"), "zł")
        XCTAssertEqual(CurrencySymbols.symbol(for: "PLZ"), "zł", "PrivatBank alias maps to PLN")
        XCTAssertEqual(CurrencySymbols.symbol(for: "JPY"), "¥")
        XCTAssertEqual(CurrencySymbols.symbol(for: "XCG"), "Cg.", "ICU's symbol whole, its dot kept")
    }

    func testNoSymbolWhenOnlyTheCodeIsUsed() {
        XCTAssertNil(CurrencySymbols.symbol(for: "CHF"))
        XCTAssertNil(CurrencySymbols.symbol(for: "BTC"))
        XCTAssertNil(CurrencySymbols.symbol(for: "KWD"), "right-to-left symbol left out")
    }

    func testNames() {
        XCTAssertEqual(CurrencySymbols.currencyName(for: "UAH"), "Ukrainian Hryvnia")
        XCTAssertEqual(CurrencySymbols.currencyName(for: "EUR"), "Euro")
        XCTAssertEqual(CurrencySymbols.currencyName(for: "RUR"), CurrencySymbols.currencyName(for: "RUB"))
    }

    func testMinorUnits() {
        XCTAssertEqual(CurrencySymbols.minorUnits(for: "JPY"), 0)
        XCTAssertEqual(CurrencySymbols.minorUnits(for: "KWD"), 3)
        XCTAssertEqual(CurrencySymbols.minorUnits(for: "USD"), 2)
        XCTAssertEqual(CurrencySymbols.minorUnits(for: "UAH"), 2)
        XCTAssertEqual(CurrencySymbols.minorUnits(for: "BTC"), 2)
    }

    /// ICU's C API (`ucurr_getName`, `ucurr_getDefaultFractionDigits`), read directly, gives for every currency ICU
    /// knows (and a few it doesn't) what a currency format writes (the formatted zero's symbol is read with its dots
    /// and commas removed along with the digits: ICU's own symbol keeps them, XCG "Cg.").
    func testTheSymbolAndMinorUnitsReadFromICUAreWhatACurrencyFormatWrites() {
        let codes = Locale.commonISOCurrencyCodes + ["BTC", "XTS", "XXX", "RUR", "PLZ"]
        XCTAssertGreaterThan(codes.count, 150)
        for code in codes {
            XCTAssertEqual(CurrencySymbols.icuNarrowSymbol(code).filter { $0 != "." && $0 != "," },
                           CurrencySymbols.formattedNarrowSymbol(code), code)
            XCTAssertEqual(CurrencySymbols.icuMinorUnits(code), CurrencySymbols.formattedMinorUnits(code), code)
        }
    }
}
