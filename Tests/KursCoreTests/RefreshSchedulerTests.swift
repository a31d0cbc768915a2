import Foundation
import KursCore
import TestSupport
import XCTest

final class RefreshSchedulerTests: XCTestCase {
    let start = utc("2024-08-19T00:10:00Z")
    let markets = ResourceID.coingeckoMarkets(vs: "usd")

    /// Fails every fetch of `source` and returns the delays between successive attempts.
    private func failureDelays(
        jitter: Jitter, schedule: RefreshSchedule, attempts: Int
    ) -> [TimeInterval] {
        var scheduler = RefreshScheduler(jitter: jitter)
        scheduler.register(markets, schedule: schedule)
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        simulation.outcome = { _, _ in .failure(.timeout) }
        for _ in 0..<attempts {
            simulation.runDue()
            guard let deadline = simulation.scheduler.nextDeadline(now: simulation.clock.now) else { break }
            simulation.clock.advance(to: deadline)
        }
        let times = simulation.fetches[markets] ?? []
        return zip(times.dropFirst(), times).map { $0.timeIntervalSince($1) }
    }

    /// In flight from its start to its result, of either kind (the dashboard hands its history records over once
    /// nothing is).
    func testAFetchIsInFlightFromItsStartToItsResult() {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        let rates = ResourceID("monobank-currency")
        scheduler.register(markets, schedule: .coingeckoMarkets())
        scheduler.register(rates, schedule: .coingeckoMarkets())
        XCTAssertFalse(scheduler.hasFetchInFlight)
        let first = scheduler.fetchStarted(markets, now: start)
        let second = scheduler.fetchStarted(rates, now: start)
        XCTAssertTrue(scheduler.hasFetchInFlight)
        XCTAssertTrue(scheduler.isInFlight(markets) && scheduler.isInFlight(rates))
        scheduler.fetchSucceeded(markets, generation: first, now: start.addingTimeInterval(1))
        XCTAssertTrue(scheduler.hasFetchInFlight, "the rates are still under way")
        XCTAssertFalse(scheduler.isInFlight(markets))
        XCTAssertTrue(scheduler.isInFlight(rates))
        XCTAssertFalse(scheduler.isInFlight(ResourceID("not-registered")))
        scheduler.fetchFailed(rates, generation: second, now: start.addingTimeInterval(2), error: .timeout)
        XCTAssertFalse(scheduler.hasFetchInFlight)
    }

    func testBackoffDoublesFromOneMinuteAndIsCappedAtThePolicyInterval() {
        XCTAssertEqual(
            failureDelays(jitter: .constant(0), schedule: .coingeckoMarkets(), attempts: 10),
            [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600])
        XCTAssertEqual(
            failureDelays(jitter: .constant(0), schedule: .coingeckoMarkets(interval: 300), attempts: 6),
            [60, 120, 240, 300, 300])
    }

    func testBackoffJitterTakesAtMostTenPercentOffEachDelay() {
        let nominal: [TimeInterval] = [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]
        let largest = failureDelays(jitter: .constant(.max), schedule: .coingeckoMarkets(), attempts: 10)
        for (delay, base) in zip(largest, nominal) {
            XCTAssertEqual(delay, base * 0.9, accuracy: 0.001)
        }
        let seeded = failureDelays(jitter: .seeded(42), schedule: .coingeckoMarkets(), attempts: 10)
        XCTAssertEqual(seeded.count, nominal.count)
        for (delay, base) in zip(seeded, nominal) {
            XCTAssertGreaterThanOrEqual(delay, base * 0.9)
            XCTAssertLessThanOrEqual(delay, base)
        }
        XCTAssertEqual(Set(seeded.map { $0 / 60 }).count, seeded.count, "jitter varies the delays")
        XCTAssertEqual(Backoff().delay(failures: 2, cap: 3600, unit: 0.5), 114)
    }

    func testRetryAfter119SecondsWinsOverTheBackoff() {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(markets)
        let generation = scheduler.fetchStarted(markets, now: start)
        XCTAssertTrue(scheduler.fetchFailed(markets, generation: generation, now: start, error: .rateLimited(retryAfter: 119)))

        let retry = start.addingTimeInterval(119)
        XCTAssertEqual(scheduler.nextDeadline(now: start), retry)
        XCTAssertEqual(scheduler.dueSources(now: retry.addingTimeInterval(-1)), [])
        XCTAssertEqual(scheduler.dueSources(now: retry), [markets])
        XCTAssertEqual(scheduler.requestManualReload([markets], now: start.addingTimeInterval(60)), [])
        let status = scheduler.status(of: markets, now: start)
        XCTAssertEqual(status.rateLimitedUntil, retry)
        XCTAssertEqual(
            SourceStatusLine.text(source: markets.testSource, origin: .cache, fetchedAt: start, status: status, now: start, timeZone: .gmt),
            "CoinGecko · cache 00:10 · rate limited · retry in 1:59")

        // A shorter Retry-After also wins over the 120 s backoff the second failure would bring.
        let second = scheduler.fetchStarted(markets, now: retry)
        scheduler.fetchFailed(markets, generation: second, now: retry, error: .rateLimited(retryAfter: 30))
        XCTAssertEqual(scheduler.nextDeadline(now: retry), retry.addingTimeInterval(30))
        // Without a Retry-After a 429 backs off like any failure (third failure: 240 s).
        let third = scheduler.fetchStarted(markets, now: retry.addingTimeInterval(30))
        scheduler.fetchFailed(markets, generation: third, now: retry.addingTimeInterval(30), error: .rateLimited(retryAfter: nil))
        XCTAssertEqual(scheduler.nextDeadline(now: retry.addingTimeInterval(30)), retry.addingTimeInterval(270))
    }

    func testSuccessAfterFailuresResetsTheBackoff() {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(markets)
        let first = scheduler.fetchStarted(markets, now: start)
        scheduler.fetchFailed(markets, generation: first, now: start, error: .offline)
        XCTAssertEqual(scheduler.status(of: markets, now: start).backingOffUntil, start.addingTimeInterval(60))
        let later = start.addingTimeInterval(60)
        let second = scheduler.fetchStarted(markets, now: later)
        XCTAssertTrue(scheduler.fetchSucceeded(markets, generation: second, now: later))
        let status = scheduler.status(of: markets, now: later)
        XCTAssertEqual(status.consecutiveFailures, 0)
        XCTAssertNil(status.lastError)
        XCTAssertNil(status.backingOffUntil)
        XCTAssertEqual(status.nextReload, later.addingTimeInterval(3600))
    }

    func testAnEightHourWallClockJumpMakesEveryOverdueSourceDueAtOnce() {
        let sources: [ResourceID] = [
            .privatBankCash, .privatBankCard, .erapi(base: "USD"), .coingeckoMarkets(vs: "usd"),
            .coingeckoDetail(id: "bitcoin"), .weather(city: "Kyiv"),
        ]
        var scheduler = RefreshScheduler()
        sources.forEach { scheduler.register($0) }
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        simulation.outcome = { source, _ in
            guard source == .erapi(base: "USD") else { return .success(ResponseFacts()) }
            return .success(ResponseFacts(nextUpdate: Date(timeIntervalSince1970: 1_724_112_381)))
        }
        var detector = ClockJumpDetector()
        XCTAssertNil(detector.observe(simulation.clock))
        simulation.runDue()
        XCTAssertEqual(simulation.scheduler.nextDeadline(now: start), utc("2024-08-19T01:00:00Z"))

        simulation.clock.jumpWall(by: 8 * 3600)  // suspended at 00:10, resumed at 08:10
        let jump = detector.observe(simulation.clock)
        XCTAssertEqual(jump, 8 * 3600)
        let now = simulation.clock.now
        simulation.scheduler.wallClockJumped(now: now)
        XCTAssertEqual(
            simulation.scheduler.dueSources(now: now),
            [.privatBankCash, .privatBankCard, .coingeckoMarkets(vs: "usd"), .weather(city: "Kyiv")],
            "er-api (next 2024-08-20 00:08) and the coin detail (next day) are not overdue")
        simulation.runDue()
        XCTAssertEqual(simulation.fetches[.privatBankCash], [start, now])
        XCTAssertEqual(simulation.scheduler.nextDeadline(now: now), utc("2024-08-19T09:00:00Z"))
    }

    func testABackwardWallClockJumpDoesNotStallASource() {
        var scheduler = RefreshScheduler()
        scheduler.register(.privatBankCash)
        let generation = scheduler.fetchStarted(.privatBankCash, now: start)
        scheduler.fetchSucceeded(.privatBankCash, generation: generation, now: start)
        let now = start.addingTimeInterval(-8 * 3600)  // the clock was set back 8 hours
        scheduler.wallClockJumped(now: now)
        XCTAssertEqual(scheduler.nextDeadline(now: now), now.addingTimeInterval(3600))
        XCTAssertEqual(scheduler.status(of: .privatBankCash, now: now).lastFetchStart, now)
    }

    func testALateResultWithAnOlderGenerationIsDropped() {
        var scheduler = RefreshScheduler()
        scheduler.register(.privatBankCash)
        let older = scheduler.fetchStarted(.privatBankCash, now: start)
        let newer = scheduler.fetchStarted(.privatBankCash, now: start.addingTimeInterval(10))
        XCTAssertLessThan(older, newer)
        let done = utc("2024-08-19T00:59:59Z")
        XCTAssertTrue(scheduler.fetchSucceeded(.privatBankCash, generation: newer, now: done))
        XCTAssertFalse(
            scheduler.fetchSucceeded(.privatBankCash, generation: older, now: utc("2024-08-19T01:00:30Z")),
            "the older fetch finishing later must not overwrite the newer result")
        XCTAssertFalse(scheduler.fetchFailed(.privatBankCash, generation: older, now: done, error: .timeout))
        let status = scheduler.status(of: .privatBankCash, now: done)
        XCTAssertEqual(status.lastSuccess, done)
        XCTAssertEqual(status.reloadDate, utc("2024-08-19T01:00:00Z"))
        XCTAssertFalse(status.isFetching)
        XCTAssertNil(status.lastError)
    }

    func testAnOlderSuccessStillCountsWhenTheNewerFetchFailedFirst() {
        var scheduler = RefreshScheduler(jitter: .constant(0))
        scheduler.register(.privatBankCash)
        let older = scheduler.fetchStarted(.privatBankCash, now: start)
        let newer = scheduler.fetchStarted(.privatBankCash, now: start.addingTimeInterval(10))
        XCTAssertFalse(
            scheduler.fetchFailed(.privatBankCash, generation: older, now: start, error: .timeout),
            "a newer fetch is in flight: it decides")
        XCTAssertTrue(scheduler.status(of: .privatBankCash, now: start).isFetching)
        XCTAssertTrue(scheduler.fetchFailed(.privatBankCash, generation: newer, now: start.addingTimeInterval(20), error: .timeout))
        XCTAssertEqual(scheduler.status(of: .privatBankCash, now: start).consecutiveFailures, 1)
        let late = start.addingTimeInterval(30)
        XCTAssertTrue(scheduler.fetchSucceeded(.privatBankCash, generation: older, now: late))
        let status = scheduler.status(of: .privatBankCash, now: late)
        XCTAssertEqual(status.consecutiveFailures, 0)
        XCTAssertEqual(status.lastSuccess, late)
        XCTAssertEqual(status.nextReload, utc("2024-08-19T01:00:00Z"))
    }

    func testManualReloadFivePressesInTenSecondsFetchEachSourceOnce() {
        let sources: [ResourceID] = [.privatBankCash, .erapi(base: "USD"), markets]
        var scheduler = RefreshScheduler()
        sources.forEach { scheduler.register($0) }
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        simulation.runDue()  // the start-up fetch of each source
        simulation.clock.advance(by: 20)

        var accepted: [[ResourceID]] = []
        for _ in 0..<5 {
            accepted.append(simulation.scheduler.requestManualReloadAll(now: simulation.clock.now))
            simulation.runDue()
            simulation.clock.advance(by: 2.5)
        }
        XCTAssertEqual(accepted, [sources, [], [], [], []])
        for source in sources {
            XCTAssertEqual(
                simulation.fetches[source], [start, start.addingTimeInterval(20)],
                "one start-up fetch and one manual fetch of \(source), within the 5-minute floor")
        }
        XCTAssertEqual(simulation.scheduler.status(of: markets, now: simulation.clock.now).fetchesInWindow, 2)

        // `R` on the focused source, 30 s after the accepted press.
        simulation.clock.advance(to: start.addingTimeInterval(50))
        XCTAssertEqual(simulation.scheduler.requestManualReload([markets], now: simulation.clock.now), [markets])
        XCTAssertEqual(simulation.scheduler.dueSources(now: simulation.clock.now), [markets])
    }

    func testManualReloadIsRefusedWhileAFetchIsInFlight() {
        var scheduler = RefreshScheduler()
        scheduler.register(markets)
        _ = scheduler.fetchStarted(markets, now: start)
        XCTAssertEqual(scheduler.requestManualReload([markets], now: start.addingTimeInterval(1)), [])
        XCTAssertEqual(scheduler.dueSources(now: start.addingTimeInterval(3600)), [], "in flight: not due again")
        XCTAssertNil(scheduler.nextDeadline(now: start))
    }

    func testRestoredCacheDataIsNotFetchedAgainBeforeItsReloadDate() {
        var scheduler = RefreshScheduler()
        scheduler.register(.privatBankCash)
        XCTAssertEqual(scheduler.dueSources(now: start), [.privatBankCash], "a new source is due at once")
        scheduler.restore(.privatBankCash, fetchedAt: utc("2024-08-19T00:05:00Z"))
        XCTAssertEqual(scheduler.dueSources(now: start), [])
        XCTAssertEqual(scheduler.nextDeadline(now: start), utc("2024-08-19T01:00:00Z"))
        XCTAssertEqual(scheduler.status(of: .privatBankCash, now: start).fetchesInWindow, 0)
    }

    func testNeverPolicyReloadsOnlyByHand() {
        var scheduler = RefreshScheduler()
        scheduler.register(markets, schedule: RefreshSchedule(rule: .manualOnly))
        let generation = scheduler.fetchStarted(markets, now: start)
        scheduler.fetchSucceeded(markets, generation: generation, now: start)
        XCTAssertNil(scheduler.nextDeadline(now: start))
        XCTAssertEqual(scheduler.dueSources(now: start.addingTimeInterval(86_400 * 7)), [])
        XCTAssertEqual(scheduler.requestManualReload([markets], now: start.addingTimeInterval(60)), [markets])
    }

    func testAtEndPolicyReloadsAsSoonAsTheFloorAllows() {
        var scheduler = RefreshScheduler()
        scheduler.register(markets)
        let generation = scheduler.fetchStarted(markets, now: start)
        scheduler.fetchSucceeded(markets, generation: generation, now: start, policy: .atEnd)
        XCTAssertEqual(scheduler.nextDeadline(now: start), start.addingTimeInterval(300))
    }
}
