import Foundation
import KursCore
import Synchronization
import TestSupport
import XCTest

private func instant(_ iso: String) -> Date { DateFormat.parseISO8601(iso)! }

/// A forecast provider over the 48-hour Open-Meteo fixture, counting calls of its closures.
private final class ForecastFake: Sendable {
    let cachedCalls = Mutex(0)
    let fetchCalls = Mutex(0)
    let clock: ManualClock
    let failure: FetchError?

    init(clock: ManualClock, failure: FetchError? = nil) {
        self.clock = clock
        self.failure = failure
    }

    func forecast(origin: DataOrigin) -> Fetched<Forecast>? {
        guard let forecast = try? OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json")) else {
            return nil
        }
        return Fetched(value: forecast, fetchedAt: clock.now, origin: origin)
    }

    var provider: ForecastProvider {
        ForecastProvider(
            clock: clock,
            cached: { [self] in
                cachedCalls.withLock { $0 += 1 }
                return forecast(origin: .cache)
            },
            fetch: { [self] () async throws(FetchError) -> Fetched<Forecast> in
                fetchCalls.withLock { $0 += 1 }
                if let failure { throw failure }
                guard let fetched = forecast(origin: .network) else { throw .unexpectedContent("fixture") }
                return fetched
            })
    }
}

final class ForecastTimelineProviderTests: XCTestCase {
    func testPlaceholderDoesNoIO() {
        let fake = ForecastFake(clock: ManualClock(now: instant("2026-05-07T05:30:00Z")))
        XCTAssertEqual(fake.provider.placeholder(), .placeholder)
        XCTAssertEqual(fake.cachedCalls.withLock { $0 }, 0)
        XCTAssertEqual(fake.fetchCalls.withLock { $0 }, 0)
    }

    func testSnapshotShowsTheCachedForecastAtTheClocksHour() throws {
        let clock = ManualClock(now: instant("2026-05-07T05:30:00Z"))
        let fake = ForecastFake(clock: clock)
        let first = try XCTUnwrap(fake.provider.snapshot()?.fetched)
        XCTAssertEqual(first.origin, .cache)
        XCTAssertEqual(first.value.hour?.time, instant("2026-05-07T05:00:00Z"))
        XCTAssertEqual(first.value.temperature, 15.2)
        clock.advance(to: instant("2026-05-08T12:10:00Z"))
        let later = try XCTUnwrap(fake.provider.snapshot()?.fetched)
        XCTAssertEqual(later.value.hour?.time, instant("2026-05-08T12:00:00Z"))
        XCTAssertEqual(later.value.temperature, 21.9)
        XCTAssertEqual(fake.cachedCalls.withLock { $0 }, 2)
        XCTAssertEqual(fake.fetchCalls.withLock { $0 }, 0)
    }

    func testTimelineHasOneEntryPerHourAndAdvancesWithNow() async throws {
        let now = instant("2026-05-07T05:30:00Z")
        let fake = ForecastFake(clock: ManualClock(now: now))
        let timeline = try await fake.provider.timeline(now: now)
        XCTAssertEqual(timeline.entries.count, 48)
        XCTAssertEqual(timeline.policy, .after(instant("2026-05-07T06:00:00Z")))
        let dates = timeline.entries.map(\.date)
        XCTAssertEqual(zip(dates, dates.dropFirst()).map { $1.timeIntervalSince($0) }, Array(repeating: 3600, count: 47))
        let shown = try XCTUnwrap(timeline.entry(at: now)?.value.fetched)
        XCTAssertEqual(shown.origin, .network)
        XCTAssertEqual(shown.value.hour?.time, instant("2026-05-07T05:00:00Z"))
        let nextHour = try XCTUnwrap(timeline.entry(at: instant("2026-05-07T06:00:00Z"))?.value.fetched)
        XCTAssertEqual(nextHour.value.hour?.time, instant("2026-05-07T06:00:00Z"))
        let later = try XCTUnwrap(timeline.entry(at: instant("2026-05-08T12:00:00Z"))?.value.fetched)
        XCTAssertEqual(later.value.temperature, 21.9)
        XCTAssertEqual(fake.fetchCalls.withLock { $0 }, 1, "the hour advanced with one fetch")
    }

    func testFetchErrorsPropagate() async {
        let fake = ForecastFake(clock: ManualClock(now: instant("2026-05-07T05:30:00Z")), failure: .timeout)
        do {
            let timeline = try await fake.provider.timeline(now: instant("2026-05-07T05:30:00Z"))
            XCTFail("expected a FetchError, got \(timeline.entries.count) entries")
        } catch {
            XCTAssertEqual(error, .timeout)
        }
    }
}
