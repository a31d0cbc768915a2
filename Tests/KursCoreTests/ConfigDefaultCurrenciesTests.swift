import Foundation
import XCTest
@testable import KursCore

/// The default config's currency codes, which `ConfigValidation.currencyProblem` takes without asking ICU for its
/// list: every one of them is on that list, so the shortcut can't pass a code the list would refuse.
final class ConfigDefaultCurrenciesTests: XCTestCase {
    func testTheDefaultsCodesAreAllISOCurrencies() {
        XCTAssertGreaterThanOrEqual(ConfigValidation.defaultCodes.count, 4)
        XCTAssertTrue(ConfigValidation.defaultCodes.isSubset(of: CurrencyCode.commonISOCodes), "\(ConfigValidation.defaultCodes)")
        XCTAssertNil(ConfigValidation.currencyProblem("usd"))
        XCTAssertNil(ConfigValidation.currencyProblem("JPY"), "a code not among the defaults, from ICU's list")
        XCTAssertEqual(ConfigValidation.currencyProblem("XYZ"), "unknown currency code 'XYZ'")
    }
}
