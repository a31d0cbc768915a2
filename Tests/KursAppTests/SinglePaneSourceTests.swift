import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// `kurs pane rates`, `pane coins`, `pane coin ID` online: the bottom border says the data's origin and time
/// ("live 12:00", "cache 11:00"), as the sample mark does offline.
final class SinglePaneSourceTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func bottom(_ pane: PaneMode, width: Int, height: Int, change: (inout AppState) -> Void = { _ in }) -> String {
        var state = ReducerFixtures.loadedState(answerMid: true)
        state.settings.paneMode = pane
        state.screen.size = TerminalSize(width: width, height: height)
        change(&state)
        let lines = DashboardView.render(state, now: t0.addingTimeInterval(60), colorsEnabled: false).lines()
        XCTAssertEqual(lines.count, height)
        return lines.last ?? ""
    }

    func testOnlineSinglePanesSayLiveAndTheTime() {
        XCTAssertEqual(bottom(.rates, width: 40, height: 8), "└───────────────────────── live 12:00 ─┘")
        XCTAssertEqual(bottom(.coins, width: 60, height: 8), "└───────────────────────────────────────────── live 12:00 ─┘")
        XCTAssertEqual(bottom(.coin(id: "btc"), width: 40, height: 8), "└───────────────────────── live 12:00 ─┘")
    }

    func testCachedRatesSayCacheAndTheirTime() {
        let line = bottom(.rates, width: 40, height: 8) { state in
            let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: self.t0))[ReducerFixtures.bank]!
            _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.bank, .bankRates(ReducerFixtures.rates(
                ["EUR", "USD"], at: self.t0.addingTimeInterval(-3600), origin: .cache)), generation: generation,
                isSnapshot: false), now: self.t0)
        }
        XCTAssertEqual(line, "└──────────────────────── cache 11:00 ─┘")
    }
}
