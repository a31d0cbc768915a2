import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The config's `coins` in the dashboard: the markets source of the selection (snapshot, fetch and scheduler
/// alike), exactly N rows for a top N, the ids in the user's order with the unknown ones said once in the status
/// bar, and the embedded sample filtered offline. Reducer and loop driven with a manual clock.
final class AppReducerCoinSelectionTests: XCTestCase {
    private let clock = ManualClock(now: ReducerFixtures.t0)

    /// The recorded 100-coin page (the markets fixture).
    private func page() throws -> [Coin] {
        try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json")).elements
    }

    private func markets(_ coins: [Coin], origin: DataOrigin = .live, at date: Date? = nil) -> SourceValue {
        .markets(Fetched(value: DecodedList(elements: coins), fetchedAt: date ?? clock.now, origin: origin))
    }

    func testTopThirtyShowsExactlyThirtyRowsOfTheHundredPageFromSnapshotAndFetch() throws {
        var state = ReducerFixtures.state()
        state.settings.coinSelection = .top(30)
        let source = AnyResource.markets(vsCurrency: "usd", coins: .top(30))
        XCTAssertEqual(state.marketsSource, source)

        let start = AppReducer.reduce(&state, .start, now: clock.now)
        XCTAssertTrue(start.contains(.loadSnapshot(source)), "\(start)")
        XCTAssertTrue(state.sources.scheduler.sources.contains(.coingeckoMarkets(vs: "usd", coins: .top(30))))

        let hundred = try page()
        XCTAssertEqual(hundred.count, 100)
        _ = AppReducer.reduce(&state, .loaded(source, markets(hundred, origin: .cache, at: clock.now.addingTimeInterval(-600)),
                                              generation: 0, isSnapshot: true), now: clock.now)
        XCTAssertEqual(state.visibleCoins.count, 30)
        XCTAssertEqual(state.visibleCoins.first?.name, "Bitcoin")
        XCTAssertEqual(state.visibleCoins.last?.id, hundred[29].id)
        XCTAssertEqual(state.missingCoinIDs, [])

        clock.advance(by: 3600)
        let fetches = ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: clock.now))
        XCTAssertEqual(Array(fetches.keys).filter { $0.source == .coinGecko }, [source],
                       "the fetch is of the same source")
        let generation = try XCTUnwrap(fetches[source])
        _ = AppReducer.reduce(&state, .loaded(source, markets(hundred), generation: generation, isSnapshot: false), now: clock.now)
        XCTAssertEqual(state.markets?.origin, .live)
        XCTAssertEqual(state.visibleCoins.count, 30)
        XCTAssertEqual(DashboardModelMapping.layoutModel(state).coinList.coins.count, 30, "the coin list draws 30 rows")

        for _ in 0..<40 { _ = AppReducer.reduce(&state, .key(.down), now: clock.now) }
        XCTAssertEqual(state.screen.coinsSelection, 29, "the selection stops at the 30th row")
    }

    func testIDsShowInTheUsersOrderAndUnknownIDsAreSaidOnceInTheStatusBar() throws {
        var state = ReducerFixtures.state()
        state.settings.coinSelection = .ids(["ethereum", "bitcoin", "nope-coin"])
        let source = state.marketsSource
        XCTAssertEqual(source, .markets(vsCurrency: "usd", coins: .ids(["ethereum", "bitcoin", "nope-coin"])))
        _ = AppReducer.reduce(&state, .start, now: clock.now)
        let generation = try XCTUnwrap(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: clock.now))[source])

        // CoinGecko answers in market cap order and leaves the unknown id out.
        let answer = try page().filter { ["ethereum", "bitcoin"].contains($0.id) }
        XCTAssertEqual(answer.map(\.id), ["bitcoin", "ethereum"])
        clock.advance(by: 2)
        _ = AppReducer.reduce(&state, .loaded(source, markets(answer), generation: generation, isSnapshot: false), now: clock.now)

        XCTAssertEqual(state.visibleCoins.map(\.name), ["Ethereum", "Bitcoin"])
        XCTAssertEqual(state.missingCoinIDs, ["nope-coin"])
        let texts = DashboardModelMapping.statusSources(state, now: clock.now, theme: PaneTheme()).map(\.text)
        XCTAssertEqual(texts.last, "unknown coin ids: nope-coin")
        XCTAssertEqual(texts.filter { $0.contains("nope-coin") }.count, 1, "said once: \(texts)")
        XCTAssertTrue(texts.first?.hasPrefix("PrivatBank") ?? false, "\(texts)")

        _ = AppReducer.reduce(&state, .key(.down), now: clock.now)
        let opened = AppReducer.reduce(&state, .key(.enter), now: clock.now)
        XCTAssertEqual(state.route, .coinDetail(id: "bitcoin"), "the second row is Bitcoin")
        XCTAssertTrue(opened.contains(.loadSnapshot(.coinDetail(id: "bitcoin"))))
    }

    func testOfflineTheEmbeddedSampleIsFilteredToTheIDsInOrder() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let environment = KursEnvironment(
            offline: true, privatBankBaseURL: URL(string: "http://127.0.0.1:9")!, erapiBaseURL: URL(string: "http://127.0.0.1:9")!,
            coinGeckoBaseURL: URL(string: "http://127.0.0.1:9")!, coinGeckoKey: nil, cacheDirectory: dir.url)
        var state = ReducerFixtures.state(offline: true)
        Dashboard.configure(&state, config: try config(#"{ coins: ["dogecoin", "Ethereum", "not-in-sample", "ethereum"] }"#),
                            saved: CityList())
        XCTAssertEqual(state.settings.coinSelection, .ids(["dogecoin", "ethereum", "not-in-sample"]))
        let loop = EventLoop(terminal: TestBackend(width: 120, height: 40),
                             runner: EffectRunner(dataSource: DataRepository(environment: environment), inbox: MessageInbox(wake: {})),
                             state: state, clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))

        XCTAssertEqual(loop.state.visibleCoins.map(\.name), ["Dogecoin", "Ethereum"])
        XCTAssertEqual(loop.state.markets?.origin, .embeddedSample(recordedOn: "2026-09-26"))
        XCTAssertEqual(DashboardModelMapping.missingCoinsText(loop.state), "not in sample: not-in-sample")

        let screen = DashboardView.render(loop.state, now: clock.now, colorsEnabled: false).lines()
        let doge = try XCTUnwrap(screen.firstIndex { $0.contains("Dogecoin") }, screen.joined(separator: "\n"))
        let eth = try XCTUnwrap(screen.firstIndex { $0.contains("Ethereum") })
        XCTAssertLessThan(doge, eth, "Dogecoin above Ethereum, as configured")
        XCTAssertFalse(screen.contains { $0.contains("Bitcoin") || $0.contains("Tether") }, screen.joined(separator: "\n"))
        XCTAssertEqual(screen.last?.trimmingCharacters(in: .whitespaces),
                       "offline │ sample: Privat 2025, er-api 2024-08-19, Gecko 2026-09-26 │ no data: Mono, NBU │ "
                           + "not in sample: not-in-sample", "every source dated, grouped by origin to fit the note in 120 columns")
    }

    func testConfigureAppliesTheSelectionAndPaneCoinAsksForItsCoin() throws {
        var state = ReducerFixtures.state()
        Dashboard.configure(&state, config: try config("{ coins: { top: 30 } }"), saved: CityList())
        XCTAssertEqual(state.marketsSource, .markets(vsCurrency: "usd", coins: .top(30)))
        Dashboard.configure(&state, config: KursConfig(), saved: CityList())
        XCTAssertEqual(state.marketsSource, .markets(vsCurrency: "usd"), "default: the top 100")

        var pane = AppState(size: TerminalSize(width: 30, height: 6), isOffline: false, paneMode: .coin(id: "dogecoin"))
        Dashboard.configure(&pane, config: try config(#"{ coins: ["ethereum"], vsCurrency: "eur" }"#), saved: CityList())
        XCTAssertEqual(pane.marketsSource, .markets(vsCurrency: "eur", coins: .ids(["dogecoin"])))
    }

    func testEffectRunnerSnapshotsAndFetchesTheSourcesSelection() async throws {
        let recorder = RecordingLoader()
        let received = expectation(description: "fetch answered")
        let inbox = MessageInbox(wake: { received.fulfill() })
        let runner = EffectRunner(dataSource: recorder, inbox: inbox)
        let source = AnyResource.markets(vsCurrency: "usd", coins: .ids(["ethereum", "bitcoin"]))
        XCTAssertNil(runner.cachedSnapshot(source))
        runner.startFetch(source, generation: 7)
        await fulfillment(of: [received], timeout: 10)
        XCTAssertEqual(recorder.calls, [
            "snapshot \(source.id)", "fetch \(source.id)",
        ])
        guard case .failed(let failed, .offline, 7)? = inbox.drain().first else { return XCTFail("expected .failed") }
        XCTAssertEqual(failed, source.id)
    }

    private func config(_ text: String) throws -> KursConfig {
        try XCTUnwrap(ConfigCheck.check(data: Data(text.utf8)).config)
    }
}
