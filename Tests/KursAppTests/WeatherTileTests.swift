import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// The dashboard's weather tile: under the converter in the left column when the rows are there (a 30-row
/// terminal side by side), the first city's now, today's low and high, the conditions and the days; the weather
/// becomes a scheduler source at start only then.
final class WeatherTileTests: XCTestCase {
    func testTheTileShowsTheFirstCitysNowTodayAndTheDaysAndWhereTheForecastIsFrom() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        let tile = WeatherTile(state: weatherState([lisbon, kyiv], forecast: fetched), now: lisbonNow,
                               theme: PaneTheme(colors: false))
        assertBuffer(PaneDataForTests.render(tile, width: 46, height: 8), equals: [
            "┌ Lisbon, Portugal ──────── Open-Meteo 10:15 ┐",
            "│ 12°C  ☁ cloudy  ↓10° ↑18°                  │",
            "│ feels —  humidity 83%  wind 6 km/h NE      │",
            "│ 7 days                                     │",
            "│ Fri 26  ☁    10°  ━━━━━  18°        —   0% │",
            "│ Sat 27  ☁     9°  ━━━━━  19°        —   0% │",
            "│ Sun 28  ☁    12°  ·━━━·  17°        —   0% │",
            "└────────────────────────────────────────────┘",
        ])
    }

    func testOfflineWithoutACachedForecastSaysSo() {
        var state = weatherState([kyiv])
        state.forecasts[WeatherPaneState.key(for: state.cities[0])] = WeatherCityForecast(error: .offline)
        let lines = PaneDataForTests.render(WeatherTile(state: state, now: lisbonNow, theme: PaneTheme(colors: false)),
                                            width: 40, height: 7).lines()
        XCTAssertEqual(lines[1], "│ no forecast cached (offline)         │")
    }

    func testTheDashboardMakesRoomForItOnlyWhenTheRowsAreThere() {
        var tall = ReducerFixtures.state()
        tall.screen.size = TerminalSize(width: 120, height: 40)
        XCTAssertTrue(tall.showsWeatherTile)
        let started = AppReducer.reduce(&tall, .start, now: ReducerFixtures.t0)
        XCTAssertTrue(tall.isWeatherActive, "the first city's forecast is a scheduler source from the start")
        XCTAssertFalse(started.contains { if case .loadForecast? = $0.command(WeatherPaneEffect.self) { true } else { false } },
                       "no fetch before the first frame: \(started)")
        XCTAssertTrue(started.contains { if case .cachedForecast? = $0.command(WeatherPaneEffect.self) { true } else { false } },
                      "the cached forecast is read at once: \(started)")
        let tick = AppReducer.reduce(&tall, .tick, now: ReducerFixtures.t0)
        XCTAssertTrue(tick.contains { if case .loadForecast(_, _, _?)? = $0.command(WeatherPaneEffect.self) { true } else { false } }, "\(tick)")
        let frame = DashboardView.render(tall, now: ReducerFixtures.t0).lines()
        XCTAssertTrue(frame.contains { $0.hasPrefix("┌ Weather · Kyiv") }, frame.joined(separator: "\n"))

        var short = ReducerFixtures.state()
        short.screen.size = TerminalSize(width: 120, height: 29)
        XCTAssertFalse(short.showsWeatherTile)
        _ = AppReducer.reduce(&short, .start, now: ReducerFixtures.t0)
        XCTAssertFalse(short.isWeatherActive, "no tile, no forecast fetch")
        XCTAssertFalse(DashboardView.render(short, now: ReducerFixtures.t0).lines().contains { $0.contains("Weather ·") })
    }

    /// A warm start: the tile's forecast cached before its reload date (the next full hour in the place's time zone)
    /// is shown from the cache and not fetched on the first tick; one cached before the last full hour is.
    func testAForecastCachedBeforeItsReloadDateIsShownAndNotFetchedAtStart() throws {
        let t0 = ReducerFixtures.t0  // 12:00 UTC, on the hour
        for (age, fetches) in [(TimeInterval(-600), false), (TimeInterval(-3_700), true)] {
            var state = ReducerFixtures.state()
            state.screen.size = TerminalSize(width: 120, height: 40)
            _ = AppReducer.reduce(&state, .start, now: t0)
            let city = try XCTUnwrap(state.weather.cities.first)
            var cached = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: t0 + 1_800 + age)
            cached.origin = .cache
            _ = AppReducer.reduce(&state, .forecastSnapshot(city, cached), now: t0 + 1_800)
            XCTAssertEqual(state.weather.forecast(for: city).fetched?.fetchedAt, cached.fetchedAt)
            let tick = AppReducer.reduce(&state, .tick, now: t0 + 1_800)
            let fetched = tick.contains { if case .loadForecast(_, _, _?)? = $0.command(WeatherPaneEffect.self) { true } else { false } }
            XCTAssertEqual(fetched, fetches, "cached \(Int(-age)) s before 12:30: \(tick)")
        }
    }
}
