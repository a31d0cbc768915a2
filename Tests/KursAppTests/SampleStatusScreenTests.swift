import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The sample and the status bar: offline, every source is labelled with its own recorded date, a coin with no
/// recorded detail shows its markets row, its sparkline and "description not available offline" (never
/// "loading…"), single panes say they show the sample; online the status bar names each source with its origin,
/// time and next reload, at 80 and 120 columns. Whole buffers, a manual clock, the embedded sample as shipped.
final class SampleStatusScreenTests: XCTestCase {
    private let clock = ManualClock(now: ReducerFixtures.t0)  // 2026-02-17 12:00 UTC

    /// The dashboard started offline at `width`×`height` over the embedded sample (no cache), after `keys`.
    private func offline(width: Int, height: Int, pane: PaneMode? = nil, keys: [Key] = []) throws -> AppState {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let unreachable = URL(string: "http://127.0.0.1:9")!
        let environment = KursEnvironment(
            offline: true, privatBankBaseURL: unreachable, erapiBaseURL: unreachable, coinGeckoBaseURL: unreachable,
            coinGeckoKey: nil, cacheDirectory: dir.url)
        var state = ReducerFixtures.state(offline: true)
        state.screen.size = TerminalSize(width: width, height: height)
        state.settings.paneMode = pane
        let loop = EventLoop(terminal: TestBackend(width: width, height: height),
                             runner: EffectRunner(dataSource: DataRepository(environment: environment), inbox: MessageInbox(wake: {})),
                             state: state, clock: clock)
        var pending: [AppMessage] = [.start]
        XCTAssertNil(loop.process(&pending))
        pending = keys.map(AppMessage.key)
        XCTAssertNil(loop.process(&pending))
        return loop.state
    }

    /// The status bar alone, `width` columns wide, as the dashboard draws it for `state`.
    private func statusBar(_ state: AppState, width: Int) -> Buffer {
        let model = DashboardModelMapping.model(state, now: clock.now, colorsEnabled: false, asciiFallback: false)
        return PaneDataForTests.render(model.statusBar.bar(theme: model.theme), width: width, height: 1)
    }

    /// A status-bar row: `left`, then `hints` right-aligned in `width` columns.
    private func bar(_ left: String, _ hints: String, width: Int) -> String {
        left + String(repeating: " ", count: width - DisplayWidth.of(left) - DisplayWidth.of(hints)) + hints
    }

    func testOfflineDetailOfACoinWithoutARecordedDetailAt80x24() throws {
        let state = try offline(width: 80, height: 24, keys: [.down, .enter])
        XCTAssertEqual(state.route, .coinDetail(id: "ethereum"))
        let screen = DashboardView.render(state, now: clock.now, colorsEnabled: false)
        XCTAssertFalse(screen.lines().contains { $0.contains("loading") }, "nothing is being loaded offline")
        assertBuffer(screen, equals: [
            "┌ Ethereum (ETH) ──────────────────────────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max             high $2,782.33 · low $2,570.53 · ▲ 1.62% │",
            "│ $2.78K┤        ▲ $2,782.33⢀⢀⠼⠒⡄    ⣀    ⣀⠞⡄                                  │",
            "│       │                  ⡤⠎⠋  ⠈⢆⢄⡜⠒⠙⠒⠉⠉⠉⠁ ⠘⠤⢄                                │",
            "│       │                ⢠⠋                   ⠈⢇      ⢀    ⢀     ⡔⠙⡄ ⣀  ⡀    ⢀ │",
            "│ $2.68K┤             ⣇⣀⣀⡜                     ⢸⢀⡔⠔⠑⠜⠖⠉⡆ ⣀⢦⠃⠙⠉⠱⠒⠤⠃ ⠈⠊⠘⠊⠉⠉⠉⠉⠊⠉⠁ │",
            "│       │⠒⣄⢀⡀      ⣄⣀⢸⠘⠁ ⠁                      ⠋      ⠱⠒⠉                     │",
            "│       │  ⠁⢸     ⢰⠉ ⠁                                                         │",
            "│ $2.57K┤    ⡷⢤⢄⢄⠤⠃▼ $2,570.53                                                 │",
            "│        19 Sep                                                         26 Sep │",
            "│ Overview                                Additional Details                   │",
            "│ Current Price      $2,689.66 ▲ 0.06%    24h High                   $2,697.72 │",
            "│ Market Cap         $328.38Bn ▲ 0.08%    24h Low                    $2,677.27 │",
            "│ Rank                              #2    24h Price Change       $1.97 ▲ 0.06% │",
            "│ Volume                       $6.32Bn    24h Mkt Cap Change  $272.03M ▲ 0.08% │",
            "│                                         Block Time                         — │",
            "│                                         Hashing Algorithm                  — │",
            "│ description not available offline                                            │",
            "│                                                                              │",
            "│                                                                              │",
            "│                                                                              │",
            "│                                                                              │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
            "offline │ CoinGecko · sample 2026-09-26 │ CoinGecko detail · no data      ? help",
        ])
    }

    func testOfflineBitcoinDetailIsTheRecordedOneWithItsOwnDate() throws {
        let state = try offline(width: 120, height: 40, keys: [.enter])
        XCTAssertEqual(state.route, .coinDetail(id: "bitcoin"))
        let lines = DashboardView.render(state, now: clock.now, colorsEnabled: false).lines()
        XCTAssertTrue(lines.contains { $0.contains("Bitcoin is the first successful internet money") })
        XCTAssertEqual(lines.last?.trimmingCharacters(in: .whitespaces),
                       "offline │ CoinGecko · sample 2026-09-26 │ CoinGecko detail · sample 2023-01-08 │ "
                           + "CoinGecko chart · sample 2026-09-26", "the detail's and the chart's own dates, not the list's")
    }

    func testOfflineStatusBarAt80And120Columns() throws {
        assertBuffer(statusBar(try offline(width: 80, height: 24), width: 80), equals: [
            "offline │ sample: Privat 2025, er-api 2024-08-19, Gecko 2026-09-26",
        ])  // the hints give way to the sources, "? help" last
        assertBuffer(statusBar(try offline(width: 120, height: 40), width: 120), equals: [
            "offline │ Privat · sample 2025 │ Mono · no data │ NBU · no data │ er-api · sample 2024-08-19 │ Gecko · sample 2026-09-26",
        ])
        assertBuffer(statusBar(try offline(width: 80, height: 24, keys: [.tab, .tab]), width: 80), equals: [
            "offline │ sample: Privat 2025, er-api 2024-08-19, Gecko 2026-09-26",
        ])  // the converter focused: open.er-api joins; to fit, short names grouped by origin, every date kept
    }

    func testOnlineStatusBarAt80And120Columns() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        // The full text is 121 columns (open.er-api's next update is tomorrow, so it carries its date): at 120 the
        // full names stay and the reload times give way; one column more and everything shows.
        assertBuffer(statusBar(state, width: 120), equals: [
            "PrivatBank · live 12:00 │ Monobank · live 12:00 │ NBU · live 12:00 │ open.er-api · live 12:00 │ CoinGecko · live 12:00",
        ])
        assertBuffer(statusBar(state, width: 121), equals: [
            "PrivatBank · live 12:00 │ Monobank · live 12:00 │ NBU · live 12:00 │ open.er-api · live 12:00 │ CoinGecko · live 12:00",
        ])
        state.screen.size = TerminalSize(width: 80, height: 24)
        assertBuffer(statusBar(state, width: 80), equals: [
            "live 12:00: Privat, Mono, NBU, er-api, Gecko",
        ])
        let generations = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: clock.now.addingTimeInterval(60)))
        _ = AppReducer.reduce(&state, .failed(ReducerFixtures.markets, .timeout, generation: generations[ReducerFixtures.markets]!),
                              now: clock.now.addingTimeInterval(60))
        assertBuffer(statusBar(state, width: 80), equals: [
            "live 12:00: Privat, Mono, NBU, er-api │ Gecko · live 12:00 · timed out",
        ])  // failing at 80 columns: short names, the data's time and the retry stay
    }

    func testOnlineDetailSaysTheReloadTomorrowWithItsDate() throws {
        var state = ReducerFixtures.loadedState(answerMid: true)
        _ = AppReducer.reduce(&state, .key(.enter), now: clock.now)
        let detail = AnyResource.coinDetail(id: "bitcoin")
        let started = ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: clock.now))
        let bitcoin = try CoinGeckoDecoder.decodeCoinDetail(Fixtures.data("coingecko-coin-bitcoin-detail-full.json"))
        _ = AppReducer.reduce(&state, .loaded(detail, .coinDetail(Fetched(value: bitcoin, fetchedAt: clock.now, origin: .live)),
                                              generation: try XCTUnwrap(started[detail]), isSnapshot: false), now: clock.now)
        assertBuffer(statusBar(state, width: 120), equals: [
            "CoinGecko · live 12:00 · next 13:00 │ CoinGecko detail · live 12:00 · next 18 Feb 12:00 │ CoinGecko chart · loading",
        ])
    }

    func testSinglePanesSayTheyShowTheSample() throws {
        let coins = DashboardView.render(try offline(width: 60, height: 8, pane: .coins), now: clock.now, colorsEnabled: false)
        XCTAssertEqual(coins.lines().last, "└────────────────────────────────────── sample 2026-09-26 ─┘")
        let rates = DashboardView.render(try offline(width: 40, height: 6, pane: .rates), now: clock.now, colorsEnabled: false)
        XCTAssertEqual(rates.lines().last, "└──────────────────────── sample 2025 ─┘")
        let tiny = DashboardView.render(try offline(width: 12, height: 2, pane: .rates), now: clock.now, colorsEnabled: false)
        XCTAssertFalse(tiny.lines().joined().contains("sample"), "no room: the pane's own rows win")
    }
}
