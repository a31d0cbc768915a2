import Foundation
import KursCore
import TestSupport
import XCTest

private func instant(_ iso: String) -> Date { DateFormat.parseISO8601(iso)! }

final class ForecastTimelineTests: XCTestCase {
    func testOneEntryPerHourAdvancesWithoutAFetch() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"))
        let now = instant("2026-05-07T05:30:00Z")
        let timeline = ForecastTimeline.make(from: forecast, now: now)
        XCTAssertEqual(timeline.entries.count, 48)
        XCTAssertEqual(timeline.policy, .after(instant("2026-05-07T06:00:00Z")))
        let shown = try XCTUnwrap(timeline.entry(at: now))
        XCTAssertEqual(shown.date, instant("2026-05-07T05:00:00Z"))
        XCTAssertEqual(shown.value.temperature, 15.2)
        XCTAssertEqual(shown.value.upcomingHours(24).count, 24)
        XCTAssertEqual(shown.value.upcomingHours(24).first?.time, instant("2026-05-07T05:00:00Z"))
        XCTAssertEqual(timeline.nextEntryChange(after: now), instant("2026-05-07T06:00:00Z"))
        let later = try XCTUnwrap(timeline.entry(at: instant("2026-05-08T12:00:00Z")))
        XCTAssertEqual(later.value.temperature, 21.9)
        XCTAssertEqual(later.value.upcomingHours(24).count, 12, "the strip ends with the data")
    }

    func testCurrentConditionsApplyOnlyToTheirHour() throws {
        let forecast = try DarkSkyDecoder.decode(Fixtures.data("darksky-forecast-with-alerts.json"))
        let timeline = ForecastTimeline.make(from: forecast, now: Date(timeIntervalSince1970: 1_401_265_659))
        XCTAssertEqual(timeline.entries.count, 49)
        let now = try XCTUnwrap(timeline.entry(at: Date(timeIntervalSince1970: 1_401_265_659)))
        XCTAssertEqual(now.value.temperature, 55.81, "currently")
        XCTAssertEqual(now.value.condition, .cloudy)
        let twoHoursOn = try XCTUnwrap(timeline.entry(at: Date(timeIntervalSince1970: 1_401_264_000 + 7200 + 60)))
        XCTAssertNil(twoHoursOn.value.current)
        XCTAssertEqual(twoHoursOn.value.temperature, forecast.hourly[2].temperature)
        // Berlin, UTC+2: 08:27:39Z is 10:27:39 local → next full hour 11:00 local = 09:00Z.
        XCTAssertEqual(timeline.policy, .after(Date(timeIntervalSince1970: 1_401_267_600)))
    }

    func testNextFullHourInAHalfHourZone() {
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        XCTAssertEqual(
            ForecastTimeline.nextFullHour(after: instant("2024-01-01T10:10:00Z"), in: kolkata),
            instant("2024-01-01T10:30:00Z"))
        XCTAssertEqual(
            ForecastTimeline.nextFullHour(after: instant("2024-01-01T10:30:00Z"), in: kolkata),
            instant("2024-01-01T11:30:00Z"))
    }

    func testForecastWithoutHoursIsOneEntry() throws {
        let forecast = try DarkSkyDecoder.decode(Data(#"{"offset":5.5,"currently":{"time":1000,"temperature":20}}"#.utf8))
        let now = Date(timeIntervalSince1970: 2000)
        let timeline = ForecastTimeline.make(from: forecast, now: now)
        XCTAssertEqual(timeline.entries.count, 1)
        XCTAssertEqual(timeline.entries.first?.date, Date(timeIntervalSince1970: 1000))
        XCTAssertEqual(timeline.entry(at: now)?.value.temperature, 20)
        XCTAssertNil(timeline.entry(at: now)?.value.hour)
        // 00:33:20Z is 06:03:20 at UTC+5:30 → 07:00 local = 01:30Z.
        XCTAssertEqual(timeline.policy, .after(Date(timeIntervalSince1970: 5400)))
    }
}
