import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The reducer stated as whole states, before → after (AppState is Equatable): every change a message makes is
/// spelled out, so a change nobody expected fails the test.
final class WholeStateReducerTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// Offline at 120×40 in UTC with the cash rates and three coins snapshots answered.
    private func started() -> AppState { ReducerFixtures.started() }

    func testNavigationDownOpenExpandAndBack() {
        var state = started()
        var expected = state
        _ = AppReducer.reduce(&state, .key(.down), now: t0)
        expected.screen.coinsSelection = 1
        XCTAssertEqual(state, expected, "↓ moves the coin cursor, nothing else")

        let effects = AppReducer.reduce(&state, .key(.enter), now: t0)
        expected.screen.routes = [.dashboard, .coinDetail(id: "ethereum")]
        XCTAssertEqual(state, expected, "Enter opens the coin under the cursor")
        XCTAssertEqual(effects, [.loadSnapshot(.coinDetail(id: "ethereum")),
                                 .loadSnapshot(AnyResource(Resource.marketChart(id: "ethereum", vsCurrency: "usd", days: .week)))],
                       "the detail and its 7-day chart")

        _ = AppReducer.reduce(&state, .key(.char("d")), now: t0)
        expected.screen.routes = [.dashboard, .coinDetail(CoinDetailScreen(id: "ethereum", isDescriptionExpanded: true))]
        XCTAssertEqual(state, expected, "d expands the description of that route")

        _ = AppReducer.reduce(&state, .key(.char("j")), now: t0)
        expected.screen.routes = [.dashboard, .coinDetail(
            CoinDetailScreen(id: "ethereum", isDescriptionExpanded: true, descriptionOffset: 1))]
        XCTAssertEqual(state, expected, "j scrolls the expanded description")

        _ = AppReducer.reduce(&state, .key(.escape), now: t0)
        expected.screen.routes = [.dashboard]
        XCTAssertEqual(state, expected, "Esc goes back; the list keeps its cursor")
    }

    func testConverterTypingChangesOnlyTheConverter() {
        var state = started()
        _ = AppReducer.reduce(&state, .key(.tab), now: t0)
        _ = AppReducer.reduce(&state, .key(.tab), now: t0)
        XCTAssertEqual(state.screen.focus, .converter)
        let before = state
        _ = AppReducer.reduce(&state, .key(.char("2")), now: t0)
        var expected = before
        expected.converter.amountText = "2"
        expected.converter.amountSelected = false
        expected.converter.lastValidAmount = 2
        expected.converter.conversion = state.converter.conversion
        XCTAssertEqual(state, expected, "typing replaces the amount and converts; nothing else moves")
        XCTAssertEqual(state.converter.conversion?.formattedResult, "2.00", "2 USD at the fixture's buy rate 1")
    }

    func testWeatherSearchFieldIsTheWeatherPanesOwnState() {
        var state = started()
        _ = AppReducer.reduce(&state, .key(.char("w")), now: t0)
        let before = state
        _ = AppReducer.reduce(&state, .key(.char("a")), now: t0)
        var expected = before
        expected.weather.mode = .addingCity(CitySearch())
        XCTAssertEqual(state, expected, "a opens the search field of the weather pane, nothing else")
    }
}
