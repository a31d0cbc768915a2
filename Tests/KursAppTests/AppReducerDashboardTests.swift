import Foundation
@testable import KursApp
import KursCore
import TerminalNcurses
import TerminalUI
import XCTest

/// The pure reducer: navigation, filter, back/quit, generations, failures; and the placeholder view's
/// too-small screen.
final class AppReducerDashboardTests: XCTestCase {
    private let t0 = Date(timeIntervalSince1970: 1_771_329_600)  // 2026-02-17 12:00 UTC

    private func coins(_ names: [(String, String)]) -> Fetched<DecodedList<Coin>> {
        let list = names.enumerated().map { Coin(id: $1.1.lowercased(), symbol: $1.0, name: $1.1, marketCapRank: $0 + 1) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: t0, origin: .network)
    }

    private func rates(_ codes: [String], at date: Date) -> Fetched<DecodedList<BankRate>> {
        let list = codes.map { BankRate(ccy: CurrencyCode($0), baseCcy: .uah, buy: 1, sale: 2) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: date, origin: .network)
    }

    /// A started online state with three coins and two rates loaded as the answers to the start fetches.
    private func loadedState() -> AppState {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: false)
        _ = AppReducer.reduce(&state, .start, now: t0)
        let marketsID = DashboardSource.markets(vsCurrency: "usd"), ratesID = DashboardSource.bankRates(.cash)
        _ = AppReducer.reduce(&state, .loaded(marketsID, .markets(coins([("btc", "Bitcoin"), ("eth", "Ethereum"), ("doge", "Dogecoin")])),
                                              generation: state[meta: marketsID].generation, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(ratesID, .bankRates(rates(["EUR", "USD"], at: t0)),
                                              generation: state[meta: ratesID].generation, isSnapshot: false), now: t0)
        return state
    }

    private func press(_ keys: Key..., in state: inout AppState) -> [Effect] {
        keys.flatMap { AppReducer.reduce(&state, .key($0), now: t0) }
    }

    func testStartLoadsSnapshotThenFetchesEverySourceWithOneGeneration() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: false)
        let effects = AppReducer.reduce(&state, .start, now: t0)
        XCTAssertEqual(effects, [
            .loadSnapshot(.bankRates(.cash), generation: 1), .fetch(.bankRates(.cash), generation: 1),
            .loadSnapshot(.midMarketRates(base: .usd), generation: 1), .fetch(.midMarketRates(base: .usd), generation: 1),
            .loadSnapshot(.markets(vsCurrency: "usd"), generation: 1), .fetch(.markets(vsCurrency: "usd"), generation: 1),
            .scheduleWake(t0.addingTimeInterval(60)),
        ])
        XCTAssertTrue(state[meta: .markets(vsCurrency: "usd")].isLoading)
    }

    func testOfflineStartOnlyLoadsSnapshots() {
        var state = AppState(size: TerminalSize(width: 120, height: 40), isOffline: true)
        let effects = AppReducer.reduce(&state, .start, now: t0)
        XCTAssertFalse(effects.contains { if case .fetch = $0 { return true } else { return false } })
        XCTAssertEqual(effects.filter { if case .loadSnapshot = $0 { return true } else { return false } }.count, 3)
    }

    func testArrowsAndVimKeysMoveTheFocusedSelectionWithinBounds() {
        var state = loadedState()
        XCTAssertEqual(state.focus, .coins, "the coin list has the focus at start")
        _ = press(.down, .char("j"), .down, in: &state)
        XCTAssertEqual(state.coinsSelection, 2, "clamped at the last coin")
        _ = press(.char("k"), in: &state)
        XCTAssertEqual(state.coinsSelection, 1)
        _ = press(.char("g"), in: &state)
        XCTAssertEqual(state.coinsSelection, 0)
        _ = press(.char("G"), in: &state)
        XCTAssertEqual(state.coinsSelection, 2)
        _ = press(.pageUp, in: &state)
        XCTAssertEqual(state.coinsSelection, 0)
        _ = press(.tab, .down, .down, in: &state)
        XCTAssertEqual(state.focus, .rates)
        XCTAssertEqual(state.ratesSelection, 1)
        XCTAssertEqual(state.coinsSelection, 0, "the other pane keeps its selection")
    }

    func testFilterMatchesNameOrSymbolCaseInsensitivelyAndEnterKeepsIt() {
        var state = loadedState()
        _ = press(.char("/"), .char("D"), .char("O"), in: &state)
        XCTAssertTrue(state.isEditingFilter)
        XCTAssertEqual(state.visibleCoins.map(\.id), ["dogecoin"])
        _ = press(.backspace, .backspace, .char("E"), .char("T"), .char("H"), .enter, in: &state)
        XCTAssertFalse(state.isEditingFilter)
        XCTAssertEqual(state.filter, "ETH")
        XCTAssertEqual(state.visibleCoins.map(\.name), ["Ethereum"])
        XCTAssertEqual(state.focus, .coins)
        // j/k are ordinary keys again once the filter is closed; Esc clears it.
        _ = press(.escape, in: &state)
        XCTAssertEqual(state.filter, "")
        XCTAssertEqual(state.visibleCoins.count, 3)
    }

    func testFilterTypingTreatsQAsTextAndEscCancels() {
        var state = loadedState()
        let effects = press(.char("/"), .char("q"), in: &state)
        XCTAssertEqual(effects, [], "q while filtering is text, not quit")
        XCTAssertEqual(state.filter, "q")
        _ = press(.escape, in: &state)
        XCTAssertFalse(state.isEditingFilter)
        XCTAssertEqual(state.filter, "")
    }

    func testEnterOpensTheSelectedCoinAndBackKeysReturn() {
        var state = loadedState()
        let effects = press(.down, .enter, in: &state)
        XCTAssertEqual(state.route, .coinDetail(id: "ethereum"))
        XCTAssertEqual(effects, [.loadSnapshot(.coinDetail(id: "ethereum"), generation: 1),
                                 .fetch(.coinDetail(id: "ethereum"), generation: 1)])
        for back in [Key.escape, .backspace, .char("q")] {
            _ = press(.enter, in: &state)
            XCTAssertEqual(state.routes.count, 2)
            XCTAssertEqual(press(back, in: &state), [], "\(back) goes back, never quits from a detail")
            XCTAssertEqual(state.route, .dashboard)
        }
    }

    func testQQuitsAtTopLevelAndCtrlCAlwaysQuits() {
        var state = loadedState()
        XCTAssertEqual(press(.char("q"), in: &state), [.quit(status: 0)])
        _ = press(.tab, .enter, .char("?"), in: &state)
        XCTAssertTrue(state.isHelpVisible)
        XCTAssertEqual(press(.ctrlC, in: &state), [.quit(status: 0)])
    }

    func testHelpOverlayTogglesAndSwallowsOtherKeys() {
        var state = loadedState()
        _ = press(.char("?"), .down, .char("q"), in: &state)
        XCTAssertFalse(state.isHelpVisible, "q closes the help instead of quitting")
        XCTAssertEqual(state.ratesSelection, 0, "keys under the overlay do nothing")
        _ = press(.char("?"), .char("?"), in: &state)
        XCTAssertFalse(state.isHelpVisible)
    }

    func testAResultFromAnOlderGenerationIsDropped() {
        var state = loadedState()
        let source = DashboardSource.bankRates(.cash)
        let later = t0.addingTimeInterval(120)
        let effects = press(.char("r"), in: &state)
        XCTAssertTrue(effects.contains(.fetch(source, generation: 2)))
        // The newer request answers first, then the stale one arrives late.
        _ = AppReducer.reduce(&state, .loaded(source, .bankRates(rates(["PLN"], at: later)), generation: 2, isSnapshot: false), now: later)
        let dropped = AppReducer.reduce(&state, .loaded(source, .bankRates(rates(["GBP"], at: t0)), generation: 1, isSnapshot: false), now: later)
        XCTAssertEqual(dropped, [])
        XCTAssertEqual(state.rateRows.map(\.ccy), ["PLN"])
        XCTAssertEqual(state[meta: source].status, .fresh)
        let lateFailure = AppReducer.reduce(&state, .failed(source, .timeout, generation: 1), now: later)
        XCTAssertEqual(lateFailure, [])
        XCTAssertEqual(state[meta: source].status, .fresh)
    }

    func testAFailedFetchKeepsTheLastGoodValueAndBacksOff() {
        var state = loadedState()
        let source = DashboardSource.markets(vsCurrency: "usd")
        let later = t0.addingTimeInterval(40)
        _ = AppReducer.reduce(&state, .key(.char("r")), now: later)
        let generation = state[meta: source].generation
        _ = AppReducer.reduce(&state, .failed(source, .serverError(status: 503), generation: generation), now: later)
        XCTAssertEqual(state[meta: source].status, .failed(.serverError(status: 503)))
        XCTAssertEqual(state.visibleCoins.count, 3, "last good value kept")
        XCTAssertEqual(state[meta: source].nextReload, later.addingTimeInterval(60))
        let status = DashboardModelMapping.statusSources(state, now: later, theme: PaneTheme()).map(\.text)
        XCTAssertEqual(status.last, "CoinGecko · updated just now · server error (HTTP 503)")
    }

    func testManualReloadIsRateLimitedPerSource() {
        var state = loadedState()
        XCTAssertTrue(state[meta: .midMarketRates(base: .usd)].isLoading)
        XCTAssertEqual(press(.char("r"), in: &state), [
            .fetch(.bankRates(.cash), generation: 2), .fetch(.markets(vsCurrency: "usd"), generation: 2),
        ], "a source with a fetch in flight is not asked again")
        state = loadedState()
        state[meta: .midMarketRates(base: .usd)].isLoading = false
        let first = press(.char("r"), in: &state).filter { if case .fetch = $0 { return true } else { return false } }
        XCTAssertEqual(first.count, 3)
        // The requests are still in flight, and even once answered a second r within 30 s does nothing.
        for source in state.dashboardSources { state[meta: source].isLoading = false }
        let again = AppReducer.reduce(&state, .key(.char("r")), now: t0.addingTimeInterval(29))
        XCTAssertEqual(again, [])
        let later = AppReducer.reduce(&state, .key(.char("r")), now: t0.addingTimeInterval(31))
        XCTAssertEqual(later.count, 3)
    }

    func testTickFetchesSourcesPastTheirReloadDate() {
        var state = loadedState()
        let markets = DashboardSource.markets(vsCurrency: "usd")
        XCTAssertEqual(state[meta: markets].nextReload, t0.addingTimeInterval(3600))
        let early = AppReducer.reduce(&state, .tick, now: t0.addingTimeInterval(60))
        XCTAssertFalse(early.contains(.fetch(markets, generation: 2)))
        let due = AppReducer.reduce(&state, .tick, now: t0.addingTimeInterval(3600))
        XCTAssertTrue(due.contains(.fetch(markets, generation: 2)))
        XCTAssertEqual(state[meta: markets].status, .stale)
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
        XCTAssertTrue(dashboard[0].hasPrefix("┌ Rates · PrivatBank cash"), dashboard[0])
        XCTAssertFalse(dashboard.contains { $0.contains("too small") })
    }

    func testTheViewIsPureSoAnIdleFrameIsIdentical() {
        let state = loadedState()
        XCTAssertEqual(DashboardView.render(state, now: t0), DashboardView.render(state, now: t0.addingTimeInterval(30)))
        XCTAssertNotEqual(DashboardView.render(state, now: t0), DashboardView.render(state, now: t0.addingTimeInterval(61)),
                          "the age in the status bar moves on after a minute")
    }
}
