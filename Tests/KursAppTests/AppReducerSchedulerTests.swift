import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// The reducer driving KursCore's `RefreshScheduler`: one fetch per source at start, reloads per policy, a
/// warm cache, late results dropped, Retry-After and the budget in the status bar, r and R, a clock jump.
/// Time is injected (`now`); nothing sleeps.
final class AppReducerSchedulerTests: XCTestCase {
    private let t0 = ReducerFixtures.t0
    private let (bank, mid, markets) = (ReducerFixtures.bank, ReducerFixtures.mid, ReducerFixtures.markets)
    private let (card, monobank, nbu) = (ReducerFixtures.card, ReducerFixtures.monobank, ReducerFixtures.nbu)

    private func at(_ minutes: Double) -> Date { t0.addingTimeInterval(minutes * 60) }

    private func statusBar(_ state: AppState, now: Date) -> [String] {
        DashboardModelMapping.statusSources(state, now: now, theme: PaneTheme()).map(\.text)
    }

    func testResultsScheduleTheNextReloadPerSourcePolicy() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        XCTAssertEqual(state.status(of: bank.id, now: t0), .fresh)
        XCTAssertEqual(state.sources.scheduler.status(of: bank.id, now: t0).nextReload, at(60), "PrivatBank: next full hour")
        XCTAssertEqual(state.sources.scheduler.status(of: markets.id, now: t0).nextReload, at(60), "CoinGecko: +1 h")
        XCTAssertEqual(state.sources.scheduler.status(of: mid.id, now: t0).nextReload, at(12 * 60 + 2),
                       "open.er-api: time_next_update_unix + 2 min")
        XCTAssertEqual(state.sources.scheduler.status(of: card.id, now: t0).nextReload, at(60), "PrivatBank card: next full hour")
        XCTAssertEqual(state.sources.scheduler.status(of: monobank.id, now: t0).nextReload, at(30), "Monobank: +30 min")
        XCTAssertEqual(state.sources.scheduler.status(of: nbu.id, now: t0).nextReload, at(120), "NBU: 16:00 Kyiv time")
        XCTAssertEqual(AppReducer.nextWake(state, now: t0), at(30))
        XCTAssertEqual(statusBar(state, now: t0), [
            "PrivatBank · live 12:00 · next 13:00", "Monobank · live 12:00 · next 12:30", "NBU · live 12:00 · next 14:00",
            "open.er-api · live 12:00 · next 18 Feb 00:00", "CoinGecko · live 12:00 · next 13:00",
        ], "open.er-api's update is tomorrow: its date")
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: at(29)), [])
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: at(30)), [.fetch(monobank, generation: 8)],
                       "7 is the weather tile's forecast, still in flight")
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: at(59)), [])
        XCTAssertEqual(state.status(of: bank.id, now: at(60)), .stale, "past its reload date")
        XCTAssertEqual(Set(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(60))).keys), [bank, card, markets])
        XCTAssertEqual(statusBar(state, now: at(60)), [
            "PrivatBank · live 12:00 · updating", "Monobank · live 12:00 · updating", "NBU · live 12:00 · next 14:00",
            "open.er-api · live 12:00 · next 18 Feb 00:00", "CoinGecko · live 12:00 · updating",
        ])
    }

    func testAWarmCacheIsNotFetchedBeforeItsReloadDate() {
        var state = ReducerFixtures.state()
        let now = at(10), cachedAt = at(5)
        _ = AppReducer.reduce(&state, .start, now: now)
        let snapshots: [(AnyResource, SourceValue)] = [
            (bank, .bankRates(ReducerFixtures.rates(["USD"], at: cachedAt, origin: .cache))),
            (card, .bankRates(ReducerFixtures.rates(["USD"], at: cachedAt, origin: .cache))),
            (monobank, .monobank(ReducerFixtures.monobankRates(at: cachedAt).cached)),
            (nbu, .nbu(ReducerFixtures.nbuRates(at: cachedAt).cached)),
            (mid, .midMarketRates(ReducerFixtures.midMarket(at: cachedAt, nextUpdate: at(600), origin: .cache))),
            (markets, .markets(ReducerFixtures.coins([("btc", "Bitcoin")], at: cachedAt, origin: .cache))),
        ]
        for (source, value) in snapshots {
            _ = AppReducer.reduce(&state, .loaded(source, value, generation: 0, isSnapshot: true), now: now)
        }
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: now),
                       [.weather(.loadForecast(.configured(.kyiv), units: .metric, generation: 1))],
                       "cache fetched 5 min ago: nothing due but the weather tile's forecast, which has no cache")
        XCTAssertEqual(AppReducer.nextWake(state, now: now), at(35), "Monobank: 30 minutes after its cache entry")
        XCTAssertEqual(state.status(of: markets.id, now: now), .fresh)
        XCTAssertEqual(Array(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(35))).keys), [monobank])
        XCTAssertEqual(Set(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(60))).keys), [bank, card],
                       "PrivatBank's cash and card tables at the full hour")
    }

    func testTheEmbeddedSampleIsShownAndFetchedAtOnce() {
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .start, now: t0)
        let sample = ReducerFixtures.coins([("btc", "Bitcoin")], origin: .embeddedSample(recordedOn: "2026-02-17"))
        _ = AppReducer.reduce(&state, .loaded(markets, .markets(sample), generation: 0, isSnapshot: true), now: t0)
        XCTAssertEqual(state.status(of: markets.id, now: t0), .stale)
        XCTAssertFalse(state.showsData(now: t0), "the benchmark hook waits for real data")
        XCTAssertEqual(Set(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: t0)).keys),
                       Set(ReducerFixtures.dashboardSources))
        XCTAssertEqual(statusBar(state, now: t0), ["PrivatBank · loading", "Monobank · loading", "NBU · loading",
                                                   "open.er-api · loading", "CoinGecko · sample 2026-02-17 · updating"])
    }

    func testALateResultOfAnOlderGenerationIsDropped() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let first = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))[bank]!
        // The first manual fetch hangs; a clock jump starts nothing new while it is in flight, so answer it with
        // a failure, reload again, and let the newer answer arrive before the older success.
        _ = AppReducer.reduce(&state, .failed(bank, .timeout, generation: first), now: at(2))
        let second = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(3)))[bank]!
        XCTAssertGreaterThan(second, first)
        _ = AppReducer.reduce(&state, .loaded(bank, .bankRates(ReducerFixtures.rates(["PLN"], at: at(3))),
                                              generation: second, isSnapshot: false), now: at(3))
        _ = AppReducer.reduce(&state, .loaded(bank, .bankRates(ReducerFixtures.rates(["GBP"], at: at(1))),
                                              generation: first, isSnapshot: false), now: at(4))
        XCTAssertEqual(state.rateRows.map(\.ccy), ["PLN"], "the late answer never overwrites newer data")
        XCTAssertEqual(state.status(of: bank.id, now: at(4)), .fresh)
        _ = AppReducer.reduce(&state, .failed(bank, .timeout, generation: first), now: at(4))
        XCTAssertEqual(state.status(of: bank.id, now: at(4)), .fresh, "a late failure is dropped too")
    }

    func testAFailureKeepsTheLastGoodValueAndBacksOff() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))[markets]!
        _ = AppReducer.reduce(&state, .failed(markets, .serverError(status: 503), generation: generation), now: at(1))
        XCTAssertEqual(state.status(of: markets.id, now: at(1)), .failed(.serverError(status: 503)))
        XCTAssertEqual(state.visibleCoins.count, 3, "last good value kept")
        XCTAssertEqual(statusBar(state, now: at(1)).last, "CoinGecko · live 12:00 · server error 503 · retry 12:02")
        XCTAssertEqual(AppReducer.nextWake(state, now: at(1)), at(2), "60 s backoff (no jitter)")
        XCTAssertEqual(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(2))).keys.first, markets)
    }

    func testAnEmptyListKeepsTheRatesAndTheStatusBarSaysWhatWasWrong() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))[bank]!
        _ = AppReducer.reduce(&state, .failed(bank, .unusable("PrivatBank sent an empty list"), generation: generation),
                              now: at(1))
        XCTAssertEqual(state.rateRows.map(\.ccy), ["EUR", "USD"], "the last good rates stay")
        XCTAssertEqual(state.bankRates?.fetchedAt, t0, "with their time")
        XCTAssertEqual(statusBar(state, now: at(1)).first, "PrivatBank · live 12:00 · sent an empty list · retry 12:02")
    }

    func testRetryAfterIsShownAsACountdownThatWakesTheLoopEachSecond() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))[markets]!
        _ = AppReducer.reduce(&state, .failed(markets, .rateLimited(retryAfter: 119), generation: generation), now: at(1))
        let spans = DashboardModelMapping.statusSources(state, now: at(1), theme: PaneTheme())
        XCTAssertEqual(spans.last?.text, "CoinGecko · live 12:00 · rate limited · retry in 1:59")
        XCTAssertEqual(spans.last?.style, PaneTheme().error)
        XCTAssertEqual(AppReducer.nextWake(state, now: at(1)), at(1).addingTimeInterval(1), "the countdown's next second")
        XCTAssertEqual(statusBar(state, now: at(1).addingTimeInterval(1)).last, "CoinGecko · live 12:00 · rate limited · retry in 1:58")
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("R")), now: at(2)), [], "R waits for Retry-After")
        XCTAssertEqual(AppReducer.reduce(&state, .tick, now: at(1).addingTimeInterval(118)), [])
        XCTAssertEqual(ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(1).addingTimeInterval(119))).keys.first,
                       markets)
    }

    func testRPressedFiveTimesFetchesEachSourceOnce() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        var started: [AnyResource: Int] = [:]
        for press in 0..<5 {
            let now = at(1).addingTimeInterval(Double(press))
            let fetched = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: now))
            started.merge(fetched) { first, _ in XCTFail("fetched twice"); return first }
            // Answer at once, so "in flight" is not what stops the next press.
            for (source, generation) in fetched {
                let value: SourceValue = switch source {
                case bank, card: .bankRates(ReducerFixtures.rates(["USD"], at: now))
                case nbu: .nbu(ReducerFixtures.nbuRates(at: now))
                case mid: .midMarketRates(ReducerFixtures.midMarket(at: now, nextUpdate: at(600)))
                default: .markets(ReducerFixtures.threeCoins)
                }
                _ = AppReducer.reduce(&state, .loaded(source, value, generation: generation, isSnapshot: false), now: now)
            }
        }
        XCTAssertEqual(Set(started.keys), [bank, card, nbu, mid, markets],
                       "one fetch per source; Monobank not within 5 minutes of its last fetch")
        XCTAssertEqual(state.sources.scheduler.status(of: bank.id, now: at(2)).fetchesInWindow, 2, "counted against the budget")
        XCTAssertEqual(Set(ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1.5))).keys),
                       [bank, card, nbu, mid, markets], "30 s later r works again")
        XCTAssertEqual(Set(ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(5))).keys), [monobank],
                       "Monobank 5 minutes after its last fetch; the others 30 s after theirs")
    }

    func testCapitalRReloadsOnlyTheFocusedSource() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        XCTAssertEqual(state.screen.focus, .coins)
        XCTAssertEqual(Array(ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("R")), now: at(1))).keys), [markets])
        _ = AppReducer.reduce(&state, .key(.tab), now: at(1))
        XCTAssertEqual(Array(ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("R")), now: at(1))).keys), [bank])
    }

    func testAWallClockJumpFetchesOverdueSourcesAtOnce() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        // An 8-hour suspend: the loop wakes (its poll timeout ran on monotonic time) and reports the jump.
        let resumed = at(8 * 60)
        let fetched = ReducerFixtures.fetches(AppReducer.reduce(&state, .clockJumped, now: resumed))
        XCTAssertEqual(Set(fetched.keys), [bank, card, monobank, nbu, markets], "overdue at once; open.er-api's update is at 00:02")
        // Back in time by a day: the scheduler pulls its dates in, so nothing stalls for a day.
        var back = ReducerFixtures.loadedState(answerMid: true)
        _ = AppReducer.reduce(&back, .clockJumped, now: at(-24 * 60))
        XCTAssertEqual(AppReducer.nextWake(back, now: at(-24 * 60)), at(-24 * 60 + 30),
                       "at most one interval away (Monobank's 30 minutes)")
    }

    func testASpentBudgetWaitsAndSaysSo() {
        var state = ReducerFixtures.loadedState(answerMid: true, configuration: SchedulerConfiguration(dailyBudget: 2))
        let generation = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("R")), now: at(1)))[markets]!
        _ = AppReducer.reduce(&state, .loaded(markets, .markets(ReducerFixtures.threeCoins), generation: generation,
                                              isSnapshot: false), now: at(1))
        XCTAssertEqual(AppReducer.reduce(&state, .key(.char("R")), now: at(2)), [], "two fetches today: budget spent")
        XCTAssertEqual(statusBar(state, now: at(2)).last, "CoinGecko · live 12:00 · budget spent · next 18 Feb 12:00", "the budget frees tomorrow")
        let late = ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: at(23 * 60)))
        XCTAssertEqual(Set(late.keys), [bank, card, monobank, nbu, mid], "CoinGecko waits for its budget")
        XCTAssertEqual(AppReducer.nextWake(state, now: at(23 * 60)), at(24 * 60), "when the first fetch leaves the window")
    }

    func testStatusBarTextsFitAt120ColumnsWithTheHints() {
        var state = ReducerFixtures.loadedState(answerMid: true)
        let generations = ReducerFixtures.fetches(AppReducer.reduce(&state, .key(.char("r")), now: at(1)))
        _ = AppReducer.reduce(&state, .failed(bank, .serverError(status: 503), generation: generations[bank]!), now: at(1))
        _ = AppReducer.reduce(&state, .failed(markets, .rateLimited(retryAfter: 3599), generation: generations[markets]!), now: at(1))
        let bottom = DashboardView.render(state, now: at(1)).lines().last ?? ""
        XCTAssertEqual(bottom.trimmingCharacters(in: .whitespaces),
                       "live 12:00: Mono, NBU, er-api │ Privat · live 12:00 · server error 503 │ "
                           + "Gecko · live 12:00 · rate limited",
                       "five sources at 120 columns: grouped by origin, each failing one on its own in red")
    }
}

/// A comparison source that fails before it ever answered is still named, with its error.
final class FailingComparisonSourceTests: XCTestCase {
    func testAMonobankThatNeverAnsweredIsNamedWithItsRateLimit() {
        let t0 = ReducerFixtures.t0
        var state = ReducerFixtures.state()
        _ = AppReducer.reduce(&state, .start, now: t0)
        let fetches = ReducerFixtures.fetches(AppReducer.reduce(&state, .tick, now: t0))
        let monobank = AnyResource(Resource.monobank())
        _ = AppReducer.reduce(&state, .failed(monobank.id, .rateLimited(retryAfter: 120), generation: fetches[monobank]!), now: t0)
        let texts = DashboardModelMapping.statusSources(state, now: t0, theme: PaneTheme()).map(\.text)
        XCTAssertTrue(texts.contains { $0.hasPrefix("Monobank · ") && $0.contains("rate limited") }, "\(texts)")
        XCTAssertTrue(texts.contains("NBU · loading"), "\(texts)")
    }
}
