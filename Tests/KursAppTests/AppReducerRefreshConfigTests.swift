import Foundation
@testable import KursApp
import KursCore
import XCTest

/// The config's `refresh` settings reach the dashboard's scheduler: reload interval and 24-hour budget.
final class AppReducerRefreshConfigTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_724_025_600)  // 2024-08-19 00:00:00 UTC

    func testConfiguredMarketsIntervalAndBudgetAreUsed() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: false)
        state.settings.refresh = RefreshSettings(marketsMinutes: 5, budgetPerDay: 3)
        _ = AppReducer.reduce(&state, .start, now: t0)
        let markets = ResourceID.markets(vsCurrency: "usd")
        XCTAssertEqual(state.sources.scheduler.status(of: markets, now: t0).budget, 3)
        let generation = state.sources.scheduler.fetchStarted(markets, now: t0)
        XCTAssertTrue(state.sources.scheduler.fetchSucceeded(markets, generation: generation, now: t0))
        XCTAssertEqual(state.sources.scheduler.status(of: markets, now: t0).reloadDate, t0.addingTimeInterval(300))
    }

    func testDefaultsWithoutConfig() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: false)
        _ = AppReducer.reduce(&state, .start, now: t0)
        let markets = ResourceID.markets(vsCurrency: "usd")
        XCTAssertEqual(state.sources.scheduler.status(of: markets, now: t0).budget, 72)
        let generation = state.sources.scheduler.fetchStarted(markets, now: t0)
        XCTAssertTrue(state.sources.scheduler.fetchSucceeded(markets, generation: generation, now: t0))
        XCTAssertEqual(state.sources.scheduler.status(of: markets, now: t0).reloadDate, t0.addingTimeInterval(3600))
    }
}
