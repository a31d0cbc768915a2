import Foundation
@testable import KursApp
import KursCore
import XCTest

/// The config's `currencies`: the bank comparison's currencies, in order — `kurs rates --compare` without codes
/// and the dashboard's rates panel.
final class ComparedCurrenciesConfigTests: XCTestCase {
    private func rates(_ arguments: [String], config text: String) throws -> RatesOptions {
        let config = try XCTUnwrap(ConfigCheck.check(data: Data(text.utf8)).config)
        guard case .rates(let options) = try CommandParser.parse(arguments, defaults: CommandDefaults(config: config)).command
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

    func testTheDashboardComparesTheConfiguredCurrencies() throws {
        var state = ReducerFixtures.started(width: 120, height: 40)
        let config = try XCTUnwrap(ConfigCheck.check(data: Data(#"{ currencies: ["GBP", "USD"] }"#.utf8)).config)
        Dashboard.configure(&state, config: config, saved: CityList())
        XCTAssertEqual(state.settings.comparedCurrencies, ["GBP", "USD"])
        XCTAssertEqual(state.rateComparisons.map { $0.ccy }, ["GBP", "USD"])
    }

    func testConfigCheckReportsAnEmptyListAndEveryBadCode() {
        let report = ConfigCheck.check(data: Data(#"{ currencies: ["USD", "dollar", "XYZW"] }"#.utf8))
        XCTAssertEqual(report.errors.map { $0.formatted(file: "c") }.filter { $0.contains("currencies") }.count, 2,
                       report.errors.map { $0.formatted(file: "c") }.joined(separator: "\n"))
        let empty = ConfigCheck.check(data: Data("{ currencies: [] }".utf8))
        XCTAssertEqual(empty.errors.map(\.message), ["the list is empty; give ISO 4217 codes such as \"USD\""])
    }
}
