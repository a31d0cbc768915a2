import Foundation
import KursCore
import XCTest

/// Cash priced in another currency by the cross rate of one open.er-api response of any base: vs per 1 unit of X =
/// rates[vs] / rates[X], the base itself 1; a code the rates lack has no price (nil, never 0).
final class CashPriceTests: XCTestCase {
    private func d(_ text: String) -> Decimal { Decimal(string: text)! }

    /// USD-based rates as er-api gives them (the base left out here: it is 1 without being listed).
    private lazy var usdRates = MidMarketRates(
        baseCode: .usd, rates: ["EUR": d("0.8"), "PLN": d("4"), "UAH": d("40"), "XAU": 0],
        lastUpdate: Date(timeIntervalSince1970: 0), nextUpdate: Date(timeIntervalSince1970: 86_400))

    func testCrossRateFromRatesOfAnotherBase() {
        XCTAssertEqual(CashPrice.perUnit(of: "PLN", in: "EUR", rates: usdRates), d("0.2"), "0.8 / 4")
        XCTAssertEqual(CashPrice.perUnit(of: "UAH", in: "EUR", rates: usdRates), d("0.02"), "0.8 / 40")
        XCTAssertEqual(CashPrice.perUnit(of: "USD", in: "EUR", rates: usdRates), d("0.8"), "the base is 1")
        XCTAssertEqual(CashPrice.perUnit(of: "EUR", in: "USD", rates: usdRates), d("1.25"), "1 / 0.8")
        XCTAssertEqual(CashPrice.perUnit(of: "PLN", in: "UAH", rates: usdRates), 10, "40 / 4")
        XCTAssertEqual(CashPrice.perUnit(of: "PLZ", in: "EUR", rates: usdRates), d("0.2"), "PrivatBank's PLZ is PLN")
    }

    func testTheSameCurrencyIsOneWithoutRates() {
        XCTAssertEqual(CashPrice.perUnit(of: "EUR", in: "EUR", rates: nil), 1)
        XCTAssertEqual(CashPrice.perUnit(of: "EUR", in: "EUR", rates: usdRates), 1)
    }

    func testACodeWithoutARateHasNoPriceNeverZero() {
        XCTAssertNil(CashPrice.perUnit(of: "GBP", in: "EUR", rates: usdRates), "GBP is not in the rates")
        XCTAssertNil(CashPrice.perUnit(of: "PLN", in: "GBP", rates: usdRates), "nor as the vs currency")
        XCTAssertNil(CashPrice.perUnit(of: "XAU", in: "EUR", rates: usdRates), "a rate of 0 is no rate")
        XCTAssertNil(CashPrice.perUnit(of: "PLN", in: "BTC", rates: usdRates), "a coin vs currency has no er-api rate")
        XCTAssertNil(CashPrice.perUnit(of: "PLN", in: "EUR", rates: nil), "no rates loaded")
    }

    func testUnitsPerBase() {
        XCTAssertEqual(CashPrice.unitsPerBase("UAH", in: usdRates), 40)
        XCTAssertEqual(CashPrice.unitsPerBase("USD", in: usdRates), 1)
        XCTAssertNil(CashPrice.unitsPerBase("GBP", in: usdRates))
    }
}
