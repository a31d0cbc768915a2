import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// The pure reducer: start, navigation, filter, back/quit, help; and the view's too-small screen and idle frame.
final class AppReducerDashboardTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func loadedState() -> AppState { ReducerFixtures.loadedState() }

    private func press(_ keys: Key..., in state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    func testStartLoadsSnapshotsAndTheFirstTickFetchesEverySourceOnce() throws {
        var state = ReducerFixtures.state()
        XCTAssertEqual(AppReducer.reduce(&state, .start, now: t0), [
            .loadSnapshot(.bankRates(.cash)), .loadSnapshot(.bankRates(.card)), .loadSnapshot(.monobank),
            .loadSnapshot(.nbu), .loadSnapshot(.midMarketRates(base: .usd)), .loadSnapshot(.markets(vsCurrency: "usd")),
            .weather(.cachedForecast(state.weather.cities[0], units: .metric)),
        ], "snapshots first (the weather tile's cached forecast too): the first frame is drawn before any fetch starts")
        XCTAssertLessThanOrEqual(try XCTUnwrap(AppReducer.nextWake(state, now: t0)), t0, "the new sources are due at once")
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: t0), [
            .fetch(.bankRates(.cash), generation: 1), .fetch(.bankRates(.card), generation: 2),
            .fetch(.monobank, generation: 3), .fetch(.nbu, generation: 4), .fetch(.midMarketRates(base: .usd), generation: 5),
            .fetch(.markets(vsCurrency: "usd"), generation: 6),
            .weather(.loadForecast(.configured(.kyiv), units: .metric, generation: 7)),
        ], "at 120x40 the weather tile's city is a source too")
        XCTAssertTrue(state.isFetching(.markets(vsCurrency: "usd")))
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: t0), [], "nothing fetched twice while in flight")
        XCTAssertNil(AppReducer.nextWake(state, now: t0), "all in flight: only a result can wake the loop")
    }

    func testOfflineStartOnlyLoadsSnapshotsAndNeverWakes() {
        var state = ReducerFixtures.state(offline: true)
        let effects = AppReducer.reduce(&state, .start, now: t0)
        let snapshots: [Effect] = ReducerFixtures.dashboardSources.map { .loadSnapshot($0) }
        XCTAssertEqual(effects, snapshots + [.weather(.loadForecast(.configured(.kyiv), units: .metric))],
                       "the weather tile's forecast is read from the cache")
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: t0), [])
        XCTAssertNil(AppReducer.nextWake(state, now: t0))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("r")), now: t0), snapshots, "r re-reads the snapshots")
    }

    func testArrowsAndVimKeysMoveTheFocusedSelectionWithinBounds() {
        var state = loadedState()
        XCTAssertEqual(state.screen.focus, .coins, "the coin list has the focus at start")
        _ = press(.down, .char("j"), .down, in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 2, "clamped at the last coin")
        _ = press(.char("k"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 1)
        _ = press(.char("g"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 0)
        _ = press(.char("G"), in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 2)
        _ = press(.pageUp, in: &state)
        XCTAssertEqual(state.screen.coinsSelection, 0)
        _ = press(.tab, .down, .down, in: &state)
        XCTAssertEqual(state.screen.focus, .rates)
        XCTAssertEqual(state.screen.ratesSelection, 2, "the rows are the compared currencies, not PrivatBank's two")
        XCTAssertEqual(state.selectedRateCode, "PLN")
        _ = press(.down, .down, .down, in: &state)
        XCTAssertEqual(state.screen.ratesSelection, 3, "clamped at the last compared currency")
        XCTAssertEqual(state.selectedRateCode, "GBP")
        _ = press(.char("g"), in: &state)
        XCTAssertEqual(state.selectedRateCode, "USD")
        XCTAssertEqual(state.screen.coinsSelection, 0, "the other pane keeps its selection")
    }

    func testFilterMatchesNameOrSymbolCaseInsensitivelyAndEnterKeepsIt() {
        var state = loadedState()
        _ = press(.char("/"), .char("D"), .char("O"), in: &state)
        XCTAssertTrue(state.screen.isEditingFilter)
        XCTAssertEqual(state.visibleCoins.map(\.id), ["dogecoin"])
        _ = press(.backspace, .backspace, .char("E"), .char("T"), .char("H"), .enter, in: &state)
        XCTAssertFalse(state.screen.isEditingFilter)
        XCTAssertEqual(state.screen.filter, "ETH")
        XCTAssertEqual(state.visibleCoins.map(\.name), ["Ethereum"])
        XCTAssertEqual(state.screen.focus, .coins)
        // j/k are ordinary keys again once the filter is closed; Esc clears it.
        _ = press(.escape, in: &state)
        XCTAssertEqual(state.screen.filter, "")
        XCTAssertEqual(state.visibleCoins.count, 3)
    }

    func testFilterTypingTreatsQAsTextAndEscCancels() {
        var state = loadedState()
        let effects = press(.char("/"), .char("q"), in: &state)
        XCTAssertEqual(effects, [], "q while filtering is text, not quit")
        XCTAssertEqual(state.screen.filter, "q")
        _ = press(.escape, in: &state)
        XCTAssertFalse(state.screen.isEditingFilter)
        XCTAssertEqual(state.screen.filter, "")
    }

    func testEnterOpensTheSelectedCoinAndBackKeysReturn() {
        var state = loadedState()
        let effects = press(.down, .enter, in: &state)
        XCTAssertEqual(state.route, .coinDetail(id: "ethereum"))
        let chart = AnyResource(Resource.marketChart(id: "ethereum", vsCurrency: "usd", days: .week))
        XCTAssertEqual(effects, [.loadSnapshot(.coinDetail(id: "ethereum")), .loadSnapshot(chart)])
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: t0),
                       [.fetch(chart, generation: 8), .fetch(.coinDetail(id: "ethereum"), generation: 9)],
                       "no detail or chart cached: fetched on the next tick (7 is the weather tile's forecast)")
        for back in [Key.escape, .backspace, .char("q")] {
            _ = press(.enter, in: &state)
            XCTAssertEqual(state.screen.routes.count, 2)
            XCTAssertEqual(press(back, in: &state), [], "\(back) goes back, never quits from a detail")
            XCTAssertEqual(state.route, .dashboard)
        }
    }

    func testQQuitsAtTopLevelAndCtrlCAlwaysQuits() {
        var state = loadedState()
        XCTAssertEqual(press(.char("q"), in: &state), [.quit(status: 0)])
        _ = press(.tab, .enter, .char("?"), in: &state)
        XCTAssertTrue(state.screen.isHelpVisible)
        XCTAssertEqual(press(.ctrlC, in: &state), [.quit(status: 0)])
    }

    func testHelpOverlayTogglesAndSwallowsOtherKeys() {
        var state = loadedState()
        _ = press(.char("?"), .down, .char("q"), in: &state)
        XCTAssertFalse(state.screen.isHelpVisible, "q closes the help instead of quitting")
        XCTAssertEqual(state.screen.ratesSelection, 0, "keys under the overlay do nothing")
        _ = press(.char("?"), .char("?"), in: &state)
        XCTAssertFalse(state.screen.isHelpVisible)
    }

    func testTooSmallTerminalShowsAMessageInsteadOfTheDashboard() {
        var state = loadedState()
        _ = AppReducer.reduce(&state, .resize(width: 59, height: 20), now: t0)
        let lines = DashboardView.render(state, now: t0).lines()
        XCTAssertEqual(lines.count, 20)
        XCTAssertTrue(lines.contains { $0.contains("terminal too small") })
        XCTAssertTrue(lines.contains { $0.contains("59x20 (need 60x15)") })
        _ = AppReducer.reduce(&state, .resize(width: 60, height: 15), now: t0)
        let dashboard = DashboardView.render(state, now: t0).lines()
        XCTAssertTrue(dashboard[0].hasPrefix("┌ Rates · UAH per 1 unit"), dashboard[0])
        XCTAssertFalse(dashboard.contains { $0.contains("too small") })
    }

    func testTheViewIsPureSoAnIdleFrameIsIdentical() {
        let state = loadedState()
        XCTAssertEqual(DashboardView.render(state, now: t0), DashboardView.render(state, now: t0.addingTimeInterval(30 * 60)),
                       "no relative ages: nothing on screen moves while idle")
    }
}

/// The converter's Monobank and NBU prices follow their own source's value: kept when another source lands,
/// worked out again when theirs does.
final class ConverterHryvniaPricesTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// 100 USD in UAH at `source`'s prices in `state` (nil: none loaded).
    private func hundredDollars(at source: HistorySource, in state: AppState) -> Decimal? {
        guard let prices = state.converterRates.hryvnia[source]?.value else { return nil }
        return try? state.converterRates.converter.convert(100, from: "USD", to: .uah, at: prices).get().result
    }

    func testPricesKeptWhileOtherSourcesLandEqualTheOnesWorkedOutAgain() throws {
        let state = ReducerFixtures.loadedState(answerMid: true)  // Monobank and the NBU landed before open.er-api
        var everything = state
        everything.rebuildConverterRates()
        for source in [HistorySource.monobank, .nbu] {
            XCTAssertEqual(state.converterRates.hryvnia[source]?.fetchedAt, everything.converterRates.hryvnia[source]?.fetchedAt)
            XCTAssertNotNil(hundredDollars(at: source, in: state))
            XCTAssertEqual(hundredDollars(at: source, in: state), hundredDollars(at: source, in: everything))
        }
    }

    func testANewMonobankValueIsPricedAndKeptWhenTheBankLandsAfterIt() throws {
        var state = ReducerFixtures.loadedState(answerMid: true)
        XCTAssertEqual(hundredDollars(at: .monobank, in: state), Decimal(string: "4130"))
        let later = t0.addingTimeInterval(600)
        let usd = MonobankRate(currencyA: "USD", currencyB: .uah, numericA: 840, numericB: 980,
                               buy: Decimal(string: "42.00"), sale: Decimal(string: "42.50"), cross: nil, date: later)
        let monobank = SourceValue.monobank(Fetched(value: DecodedList(elements: [usd]), fetchedAt: later, origin: .live))
        AppReducer.store(monobank.loaded(for: ReducerFixtures.monobank), in: &state)
        XCTAssertEqual(state.converterRates.hryvnia[.monobank]?.fetchedAt, later)
        XCTAssertEqual(hundredDollars(at: .monobank, in: state), Decimal(string: "4200"))
        AppReducer.store(SourceValue.bankRates(ReducerFixtures.rates(["EUR", "USD"], at: later)).loaded(for: ReducerFixtures.bank),
                         in: &state)
        XCTAssertEqual(hundredDollars(at: .monobank, in: state), Decimal(string: "4200"))
        XCTAssertEqual(state.converterRates.hryvnia[.nbu]?.fetchedAt, t0)
    }
}
