import Foundation
import KursCore
import TestSupport
import XCTest

final class TimelineTests: XCTestCase {
    let start = utc("2024-08-19T14:00:00Z")

    /// An hourly forecast: temperatures for 14:00, 15:00, 16:00 (given out of order).
    private var forecast: Timeline<Int> {
        Timeline(
            entries: [
                TimelineEntry(date: start.addingTimeInterval(3600), value: 21),
                TimelineEntry(date: start, value: 20),
                TimelineEntry(date: start.addingTimeInterval(7200), value: 19),
            ],
            policy: .atEnd)
    }

    func testEntriesAreSortedByDate() {
        XCTAssertEqual(forecast.entries.map(\.value), [20, 21, 19])
    }

    func testEntryAtNowIsTheLatestEntryNotAfterNow() {
        XCTAssertEqual(forecast.entry(at: start)?.value, 20)
        XCTAssertEqual(forecast.entry(at: start.addingTimeInterval(3599))?.value, 20)
        XCTAssertEqual(forecast.entry(at: start.addingTimeInterval(3600))?.value, 21)
        XCTAssertEqual(forecast.entry(at: start.addingTimeInterval(86_400))?.value, 19)
    }

    func testEntryAtNowIsTheFirstWhenAllAreInTheFuture() {
        XCTAssertEqual(forecast.entry(at: start.addingTimeInterval(-60))?.value, 20)
        XCTAssertNil(Timeline<Int>(entries: [], policy: .never).entry(at: start))
    }

    func testTheShownHourAdvancesWithoutAFetch() {
        XCTAssertEqual(forecast.nextEntryChange(after: start.addingTimeInterval(-1)), start)
        XCTAssertEqual(forecast.nextEntryChange(after: start), start.addingTimeInterval(3600))
        XCTAssertEqual(forecast.nextEntryChange(after: start.addingTimeInterval(5400)), start.addingTimeInterval(7200))
        XCTAssertNil(forecast.nextEntryChange(after: start.addingTimeInterval(7200)))
    }

    func testResolvedPolicyTurnsAtEndIntoTheLastEntryDate() {
        XCTAssertEqual(forecast.resolvedPolicy, .after(start.addingTimeInterval(7200)))
        XCTAssertEqual(Timeline(single: 1, date: start, policy: .never).resolvedPolicy, .never)
        XCTAssertEqual(Timeline<Int>(entries: [], policy: .atEnd).resolvedPolicy, .atEnd)
    }

    func testDefaultSchedulesPolicies() {
        let fetched = utc("2024-08-19T14:23:05Z")
        XCTAssertEqual(
            Resource.privatBank(.card).schedule.policy(fetchedAt: fetched), .after(utc("2024-08-19T15:00:00Z")))
        XCTAssertEqual(
            RefreshSchedule.weather().policy(fetchedAt: fetched),
            .after(utc("2024-08-19T15:00:00Z")))
        XCTAssertEqual(
            Resource.markets(vsCurrency: "usd").schedule.policy(fetchedAt: fetched),
            .after(utc("2024-08-19T15:23:05Z")))
        XCTAssertEqual(
            Resource.coinDetail(id: "bitcoin").schedule.policy(fetchedAt: fetched),
            .after(utc("2024-08-20T14:23:05Z")))
        let erapi = Resource.midMarketRates(base: "EUR").schedule
        XCTAssertEqual(
            erapi.policy(fetchedAt: fetched, facts: ResponseFacts(nextUpdate: Date(timeIntervalSince1970: 1_724_112_381))),
            .after(utc("2024-08-20T00:08:21Z")))
        XCTAssertEqual(
            erapi.policy(fetchedAt: fetched, facts: ResponseFacts(nextUpdate: Date(timeIntervalSince1970: 1_724_025_751))),
            .after(utc("2024-08-19T15:23:05Z")), "an announced update already past falls back to an hour")
        XCTAssertEqual(erapi.policy(fetchedAt: fetched), .after(utc("2024-08-19T15:23:05Z")))
        XCTAssertEqual(RefreshSchedule(rule: .manualOnly).policy(fetchedAt: fetched), .never)
    }

    func testMarketsIntervalIsClampedToFiveMinutes() {
        XCTAssertEqual(RefreshSchedule.coingeckoMarkets(interval: 60).rule, .interval(300))
        XCTAssertEqual(RefreshSchedule.coingeckoMarkets(interval: 600).rule, .interval(600))
        XCTAssertEqual(RefreshSchedule.coingeckoMarkets().nominalInterval, 3600)
    }

    func testNextFullHour() {
        XCTAssertEqual(RefreshSchedule.nextFullHour(after: start, timeZone: .gmt), utc("2024-08-19T15:00:00Z"))
        XCTAssertEqual(
            RefreshSchedule.nextFullHour(after: utc("2024-08-19T14:59:59Z"), timeZone: .gmt), utc("2024-08-19T15:00:00Z"))
        let kolkata = TimeZone(secondsFromGMT: 5 * 3600 + 1800)!
        XCTAssertEqual(
            RefreshSchedule.nextFullHour(after: utc("2024-08-19T14:10:00Z"), timeZone: kolkata),
            utc("2024-08-19T14:30:00Z"), "a full hour in UTC+05:30 is half past in UTC")
    }
}
