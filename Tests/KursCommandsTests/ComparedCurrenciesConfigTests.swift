import Foundation
@testable import KursCommands
import KursCore
import XCTest

/// The config's `currencies`: the bank comparison's currencies, in order — `kurs rates --compare` without codes
/// (the dashboard's rates panel: `ComparedCurrenciesDashboardTests`).
final class ComparedCurrenciesConfigTests: XCTestCase {
    private func rates(_ arguments: [String], config text: String) throws -> RatesOptions {
        let config = try XCTUnwrap(ConfigCheck.check(data: Data(text.utf8)).config)
        guard let options = try CommandParser.parse(arguments, defaults: CommandDefaults(config: config)).command.parsed(RatesOptions.self)
        else { throw CocoaError(.coderInvalidValue) }
        return options
    }

    func testCompareWithoutCodesTakesTheConfigsListAndCodesOnTheLineWin() throws {
        let config = #"{ currencies: ["CHF", "usd", "CZK"] }"#
        XCTAssertEqual(try rates(["rates", "--compare"], config: config).codes, ["CHF", "USD", "CZK"])
        XCTAssertEqual(try rates(["rates", "--compare", "EUR"], config: config).codes, ["EUR"])
        XCTAssertEqual(try rates(["rates", "--compare"], config: "{}").codes, ["USD", "EUR", "PLN", "GBP"])
        XCTAssertEqual(try rates(["rates"], config: config).codes, [], "only --compare takes the list")
    }

    func testConfigCheckReportsAnEmptyListAndEveryBadCode() {
        let report = ConfigCheck.check(data: Data(#"{ currencies: ["USD", "dollar", "XYZW"] }"#.utf8))
        XCTAssertEqual(report.errors.map { $0.formatted(file: "c") }.filter { $0.contains("currencies") }.count, 2,
                       report.errors.map { $0.formatted(file: "c") }.joined(separator: "\n"))
        let empty = ConfigCheck.check(data: Data("{ currencies: [] }".utf8))
        XCTAssertEqual(empty.errors.map(\.message), ["the list is empty; give ISO 4217 codes such as \"USD\""])
    }
}

/// A 150,000-entry list, duplicates and UAH are refused by `kurs config check`, each said once.
final class ComparedCurrenciesLimitTests: XCTestCase {
    func testTooManyDuplicatesAndUAHAreErrors() {
        let many = "{ currencies: [" + String(repeating: "'USD', ", count: 40) + "] }"
        let report = ConfigCheck.check(data: Data(many.utf8))
        let messages = report.errors.map(\.message)
        XCTAssertTrue(messages.contains("at most 32 currencies, found 40"), "\(messages)")
        XCTAssertEqual(messages.filter { $0 == "'USD' is listed twice" }.count, 32, "checked up to the limit, not beyond")
        let uah = ConfigCheck.check(data: Data(#"{ currencies: ["USD", "UAH"] }"#.utf8))
        XCTAssertEqual(uah.errors.map(\.message), ["UAH is what the banks price in; list the currencies to compare against it"])
    }
}
