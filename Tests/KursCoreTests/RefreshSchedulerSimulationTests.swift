import Foundation
import KursCore
import TestSupport
import XCTest

/// Parses "2024-08-19T00:10:00Z".
func utc(_ text: String) -> Date {
    guard let date = DateFormat.parseISO8601(text) else { fatalError("bad date \(text)") }
    return date
}

/// Drives a scheduler the way the event loop does: wait for the next deadline, start every due fetch,
/// complete it at once with `outcome`; records fetch start times per source.
struct SchedulerSimulation {
    var scheduler: RefreshScheduler
    let clock: ManualClock
    var fetches: [ResourceID: [Date]] = [:]
    /// What a fetch of a source started at a date returns: facts on success, or an error.
    var outcome: (ResourceID, Date) -> Result<ResponseFacts, FetchError> = { _, _ in .success(ResponseFacts()) }

    init(scheduler: RefreshScheduler, start: Date) {
        self.scheduler = scheduler
        self.clock = ManualClock(now: start)
    }

    /// Starts and completes every source due now.
    mutating func runDue() {
        let now = clock.now
        for source in scheduler.dueSources(now: now) {
            let generation = scheduler.fetchStarted(source, now: now)
            fetches[source, default: []].append(now)
            switch outcome(source, now) {
            case .success(let facts):
                XCTAssertTrue(scheduler.fetchSucceeded(source, generation: generation, now: now, facts: facts))
            case .failure(let error):
                XCTAssertTrue(scheduler.fetchFailed(source, generation: generation, now: now, error: error))
            }
        }
    }

    /// Runs until the next deadline is at or after `end`.
    mutating func run(until end: Date) {
        for _ in 0..<10_000 {
            runDue()
            guard let deadline = scheduler.nextDeadline(now: clock.now), deadline < end else { return }
            XCTAssertGreaterThan(deadline, clock.now, "the loop would spin")
            clock.advance(to: deadline)
        }
        XCTFail("simulation did not settle")
    }
}

final class RefreshSchedulerSimulationTests: XCTestCase {
    let start = utc("2024-08-19T00:10:00Z")
    /// open.er-api's announced updates: the recorded fixture's `time_next_update_unix`, then the next days.
    let erapiUpdates = [1_724_112_381, 1_724_198_700, 1_724_285_100].map { Date(timeIntervalSince1970: $0) }

    func test48SimulatedHoursOnTheDefaultsFetchEachSourceOnItsSchedule() {
        let sources: [ResourceID] = [
            .privatBankCash, .privatBankCard, .erapi(base: "USD"), .coingeckoMarkets(vs: "usd"),
            .coingeckoDetail(id: "bitcoin"), .weather(city: "Kyiv"),
        ]
        var scheduler = RefreshScheduler(jitter: .constant(0))
        sources.forEach { scheduler.register($0) }
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        let updates = erapiUpdates
        simulation.outcome = { source, now in
            guard source == .erapi(base: "USD") else { return .success(ResponseFacts()) }
            return .success(ResponseFacts(nextUpdate: updates.first { $0 > now }))
        }
        simulation.run(until: start.addingTimeInterval(48 * 3600))

        let fullHours = (1...48).map { utc("2024-08-19T00:00:00Z").addingTimeInterval(Double($0) * 3600) }
        XCTAssertEqual(fullHours.last, utc("2024-08-21T00:00:00Z"))
        XCTAssertEqual(simulation.fetches[.privatBankCash], [start] + fullHours)
        XCTAssertEqual(simulation.fetches[.privatBankCard], [start] + fullHours)
        XCTAssertEqual(simulation.fetches[.weather(city: "Kyiv")], [start] + fullHours)
        XCTAssertEqual(
            simulation.fetches[.erapi(base: "USD")],
            [start, utc("2024-08-20T00:08:21Z"), utc("2024-08-21T00:07:00Z")])
        XCTAssertEqual(
            simulation.fetches[.coingeckoMarkets(vs: "usd")],
            (0..<48).map { start.addingTimeInterval(Double($0) * 3600) })
        XCTAssertEqual(simulation.fetches[.coingeckoDetail(id: "bitcoin")], [start, start.addingTimeInterval(86_400)])
        XCTAssertEqual(simulation.fetches.values.map(\.count).reduce(0, +), 49 * 3 + 3 + 48 + 2)
    }

    func testERAPIReloadFollowsTheRecordedTimeNextUpdatePlusTwoMinutes() throws {
        let rates = try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))
        XCTAssertEqual(rates.lastUpdate, Date(timeIntervalSince1970: 1_724_025_751))
        XCTAssertEqual(rates.nextUpdate, Date(timeIntervalSince1970: 1_724_112_381))
        var scheduler = RefreshScheduler()
        let source = ResourceID.erapi(base: "USD")
        scheduler.register(source)
        let generation = scheduler.fetchStarted(source, now: start)
        scheduler.fetchSucceeded(source, generation: generation, now: start, facts: ResponseFacts(nextUpdate: rates.nextUpdate))
        XCTAssertEqual(scheduler.nextDeadline(now: start), Date(timeIntervalSince1970: 1_724_112_381 + 120))
        XCTAssertEqual(scheduler.status(of: source, now: start).providerNextUpdate, rates.nextUpdate)
    }

    func testBudgetOfThreeSpentWaitsUntilTheOldestFetchIs24HoursOld() {
        let source = ResourceID.coingeckoMarkets(vs: "usd")
        var scheduler = RefreshScheduler(configuration: SchedulerConfiguration(dailyBudget: 3))
        scheduler.register(source, schedule: .coingeckoMarkets(interval: 300))
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        simulation.run(until: start.addingTimeInterval(600 + 1))
        XCTAssertEqual(simulation.fetches[source], [0, 300, 600].map { start.addingTimeInterval($0) })

        let now = start.addingTimeInterval(601)
        let status = simulation.scheduler.status(of: source, now: now)
        XCTAssertEqual(status.budgetSpentUntil, start.addingTimeInterval(86_400))
        XCTAssertEqual(status.fetchesInWindow, 3)
        XCTAssertEqual(simulation.scheduler.nextDeadline(now: now), start.addingTimeInterval(86_400))
        XCTAssertEqual(simulation.scheduler.requestManualReload([source], now: now), [], "manual reload counts too")
        XCTAssertEqual(
            SourceStatusLine.text(
                source: source.testSource, origin: .live, fetchedAt: start.addingTimeInterval(600), status: status, now: now,
                timeZone: .gmt),
            "CoinGecko · live 00:20 · budget spent · next 20 Aug 00:10", "tomorrow: its date")

        simulation.run(until: start.addingTimeInterval(86_400 + 601))
        XCTAssertEqual(
            simulation.fetches[source],
            [0, 300, 600, 86_400, 86_700, 87_000].map { start.addingTimeInterval($0) })
    }

    func testTheFiveMinuteFloorDelaysAReloadDueTooSoonAfterTheLastFetch() {
        let start = utc("2024-08-19T00:58:00Z")
        var scheduler = RefreshScheduler()
        scheduler.register(.privatBankCash)
        var simulation = SchedulerSimulation(scheduler: scheduler, start: start)
        simulation.run(until: utc("2024-08-19T03:00:01Z"))
        XCTAssertEqual(
            simulation.fetches[.privatBankCash],
            ["00:58:00", "01:03:00", "02:00:00", "03:00:00"].map { utc("2024-08-19T\($0)Z") })
        XCTAssertEqual(simulation.scheduler.status(of: .privatBankCash, now: start).reloadDate, utc("2024-08-19T04:00:00Z"))
    }
}
