import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The add-holding line asks CoinGecko about a coin id the dashboard does not know before saving it: known ids (the
/// shown list, the portfolio's own markets entry) are saved at once; an unknown one waits for `.coinChecked` with
/// the line saying so; CoinGecko not knowing it, or a check that can't be made, keeps the line open and saves
/// nothing. Whole states and effects, time from a fixed instant.
final class PortfolioCoinCheckTests: XCTestCase {
    private let t0 = ReducerFixtures.t0

    /// The dashboard with the three-coin list (bitcoin, ethereum, dogecoin), on the portfolio screen, the add line
    /// holding `text`.
    private func adding(_ text: String) -> AppState {
        var state = ReducerFixtures.started()
        state.screen.routes = [.dashboard, .portfolio]
        _ = AppReducer.reduce(&state, .key(.char("a")), now: t0)
        for character in text { _ = AppReducer.reduce(&state, .key(.char(character)), now: t0) }
        return state
    }

    private func footer(_ state: AppState) -> [String] {
        PortfolioPane(display: PortfolioDisplay(state)).footerLines(width: 100).map(\.plainText)
    }

    func testAnIdInTheShownListIsSavedAtOnce() {
        var state = adding("bitcoin 0.5 60000")
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0),
                       [.savePortfolio(.add(kind: .coin, id: "bitcoin", amount: Decimal(string: "0.5")!, costPerUnit: 60000))])
        XCTAssertEqual(state.portfolio.mode, .list)
        XCTAssertTrue(state.portfolio.isSaving)
    }

    func testCashIsNeverCheckedWithCoinGecko() {
        var state = adding("eur 100")
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0),
                       [.savePortfolio(.add(kind: .cash, id: "EUR", amount: 100, costPerUnit: nil))])
    }

    func testAnUnknownIdIsCheckedThenSavedWhenCoinGeckoListsIt() {
        var state = adding("solana 3")
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0), [.checkCoin(id: "solana", vsCurrency: "usd")])
        let change = PortfolioChange.add(kind: .coin, id: "solana", amount: 3, costPerUnit: nil)
        XCTAssertEqual(state.portfolio.mode, .checking(text: "solana 3", change: change))
        XCTAssertFalse(state.portfolio.isSaving, "nothing is written before CoinGecko answers")
        XCTAssertEqual(footer(state), ["add ID AMOUNT [COST]: solana 3 checking 'solana' with CoinGecko…"])
        XCTAssertEqual(DashboardModelMapping.hintContexts(state), [.portfolioInput])

        let waiting = state
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("x")), now: t0), [])
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0), [])
        XCTAssertEqual(state, waiting, "keys other than Esc wait with it")
        XCTAssertEqual(AppReducer.reduce(&state, .coinChecked(id: "dogecoin", .known), now: t0), [],
                       "an answer about another id is not this one's")
        XCTAssertEqual(state, waiting)

        XCTAssertEqual(AppReducer.reduce(&state, .coinChecked(id: "solana", .known), now: t0), [.savePortfolio(change)])
        XCTAssertEqual(state.portfolio.mode, .list)
        XCTAssertTrue(state.portfolio.isSaving)
        XCTAssertNil(state.portfolio.problem)
    }

    func testAnIdCoinGeckoDoesNotKnowKeepsTheLineOpenAndSavesNothing() {
        var state = adding("xyz 1")
        _ = AppReducer.reduce(&state, .key(.enter), now: t0)
        XCTAssertEqual(AppReducer.reduce(&state, .coinChecked(id: "xyz", .unknown), now: t0), [])
        XCTAssertEqual(state.portfolio.mode, .adding(text: "xyz 1"), "the typed line is back to correct it")
        XCTAssertEqual(state.portfolio.problem, "CoinGecko knows no coin 'xyz' — ids are like 'bitcoin'; find one with / search")
        XCTAssertFalse(state.portfolio.isSaving)
        XCTAssertEqual(state.portfolio.portfolio, Portfolio())
        XCTAssertEqual(footer(state), [
            "add ID AMOUNT [COST]: xyz 1▏",
            "CoinGecko knows no coin 'xyz' — ids are like 'bitcoin'; find one with / search",
        ])
    }

    func testACheckThatCannotBeMadeSaysSoSavesNothingAndEnterTriesAgain() {
        var state = adding("solana 3")
        _ = AppReducer.reduce(&state, .key(.enter), now: t0)
        XCTAssertEqual(AppReducer.reduce(&state, .coinChecked(id: "solana", .cannotCheck("rate limited · retry in 1:59")), now: t0), [])
        XCTAssertEqual(state.portfolio.mode, .adding(text: "solana 3"))
        XCTAssertEqual(state.portfolio.problem,
                       "can't check coin 'solana' with CoinGecko (rate limited · retry in 1:59); not saved — Enter tries again")
        XCTAssertFalse(state.portfolio.isSaving)
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0), [.checkCoin(id: "solana", vsCurrency: "usd")])
        XCTAssertNil(state.portfolio.problem)
    }

    func testEscWhileCheckingGivesUpAndTheLateAnswerIsDropped() {
        var state = adding("solana 3")
        _ = AppReducer.reduce(&state, .key(.enter), now: t0)
        XCTAssertEqual(AppReducer.reduce(&state, .key(.escape), now: t0), [])
        XCTAssertEqual(state.portfolio.mode, .list)
        XCTAssertEqual(state.screen.routes, [.dashboard, .portfolio], "Esc closes the line, not the screen")
        let closed = state
        XCTAssertEqual(AppReducer.reduce(&state, .coinChecked(id: "solana", .known), now: t0), [])
        XCTAssertEqual(state, closed, "nothing is saved after giving up")
    }

    func testAnIdInThePortfoliosOwnMarketsEntryIsSavedAtOnce() {
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(ReducerFixtures.markets, .markets(ReducerFixtures.threeCoins), generation: 0,
                                              isSnapshot: true), now: t0)
        _ = AppReducer.reduce(&state, .portfolioSaved(.success(PortfolioSaveResult(
            portfolio: Portfolio([Holding(id: "solana", amount: 1)])))), now: t0)
        let extra = AnyResource(Resource.markets(vsCurrency: "usd", coins: .ids(["solana"])))
        _ = AppReducer.reduce(&state, .loaded(extra, .markets(ReducerFixtures.coins([("sol", "Solana")])), generation: 0,
                                              isSnapshot: true), now: t0)
        state.screen.routes = [.dashboard, .portfolio]
        _ = AppReducer.reduce(&state, .key(.char("a")), now: t0)
        for character in "solana 2" { _ = AppReducer.reduce(&state, .key(.char(character)), now: t0) }
        XCTAssertEqual(AppReducer.reduce(&state, .key(.enter), now: t0),
                       [.savePortfolio(.add(kind: .coin, id: "solana", amount: 2, costPerUnit: nil))])
    }
}

/// The runner's `.checkCoin` against the loopback fixture server (`/coins/markets?ids=ID`, faults injected) and,
/// offline, against the cached or built-in markets lists.
final class CoinCheckRunnerTests: LoopbackRepositoryTestCase {
    private func answer(_ id: String, offline: Bool = false) throws -> CoinCheck.Verdict? {
        let inbox = MessageInbox(wake: {})
        let runner = EffectRunner(dataSource: repository(offline: offline), inbox: inbox, offline: offline)
        runner.checkCoin(id: id, vsCurrency: "usd")
        var drained: [AppMessage] = []
        return Deadline.poll(timeout: 10) { () -> CoinCheck.Verdict? in
            drained += inbox.drain()
            guard case .coinChecked(id, let verdict)? = drained.first else { return nil }
            return verdict
        }
    }

    func testKnownUnknownAndUncheckableIdsOnline() async throws {
        XCTAssertEqual(try answer("bitcoin"), .known)
        XCTAssertEqual(try answer("nosuchcoin"), .unknown, "CoinGecko answers [] for an id it does not know")
        let count = try await server.requestCount(path: "/api/v3/coins/markets")
        XCTAssertEqual(count, 2, "one /coins/markets?ids=ID request per check")

        try await server.inject(.rateLimited, path: "/api/v3/coins/markets", times: 1)
        XCTAssertEqual(try answer("solana"), .cannotCheck("rate limited · retry in 1:59"))
        XCTAssertEqual(try answer("solana"), .cannotCheck("rate limited · retry in 1:59"),
                       "the pipeline keeps the 429 pause for that request: it is not asked again meanwhile")
        let after = try await server.requestCount(path: "/api/v3/coins/markets")
        XCTAssertEqual(after, 3)
    }

    func testAServerErrorIsNotAnUnknownCoin() async throws {
        try await server.inject(.serviceUnavailable, path: "/api/v3/coins/markets", times: 1)
        XCTAssertEqual(try answer("bitcoin"), .cannotCheck("server error (HTTP 503)"))
    }

    func testOfflineOnlyTheCachedOrBuiltInListCounts() async throws {
        XCTAssertEqual(try answer("ethereum", offline: true), .known, "in the built-in markets list")
        XCTAssertEqual(try answer("nosuchcoin", offline: true), .cannotCheck("offline: not in the cached or built-in markets list"))
        let count = try await server.requestCount(path: "/api/v3/coins/markets")
        XCTAssertEqual(count, 0)
    }
}

/// The add line's problems are wrapped in a narrow pane, never cut.
final class PortfolioProblemWrapTests: XCTestCase {
    func testAProblemWiderThanThePaneWraps() {
        var pane = PortfolioPaneState()
        pane.mode = .adding(text: "xyz 1")
        pane.problem = "CoinGecko knows no coin 'xyz' — ids are like 'bitcoin'; find one with / search"
        let display = PortfolioDisplay(
            valuation: PortfolioValuation.value(Portfolio(), prices: [:], cashRates: { _ in nil }, vsCurrency: "usd"),
            valueInUAH: nil, pane: pane)
        XCTAssertEqual(PortfolioPane(display: display).footerLines(width: 40).map(\.plainText), [
            "add ID AMOUNT [COST]: xyz 1▏",
            "CoinGecko knows no coin 'xyz' — ids are",
            "like 'bitcoin'; find one with / search",
        ])
    }
}
