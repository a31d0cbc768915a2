import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// A forecast fetched now whose data is from another day (the January 2024 fixture read in December 2026) says
/// the data's day and time, not "live … just now"; the precipitation line labels its chance.
final class WeatherDataTimeTests: XCTestCase {
    /// 2026-12-02 01:14 UTC.
    private let now = Date(timeIntervalSince1970: 1_796_174_040)

    private func state() throws -> WeatherPaneState {
        weatherState([lisbon], forecast: try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: now))
    }

    func testThePaneSaysTheForecastsDayInsteadOfTheFetch() throws {
        let lines = renderWeather(try state(), now: now, width: 60, height: 15, theme: PaneTheme(colors: false)).lines()
        XCTAssertEqual(Array(lines[2...5]), [
            "│ 12°C  ☁ cloudy                                           │",
            "│ feels —  humidity 83%  wind 6 km/h NE                    │",
            "│ precipitation —  chance —  sunrise —  sunset —           │",
            "│ Open-Meteo · live · forecast for 26 Jan 2024 10:15       │",
        ])
        XCTAssertFalse(lines.joined().contains("just now"))
    }

    func testTheTileSaysTheForecastsDayOnItsBorder() throws {
        let tile = WeatherTile(state: try state(), now: now, theme: PaneTheme(colors: false))
        XCTAssertEqual(tile.stamp(lisbonCity()), "Open-Meteo 26 Jan 2024 10:15")
        let lines = PaneDataForTests.render(tile, width: 70, height: 7).lines()
        XCTAssertTrue(lines[0].hasSuffix(" Open-Meteo 26 Jan 2024 10:15 ┐"), lines[0])
    }

    func testTodaysForecastKeepsTheFetchTime() throws {
        let today = Date(timeIntervalSince1970: 1_706_264_100)
        let state = weatherState([lisbon], forecast: try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json",
                                                                        fetchedAt: today))
        XCTAssertEqual(WeatherTile(state: state, now: today, theme: PaneTheme(colors: false)).stamp(state.cities.first),
                       "Open-Meteo 10:15")
    }

    func testTheYearIsSaidOnlyOutsideNowsYear() {
        let august2024 = Date(timeIntervalSince1970: 1_724_025_600)  // 2024-08-19 00:00 UTC
        XCTAssertEqual(DateFormat.shortDayMonth(august2024, now: now), "19 Aug 2024")
        XCTAssertEqual(DateFormat.shortDayMonth(august2024, now: august2024.addingTimeInterval(86_400)), "19 Aug")
    }

    private func lisbonCity() -> WeatherCity? { (try? state())?.cities.first }
}
