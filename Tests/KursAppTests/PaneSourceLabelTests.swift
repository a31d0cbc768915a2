import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp

/// `kurs pane NAME`'s bottom-border label says where its numbers are from; a coin pane with a range chart names the
/// chart's origin too, so a chart from the embedded sample is never labelled by the price's cache time.
final class PaneSourceLabelTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func coinPane() -> AppState {
        var state = ReducerFixtures.state(offline: true)
        state.settings.paneMode = .coin(id: "bitcoin")
        let markets = ReducerFixtures.coins([("btc", "Bitcoin")], at: t0 - 600, origin: .cache)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.markets, .markets(markets), generation: 0, isSnapshot: true), now: t0)
        return state
    }

    func testTheCoinPaneNamesThePricesOriginAndTheChartsOnceARangeIsDrawn() throws {
        var state = coinPane()
        XCTAssertEqual(state.singlePaneSourceLabel(now: t0), "cache 11:50")
        state.screen.paneCoinRange = .year
        XCTAssertEqual(state.singlePaneSourceLabel(now: t0), "cache 11:50", "no chart loaded yet: the price's only")
        let chart = try XCTUnwrap(state.openChartResource)
        let sample = Fetched(value: MarketChart(prices: [ChartPoint(date: t0 - 86_400, value: 1), ChartPoint(date: t0, value: 2)]),
                             fetchedAt: Date(timeIntervalSince1970: 1_790_000_000), origin: .embeddedSample(recordedOn: "2026-09-26"))
        _ = AppReducer.reduce(&state, .loaded(LoadedValue(Loaded(source: chart.source, fetched: sample), of: chart),
                                              generation: 0, isSnapshot: true), now: t0)
        let label = try XCTUnwrap(state.singlePaneSourceLabel(now: t0))
        XCTAssertTrue(label.hasPrefix("cache 11:50 · chart sample "), label)
    }
}
