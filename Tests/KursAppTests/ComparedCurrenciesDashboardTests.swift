import Foundation
import KursCore
import XCTest
@testable import KursApp

/// The config's `currencies` are the dashboard's rates comparison, in order (`kurs rates --compare`:
/// `ComparedCurrenciesConfigTests`).
final class ComparedCurrenciesDashboardTests: XCTestCase {
    func testTheDashboardComparesTheConfiguredCurrencies() throws {
        var state = ReducerFixtures.started(width: 120, height: 40)
        let config = try XCTUnwrap(ConfigCheck.check(data: Data(#"{ currencies: ["GBP", "USD"] }"#.utf8)).config)
        Dashboard.configure(&state, config: config, saved: CityList())
        XCTAssertEqual(state.settings.comparedCurrencies, ["GBP", "USD"])
        XCTAssertEqual(state.rateComparisons.map { $0.ccy }, ["GBP", "USD"])
    }
}
