import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The portfolio pane's keys as whole states and effects (`p`, `a`, `e`, `d`, the input line), the runner's
/// writes through `PortfolioStore`, and the extra markets request for the coins the shown list lacks.
final class PortfolioReducerTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    private func started(holdings: [Holding] = []) -> AppState {
        var state = ReducerFixtures.started()
        state.portfolio.portfolio = Portfolio(holdings)
        return state
    }

    private func type(_ text: String, _ state: inout AppState) {
        for character in text { _ = AppReducer.reduce(&state, .key(.char(character)), now: t0) }
    }

    func testPOpensThePortfolioAndAAddsAHoldingTypedInTheInputLine() {
        var state = started()
        var expected = state
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("p")), now: t0), [])
        expected.screen.routes = [.dashboard, .portfolio]
        XCTAssertEqual(state, expected, "p opens the portfolio screen, nothing else")

        _ = AppReducer.reduce(&state, .key(.char("a")), now: t0)
        expected.portfolio.mode = .adding(text: "")
        XCTAssertEqual(state, expected, "a opens the input line")

        type("bitcoin 0.5 q?", &state)
        _ = AppReducer.reduce(&state, .key(.backspace), now: t0)
        _ = AppReducer.reduce(&state, .key(.backspace), now: t0)
        type("30000", &state)
        expected.portfolio.mode = .adding(text: "bitcoin 0.5 30000")
        XCTAssertEqual(state, expected, "every printable key is text there (q and ? too); Backspace deletes")

        let effects = AppReducer.reduce(&state, .key(.enter), now: t0)
        XCTAssertEqual(effects, [.savePortfolio(.add(kind: .coin, id: "bitcoin", amount: Decimal(string: "0.5")!,
                                                     costPerUnit: 30000))])
        expected.portfolio.mode = .list
        expected.portfolio.isSaving = true
        XCTAssertEqual(state, expected, "Enter closes the line and asks for the write")
    }

    func testBadInputStaysInTheLineWithTheProblemAndEscCancels() {
        var state = started()
        state.screen.routes = [.dashboard, .portfolio]
        _ = AppReducer.reduce(&state, .key(.char("a")), now: t0)
        type("bitcoin -1", &state)
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0), [])
        XCTAssertEqual(state.portfolio.mode, .adding(text: "bitcoin -1"))
        XCTAssertEqual(state.portfolio.problem, "invalid amount '-1': a number more than 0")
        _ = AppReducer.reduce(&state, .key(.escape), now: t0)
        XCTAssertEqual(state.portfolio.mode, .list)
        XCTAssertNil(state.portfolio.problem)
        XCTAssertEqual(state.screen.routes, [.dashboard, .portfolio], "Esc closes the line, not the screen")
        _ = AppReducer.reduce(&state, .key(.escape), now: t0)
        XCTAssertEqual(state.screen.routes, [.dashboard], "then Esc goes back")
    }

    func testEditIsPrefilledAndDeleteAsksFirst() {
        var state = started(holdings: [Holding(id: "bitcoin", amount: 2, cost: 50000), Holding(kind: .cash, id: "EUR", amount: 100)])
        state.settings.paneMode = .portfolio
        _ = AppReducer.reduce(&state, .key(.char("e")), now: t0)
        XCTAssertEqual(state.portfolio.mode, .editing(kind: .coin, id: "bitcoin", text: "2 25000", prefill: "2 25000"))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0), [], "the unchanged line writes nothing")
        XCTAssertEqual(state.portfolio.mode, .list)

        _ = AppReducer.reduce(&state, .key(.char("e")), now: t0)
        for _ in 0..<5 { _ = AppReducer.reduce(&state, .key(.backspace), now: t0) }
        type("3", &state)
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0),
                       [.savePortfolio(.edit(kind: .coin, id: "bitcoin", amount: 2, costPerUnit: 3))])

        _ = AppReducer.reduce(&state, .portfolioSaved(.success(PortfolioSaveResult(portfolio: state.portfolio.portfolio))), now: t0)
        _ = AppReducer.reduce(&state, .key(.down), now: t0)
        XCTAssertEqual(state.portfolio.selection, 1)
        _ = AppReducer.reduce(&state, .key(.char("d")), now: t0)
        XCTAssertEqual(state.portfolio.mode, .confirmDelete(kind: .cash, id: "EUR"))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("n")), now: t0), [], "any other key keeps it")
        XCTAssertEqual(state.portfolio.mode, .list)
        _ = AppReducer.reduce(&state, .key(.char("d")), now: t0)
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("y")), now: t0), [.savePortfolio(.remove(kind: .cash, id: "EUR"))])
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("q")), now: t0), [.quit(status: 0)],
                       "in kurs pane portfolio q still quits from the list")
    }

    func testSavedAnswerReplacesTheHoldingsAndAsksForTheMissingCoinsOnce() {
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.markets, .markets(ReducerFixtures.threeCoins), generation: 0,
                                              isSnapshot: true), now: t0)
        state.portfolio.isSaving = true
        let saved = Portfolio([Holding(id: "bitcoin", amount: 1), Holding(id: "solana", amount: 3), Holding(kind: .cash, id: "EUR", amount: 5)])
        let effects = AppReducer.reduce(&state, .portfolioSaved(.success(PortfolioSaveResult(portfolio: saved, notice: "kept aside"))), now: t0)
        let extra = AnyResource(Resource.markets(vsCurrency: "usd", coins: .ids(["solana"])))
        XCTAssertEqual(effects, [.loadSnapshot(extra)], "one request for the coins the list lacks (bitcoin is in it)")
        XCTAssertEqual(state.portfolio.portfolio, saved)
        XCTAssertEqual(state.portfolio.problem, "kept aside")
        XCTAssertFalse(state.portfolio.isSaving)
        XCTAssertEqual(state.portfolio.pricedIDs, ["solana"])
        XCTAssertTrue(state.sources.scheduler.sources.contains(extra.id), "a scheduler source like the others")
        XCTAssertEqual(AppReducer.reduce(&state, .portfolioSaved(.success(PortfolioSaveResult(portfolio: saved))), now: t0), [],
                       "the same ids ask for nothing more")

        _ = AppReducer.reduce(&state, .portfolioSaved(.failure(PortfolioSaveFailure(message: "disk full"))), now: t0)
        XCTAssertEqual(state.portfolio.problem, "disk full")
        XCTAssertEqual(state.portfolio.portfolio, saved, "a failed write keeps what is shown")
    }

    func testVAsksForTheMissingCoinsInTheNewCurrencyOnceItsListArrives() {
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.markets, .markets(ReducerFixtures.threeCoins), generation: 0,
                                              isSnapshot: true), now: t0)
        let saved = Portfolio([Holding(id: "solana", amount: 3)])
        _ = AppReducer.reduce(&state, .portfolioSaved(.success(PortfolioSaveResult(portfolio: saved))), now: t0)
        let usd = AnyResource(Resource.markets(vsCurrency: "usd", coins: .ids(["solana"])))
        XCTAssertTrue(state.sources.scheduler.sources.contains(usd.id))
        _ = AppReducer.reduce(&state, .key(.char("v")), now: t0)
        let eurList = AnyResource(Resource<DecodedList<Coin>>.markets(vsCurrency: "eur", coins: state.settings.coinSelection))
        let effects = AppReducer.reduce(&state, .loaded(eurList, .markets(ReducerFixtures.threeCoins), generation: 0,
                                                        isSnapshot: true), now: t0)
        let eur = AnyResource(Resource.markets(vsCurrency: "eur", coins: .ids(["solana"])))
        XCTAssertEqual(effects, [.loadSnapshot(eur)], "the missing coin is asked for in EUR")
        XCTAssertFalse(state.sources.scheduler.sources.contains(usd.id), "the USD request no longer reloads")
        XCTAssertTrue(state.sources.scheduler.sources.contains(eur.id))
        XCTAssertEqual(state.portfolio.pricedVsCurrency, "eur")
    }

    func testRunnerWritesThroughThePortfolioStoreAndKeepsOtherEdits() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-portfolio-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = PortfolioStore(fileURL: directory.appendingPathComponent("portfolio.json"))
        try store.update { try $0.add("ethereum", amount: 2) }  // another process's edit
        let inbox = MessageInbox(wake: {})
        let runner = EffectRunner(dataSource: RecordingLoader(), inbox: inbox, portfolioStore: store, now: { ReducerFixtures.t0 })
        runner.save(.add(kind: .coin, id: "bitcoin", amount: Decimal(string: "0.5")!, costPerUnit: 30000))
        guard case .portfolioSaved(.success(let result))? = inbox.drain().first else { return XCTFail("no answer") }
        XCTAssertEqual(result.portfolio.holdings, [Holding(id: "ethereum", amount: 2), Holding(id: "bitcoin", amount: Decimal(string: "0.5")!, cost: 15000)])
        XCTAssertEqual(store.read().portfolio, result.portfolio, "what the answer says is what the file holds")

        runner.save(.edit(kind: .coin, id: "ethereum", amount: 3, costPerUnit: 2000))
        guard case .portfolioSaved(.success(let edited))? = inbox.drain().first else { return XCTFail("no answer") }
        XCTAssertEqual(edited.portfolio.holdings.first, Holding(id: "ethereum", amount: 3, cost: 6000), "an edit keeps its place")

        runner.save(.remove(kind: .coin, id: "dogecoin"))
        guard case .portfolioSaved(.failure(let failure))? = inbox.drain().first else { return XCTFail("no answer") }
        XCTAssertEqual(failure.message, "no holding 'dogecoin' in the portfolio")
    }

    func testTileOnlyWithHoldingsFrom120Columns() {
        let some = Portfolio([Holding(id: "bitcoin", amount: 1)])
        XCTAssertTrue(PortfolioTile.mayShow(some, size: TerminalSize(width: 120, height: 40)))
        XCTAssertFalse(PortfolioTile.mayShow(some, size: TerminalSize(width: 119, height: 40)))
        XCTAssertFalse(PortfolioTile.mayShow(Portfolio(), size: TerminalSize(width: 200, height: 50)))
        XCTAssertEqual(DashboardScreen.tileHeights(spare: 15, portfolio: true, weather: true).portfolio, 8)
        XCTAssertEqual(DashboardScreen.tileHeights(spare: 15, portfolio: true, weather: true).weather, 7)
        XCTAssertEqual(DashboardScreen.tileHeights(spare: 10, portfolio: true, weather: true).portfolio, 10,
                       "too few rows for both: the portfolio first")
        XCTAssertEqual(DashboardScreen.tileHeights(spare: 10, portfolio: false, weather: true).weather, 10)
        XCTAssertEqual(DashboardScreen.tileHeights(spare: 4, portfolio: true, weather: true).portfolio, 0)
    }
}
