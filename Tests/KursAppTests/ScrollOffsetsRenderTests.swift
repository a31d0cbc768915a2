import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// The lists' first visible rows are render state (`ScrollOffsets`): the reducer moves the selection, each
/// frame settles the offset for the height its layout gives the list, starting from the previous frame's.
final class ScrollOffsetsRenderTests: XCTestCase {
    private let t0 = ReducerFixtures.t0
    /// 30 currencies: more than the rates pane shows beside the converter in 120×40.
    private let codes = (0..<30).map { "Q" + String(UnicodeScalar(65 + $0 / 26)!) + String(UnicodeScalar(65 + $0 % 26)!) }

    private func ratesState() -> AppState {
        var state = ReducerFixtures.state(offline: true)
        state.settings.comparedCurrencies = codes.map { CurrencyCode($0) }  // the rates pane's rows
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.bank, .bankRates(ReducerFixtures.rates(codes, at: t0)),
                                              generation: 0, isSnapshot: true), now: t0)
        state.screen.focus = .rates
        return state
    }

    /// The frame's rows that show one of the currencies, top to bottom.
    private func shownCodes(_ frame: Buffer) -> [String] {
        frame.lines().compactMap { line in codes.first { line.contains(" \($0) ") } }
    }

    func testTheRatesTableKeepsItsViewWhileTheSelectionMovesWithinIt() {
        var state = ratesState()
        var offsets = ScrollOffsets()
        var frame = DashboardView.render(state, now: t0, offsets: &offsets)
        let visible = shownCodes(frame).count
        XCTAssertGreaterThan(visible, 5)
        XCTAssertLessThan(visible, codes.count, "the table scrolls in this layout")
        for _ in 0..<29 {
            _ = AppReducer.reduce(&state, .key(.down), now: t0)
            frame = DashboardView.render(state, now: t0, offsets: &offsets)
        }
        XCTAssertEqual(shownCodes(frame).last, codes[29], "the last row is shown at the bottom")
        XCTAssertEqual(offsets.rates.offset, 30 - visible)
        _ = AppReducer.reduce(&state, .key(.up), now: t0)
        frame = DashboardView.render(state, now: t0, offsets: &offsets)
        XCTAssertEqual(offsets.rates.offset, 30 - visible, "one row up does not move the view")
        XCTAssertEqual(shownCodes(frame), Array(codes[(30 - visible)...]))
        XCTAssertEqual(offsets.coins, TableState(), "the coin list (empty) kept its offset")
    }

    func testAListThatIsNotDrawnKeepsItsOffset() {
        var state = ReducerFixtures.loadedState()
        var offsets = ScrollOffsets()
        offsets.coins.offset = 2
        _ = AppReducer.reduce(&state, .key(.down), now: t0)
        _ = AppReducer.reduce(&state, .key(.enter), now: t0)
        XCTAssertEqual(state.route, .coinDetail(id: "ethereum"))
        _ = DashboardView.render(state, now: t0, offsets: &offsets)
        XCTAssertEqual(offsets.coins.offset, 2, "the detail replaces the list: nothing settles its offset")
        _ = AppReducer.reduce(&state, .key(.escape), now: t0)
        _ = DashboardView.render(state, now: t0, offsets: &offsets)
        XCTAssertEqual(offsets.coins.offset, 0, "drawn again: the three coins fit, so the list starts at the top")
    }
}
