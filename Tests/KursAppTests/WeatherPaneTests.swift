import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import TestSupport
import XCTest

/// 2024-01-26T10:15:00Z, the Open-Meteo unixtime fixture's `current.time` (Lisbon, UTC+0 in winter).
let lisbonNow = Date(timeIntervalSince1970: 1_706_264_100)
let lisbon = SavedCity(name: "Lisbon", country: "Portugal", latitude: 38.72, longitude: -9.13, timezone: "Europe/Lisbon")
let kyiv = SavedCity(name: "Kyiv", admin1: "Kyiv City", country: "Ukraine", latitude: 50.45466, longitude: 30.5238,
                     timezone: "Europe/Kyiv")

/// A decoded fixture as a network fetch at `fetchedAt`.
func fetchedFixture(_ name: String, darkSky: Bool = false, fetchedAt: Date) throws -> Fetched<Forecast> {
    let data = Fixtures.data(name)
    let forecast = darkSky ? try DarkSkyDecoder.decode(data) : try OpenMeteoDecoder.decode(data)
    return Fetched(value: forecast, fetchedAt: fetchedAt, origin: .live)
}

/// A pane state with `cities` saved and `forecast` loaded for the first.
func weatherState(_ cities: [SavedCity], forecast: Fetched<Forecast>? = nil) -> WeatherPaneState {
    var state = WeatherPaneState(saved: CityList(cities))
    if let forecast, let first = state.cities.first {
        WeatherPaneReducer.forecastLoaded(forecast, for: first, state: &state)
    }
    return state
}

/// The pane drawn into a `width × height` buffer pre-filled with "x".
func renderWeather(_ state: WeatherPaneState, now: Date, width: Int, height: Int, focused: Bool = true,
                   theme: PaneTheme = PaneTheme()) -> Buffer {
    var buffer = filledBuffer(width: width, height: height)
    WeatherPane(state: state, now: now, focused: focused, theme: theme)
        .render(area: Rect(x: 0, y: 0, width: width, height: height), buffer: &buffer)
    return buffer
}

/// A row of the 120-column full layout with nothing in the list or the forecast column.
let emptyFullRow = "│" + String(repeating: " ", count: 22) + "│" + String(repeating: " ", count: 95) + "│"

final class WeatherPaneTests: XCTestCase {
    func testOpenMeteoFixtureFullLayout() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        let buffer = renderWeather(weatherState([lisbon, kyiv], forecast: fetched), now: lisbonNow, width: 120, height: 40)
        assertBuffer(buffer, equals: [
            "┌ Weather ───────────────────────────────────────────────────────────────────────────────────────────────────────── °C ┐",
            "│ Cities               │ Lisbon, Portugal                                                                              │",
            "│ Lisbon        12° ☁  │                                                                                               │",
            "│ Kyiv            —    │ 12°C  ☁ cloudy                                                                                │",
            "│                      │ feels —  humidity 83%  wind 6 km/h NE                                                         │",
            "│                      │ precipitation —  chance —  sunrise —  sunset —                                                │",
            "│                      │ Open-Meteo · live 10:15 · just now                                                            │",
            "│                      │                                                                                               │",
            "│                      │ 7 days                                                                                        │",
            "│                      │ Fri 26  ☁    10°  ·━━━━━━━━━━━━━━━━━━━━━━━━━━━··  18°        —   0%                           │",
            "│                      │ Sat 27  ☁     9°  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━  19°        —   0%                           │",
            "│                      │ Sun 28  ☁    12°  ·········━━━━━━━━━━━━━━━······  17°        —   0%                           │",
            "│                      │ Mon 29  ☂    10°  ····━━━━━━━━━━━━━━━━━━━━━━····  17°        —  16%                           │",
            "│                      │ Tue 30  ░    13°  ···········━━━━━━━━━━━━━━━····  17°        —  32%                           │",
            "│                      │ Wed 31  ☁    13°  ·············━━━━━━━━━━━━━━━━━  18°        —  13%                           │",
            "│                      │ Thu  1  ☀    12°  ··········━━━━━━━━━━━━━━━━━━━━  19°        —   3%                           │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│                      │                                                                                               │",
            "│ a add  x delete  K/J move  ←/→ hours  u °F                                                                           │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘",
        ])
        // The selected city is highlighted across the list column; the week's bars are yellow.
        XCTAssertEqual(buffer[2, 2]?.style, Style(modifiers: .reverse))
        XCTAssertEqual(buffer[21, 2]?.style, Style(modifiers: .reverse))
        XCTAssertEqual(buffer[2, 3]?.style, .plain)
        XCTAssertEqual(buffer[44, 9]?.style, Style(foreground: .yellow))
        XCTAssertEqual(buffer[43, 9]?.style, Style(modifiers: .dim))
    }

    func testOpenMeteoFixtureTabsAt60x15() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        let buffer = renderWeather(weatherState([lisbon, kyiv], forecast: fetched), now: lisbonNow, width: 60, height: 15)
        assertBuffer(buffer, equals: [
            "┌ Weather ───────────────────────────────────────────── °C ┐",
            "│  Lisbon   Kyiv                                           │",
            "│ 12°C  ☁ cloudy                                           │",
            "│ feels —  humidity 83%  wind 6 km/h NE                    │",
            "│ precipitation —  chance —  sunrise —  sunset —           │",
            "│ Open-Meteo · live 10:15 · just now                       │",
            "│ 7 days                                                   │",
            "│ Fri 26  ☁    10°  ·━━━━━━━━━━━━━━━━━·  18°        —   0% │",
            "│ Sat 27  ☁     9°  ━━━━━━━━━━━━━━━━━━━  19°        —   0% │",
            "│ Sun 28  ☁    12°  ·····━━━━━━━━━━····  17°        —   0% │",
            "│ Mon 29  ☂    10°  ··━━━━━━━━━━━━━━━··  17°        —  16% │",
            "│ Tue 30  ░    13°  ·······━━━━━━━━━━··  17°        —  32% │",
            "│ Wed 31  ☁    13°  ········━━━━━━━━━━━  18°        —  13% │",
            "│ Thu  1  ☀    12°  ······━━━━━━━━━━━━━  19°        —   3% │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(buffer[2, 1]?.style, Style(modifiers: .reverse), "the selected tab")
        XCTAssertEqual(buffer[11, 1]?.style, Style(modifiers: .dim))
    }

    func testCompactAt30x6() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        let buffer = renderWeather(weatherState([lisbon, kyiv], forecast: fetched), now: lisbonNow, width: 30, height: 6)
        assertBuffer(buffer, equals: [
            "┌ Weather ─────────────── °C ┐",
            "│ Lisbon 12° ☁ cloudy        │",
            "│ min 10°  max 18°           │",
            "│                            │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testDarkSkyFixtureWithAlertsAndHourlyStrip() throws {
        let now = Date(timeIntervalSince1970: 1_401_265_659)  // 2014-05-28T08:27:39Z, 10:27 in Berlin
        let fetched = try fetchedFixture("darksky-forecast-with-alerts.json", darkSky: true, fetchedAt: now)
        var state = weatherState([kyiv], forecast: fetched)
        state.units = .imperial
        let buffer = renderWeather(state, now: now, width: 120, height: 40)
        assertBuffer(buffer, equals: [
            "┌ Weather ───────────────────────────────────────────────────────────────────────────────────────────────────────── °F ┐",
            "│ Cities               │ Kyiv, Kyiv City, Ukraine                                                                      │",
            "│ Kyiv          56° ☁  │                                                                                               │",
            "│                      │ 56°F  ☁ cloudy · Overcast                                                                     │",
            "│                      │ feels 56°  humidity 84%  wind 11 mph W                                                        │",
            "│                      │ precipitation 0 in  chance 3%  sunrise 05:20  sunset 21:16                                    │",
            "│                      │ Pirate Weather · live 10:27 · just now                                                        │",
            "│                      │ ⚠ Excessive Heat Warning for Inyo, CA · until Tue 10 06:00                                    │",
            "│                      │ ⚠ Excessive Heat Warning for Nye, NV · until Tue 10 06:00                                     │",
            "│                      │                                                                                               │",
            "│                      │ Next 24 h  1–14  ←/→  wind in mph                                                             │",
            "│                      │      10    11    12    13    14    15    16    17    18    19    20    21    22    23         │",
            "│                      │      ☁     ☂     ☂     ☂     ☂     ☂     ☂     ☂     ☂     ☂     ☂     ☁     ☁     ☁          │",
            "│                      │ temp 55°   57°   58°   59°   60°   60°   61°   60°   59°   58°   57°   55°   54°   52°        │",
            "│                      │ rain 0%    6%    8%    10%   14%   28%   42%   45%   37%   21%   6%    3%    4%    4%         │",
            "│                      │ in   0     0.01  0.01  0.01  0.01  0.01  0.01  0.01  0.01  0.01  0.01  0     0     0          │",
            "│                      │ wind 11 W  11 W  10 W  10 W  9 W   8 NW  8 NW  7 NW  6 NW  5 NW  5 NW  4 NW  3 NW  2 NW       │",
            "│                      │                                                                                               │",
            "│                      │ 7 days                                                                                        │",
            "│                      │ Wed 28  ☂    51°  ···········━━━━━━━━━━━━·······  61°  0.10 in  89%  ☀ 05:20–21:16            │",
            "│                      │ Thu 29  ⛅   48°  ········━━━━━━━━━━━━··········  58°  0.05 in  23%  ☀ 05:19–21:17            │",
            "│                      │ Fri 30  ☁    43°  ···━━━━━━━━━━━━━━━━━━━━━━━····  64°  0.03 in   7%  ☀ 05:18–21:18            │",
            "│                      │ Sat 31  ☁    39°  ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━·  67°  0.02 in   5%  ☀ 05:18–21:20            │",
            "│                      │ Sun  1  ⛅   46°  ······━━━━━━━━━━━━━━━━━━━━━━··  66°  0.02 in   7%  ☀ 05:17–21:21            │",
            "│                      │ Mon  2  ⛅   43°  ····━━━━━━━━━━━━━━━━━━━━━━━━━━  68°  0.03 in  10%  ☀ 05:16–21:22            │",
            "│                      │ Tue  3  ☂    46°  ······━━━━━━━━━━━━━━━━━━━━━━━━  68°  0.08 in  58%  ☀ 05:16–21:23            │",
            "│                      │                                                                                               │",
            "│                      │ Excessive Heat Warning for Inyo, CA                                                           │",
            "│                      │ ...WELL ABOVE NORMAL TEMPERATURES EXPECTED SUNDAY THRU TUESDAY... ...EXCESSIVE HEAT WARNING   │",
            "│                      │ IN EFFECT FROM 11 AM PDT /11 AM MST/ TO 9 PM PDT /9 PM MST/ MONDAY... THE NATIONAL WEATHER    │",
            "│                      │ SERVICE IN LAS VEGAS HAS ISSUED AN EXCESSIVE HEAT WARNING FOR PORTIONS OF SOUTHERN            │",
            "│                      │ NEVADA...SOUTHEAST CALIFORNIA AND NORTHWEST ARIZONA...WHICH IS IN EFFECT FROM 11 AM PDT /11   │",
            "│                      │ Excessive Heat Warning for Nye, NV                                                            │",
            "│                      │ ...WELL ABOVE NORMAL TEMPERATURES EXPECTED SUNDAY THRU TUESDAY... ...EXCESSIVE HEAT WARNING   │",
            "│                      │ IN EFFECT FROM 11 AM PDT /11 AM MST/ TO 9 PM PDT /9 PM MST/ MONDAY... THE NATIONAL WEATHER    │",
            "│                      │ SERVICE IN LAS VEGAS HAS ISSUED AN EXCESSIVE HEAT WARNING FOR PORTIONS OF SOUTHERN            │",
            "│                      │ NEVADA...SOUTHEAST CALIFORNIA AND NORTHWEST ARIZONA...WHICH IS IN EFFECT FROM 11 AM PDT /11   │",
            "│                      │                                                                                               │",
            "│ a add  x delete  K/J move  ←/→ hours  u °C                                                                           │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(buffer[25, 7]?.style, Style(foreground: .red), "a warning is red")
        XCTAssertEqual(buffer[60, 8]?.style, Style(foreground: .red))
    }

    func testAlertThatIsNotAWarningIsYellowAndSanitized() {
        let alert = WeatherAlert(title: "Flood Watch\u{1B}[31m for Kyiv", severity: "Moderate", description: "")
        let forecast = Forecast(
            source: .pirateWeather, location: WeatherLocation(latitude: 50, longitude: 30, timeZoneIdentifier: "UTC", utcOffset: 0),
            current: CurrentConditions(time: lisbonNow, temperature: 3, condition: .rain), hourly: [], daily: [],
            alerts: [alert], units: .metric)
        let state = weatherState([kyiv], forecast: Fetched(value: forecast, fetchedAt: lisbonNow, origin: .live))
        let buffer = renderWeather(state, now: lisbonNow, width: 60, height: 15)
        XCTAssertEqual(buffer.lines()[6], "│ ⚠ Flood Watch for Kyiv · Moderate                        │")
        XCTAssertEqual(buffer[3, 6]?.style, Style(foreground: .yellow))
    }

    func testHourly48hStripAdvancesOnTheHourWithoutAFetch() throws {
        let fetchedAt = Date(timeIntervalSince1970: 1_778_131_800)  // 2026-05-07T05:30:00Z (GMT)
        let fetched = try fetchedFixture("openmeteo-forecast-hourly-48h-gmt.json", fetchedAt: fetchedAt)
        let state = weatherState([kyiv], forecast: fetched)
        assertBuffer(renderWeather(state, now: fetchedAt, width: 60, height: 10), equals: [
            "┌ Weather ───────────────────────────────────────────── °C ┐",
            "│  Kyiv                                                    │",
            "│ 15°C  ☁ cloudy                                           │",
            "│ feels —  humidity 75%  wind 7 km/h                       │",
            "│ precipitation 0 mm  chance —  sunrise —  sunset —        │",
            "│ Open-Meteo · live 05:30 · just now                       │",
            "│ Next 24 h  1–8  ←/→  wind in km/h                        │",
            "│      05    06    07    08    09    10    11    12        │",
            "│      ☁     ☁     ☁     ☁     ☁     ☁     ☁     ☂         │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        let pane = WeatherPane(state: state, now: fetchedAt)
        let next = pane.nextRedraw(after: fetchedAt)
        XCTAssertEqual(next, Date(timeIntervalSince1970: 1_778_133_600), "06:00Z")
        // Same forecast, the next hour: the strip starts at 06 and "now" is 06:00's 15.9 °C.
        assertBuffer(renderWeather(state, now: next, width: 60, height: 10), equals: [
            "┌ Weather ───────────────────────────────────────────── °C ┐",
            "│  Kyiv                                                    │",
            "│ 16°C  ☁ cloudy                                           │",
            "│ feels —  humidity 72%  wind 7 km/h                       │",
            "│ precipitation 0 mm  chance —  sunrise —  sunset —        │",
            "│ Open-Meteo · live 05:30 · 30 min ago                     │",
            "│ Next 24 h  1–8  ←/→  wind in km/h                        │",
            "│      06    07    08    09    10    11    12    13        │",
            "│      ☁     ☁     ☁     ☁     ☁     ☁     ☂     ☂         │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testScrolledStripStopsAtTheLastHours() throws {
        let fetchedAt = Date(timeIntervalSince1970: 1_778_131_800)
        let fetched = try fetchedFixture("openmeteo-forecast-hourly-48h-gmt.json", fetchedAt: fetchedAt)
        var state = weatherState([kyiv], forecast: fetched)
        state.hourOffset = 3
        XCTAssertEqual(renderWeather(state, now: fetchedAt, width: 60, height: 10).lines()[6...7], [
            "│ Next 24 h  4–11  ←/→  wind in km/h                       │",
            "│      08    09    10    11    12    13    14    15        │",
        ])
        state.hourOffset = 23
        XCTAssertEqual(renderWeather(state, now: fetchedAt, width: 60, height: 10).lines()[6...7], [
            "│ Next 24 h  17–24  ←/→  wind in km/h                      │",
            "│      21    22    23    00    01    02    03    04        │",
        ])
    }

    func testSentinelTemperatureShowsADash() throws {
        let forecast = try DarkSkyDecoder.decode(Data(#"{"currently":{"temperature":-999}}"#.utf8))
        let state = weatherState([kyiv], forecast: Fetched(value: forecast, fetchedAt: lisbonNow, origin: .live))
        assertBuffer(renderWeather(state, now: lisbonNow, width: 30, height: 6), equals: [
            "┌ Weather ─────────────── °C ┐",
            "│ Kyiv — ? unknown           │",
            "│ min —  max —               │",
            "│                            │",
            "│                            │",
            "└────────────────────────────┘",
        ])
        XCTAssertEqual(renderWeather(state, now: lisbonNow, width: 60, height: 15).lines()[2...3], [
            "│ —  ? unknown                                             │",
            "│ feels —  humidity —  wind —                              │",
        ])
    }

    func testImperialUnitsConvertAMetricForecast() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        var state = weatherState([lisbon], forecast: fetched)
        state.units = .imperial
        // 12.1 °C = 53.78 °F; 9.6 → 49.28; 17.7 → 63.86; 5.9 km/h = 3.67 mph.
        assertBuffer(renderWeather(state, now: lisbonNow, width: 30, height: 6), equals: [
            "┌ Weather ─────────────── °F ┐",
            "│ Lisbon 54° ☁ cloudy        │",
            "│ min 49°  max 64°           │",
            "│                            │",
            "│                            │",
            "└────────────────────────────┘",
        ])
        XCTAssertEqual(renderWeather(state, now: lisbonNow, width: 60, height: 15).lines()[3],
                       "│ feels —  humidity 83%  wind 4 mph NE                     │")
    }

    func testASCIIFallback() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        let buffer = renderWeather(weatherState([lisbon, kyiv], forecast: fetched), now: lisbonNow, width: 60, height: 15,
                                   theme: PaneTheme(colors: false, ascii: true))
        assertBuffer(buffer, equals: [
            "┌ Weather ────────────────────────────────────────────── C ┐",
            "│  Lisbon   Kyiv                                           │",
            "│ 12C  ~~ cloudy                                           │",
            "│ feels -  humidity 83%  wind 6 km/h NE                    │",
            "│ precipitation -  chance -  sunrise -  sunset -           │",
            "│ Open-Meteo · live 10:15 · just now                       │",
            "│ 7 days                                                   │",
            "│ Fri 26  ~~    10  .#################.  18         -   0% │",
            "│ Sat 27  ~~     9  ###################  19         -   0% │",
            "│ Sun 28  ~~    12  .....##########....  17         -   0% │",
            "│ Mon 29  //    10  ..###############..  17         -  16% │",
            "│ Tue 30  ==    13  .......##########..  17         -  32% │",
            "│ Wed 31  ~~    13  ........###########  18         -  13% │",
            "│ Thu  1  *     12  ......#############  19         -   3% │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(buffer[21, 6]?.style, .plain, "no colour")
    }

    func testAbsentForecastShowsLoadingAndAFailureItsErrorInRed() {
        var state = weatherState([kyiv])
        assertBuffer(renderWeather(state, now: lisbonNow, width: 30, height: 6), equals: [
            "┌ Weather ─────────────── °C ┐",
            "│ Kyiv loading…              │",
            "│                            │",
            "│                            │",
            "│                            │",
            "└────────────────────────────┘",
        ])
        XCTAssertEqual(renderWeather(state, now: lisbonNow, width: 60, height: 15).lines()[2],
                       "│ loading…                                                 │")
        WeatherPaneReducer.forecastFailed(.timeout, for: .saved(kyiv), state: &state)
        let buffer = renderWeather(state, now: lisbonNow, width: 30, height: 6)
        XCTAssertEqual(buffer.lines()[1], "│ Kyiv timed out             │")
        XCTAssertEqual(buffer[7, 1]?.style, Style(foreground: .red))
        XCTAssertEqual(buffer[2, 1]?.style, Style(modifiers: .bold), "the name stays in the title style")
    }

    func testFailedRefreshKeepsTheForecastAndSaysSoInRed() throws {
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        var state = weatherState([lisbon], forecast: fetched)
        WeatherPaneReducer.forecastFailed(.offline, for: .saved(lisbon), state: &state)
        let buffer = renderWeather(state, now: lisbonNow, width: 60, height: 15)
        XCTAssertEqual(buffer.lines()[2...6], [
            "│ 12°C  ☁ cloudy                                           │",
            "│ feels —  humidity 83%  wind 6 km/h NE                    │",
            "│ precipitation —  chance —  sunrise —  sunset —           │",
            "│ Open-Meteo · live 10:15 · just now                       │",
            "│ update failed: offline                                   │",
        ])
        XCTAssertEqual(buffer[2, 6]?.style, Style(foreground: .red))
    }

    func testSearchAndDeletePrompt() throws {
        var state = weatherState([lisbon, kyiv])
        state.mode = .addingCity(CitySearch(
            text: "Kyiv", submittedQuery: "Kyiv",
            results: [
                GeoPlace(name: "Kyiv", country: "Ukraine", admin1: "Kyiv City", latitude: 50.45466, longitude: 30.5238,
                         timezone: "Europe/Kyiv"),
                GeoPlace(name: "Kyiv", country: "Russia", admin1: "Orenburg Oblast", latitude: 51, longitude: 55,
                         timezone: nil),
            ], selected: 1))
        let buffer = renderWeather(state, now: lisbonNow, width: 60, height: 10)
        assertBuffer(buffer, equals: [
            "┌ Weather ───────────────────────────────────────────── °C ┐",
            "│  Lisbon   Kyiv                                           │",
            "│ Add a city                                               │",
            "│ Search: Kyiv                                             │",
            "│ Kyiv, Kyiv City, Ukraine                                 │",
            "│ Kyiv, Orenburg Oblast, Russia                            │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(buffer[14, 3]?.style, Style(modifiers: .reverse), "the cursor after the text")
        XCTAssertEqual(buffer[13, 3]?.style, .plain)
        XCTAssertEqual(buffer[2, 4]?.style, .plain)
        XCTAssertEqual(buffer[2, 5]?.style, Style(modifiers: .reverse), "the picked result")

        state.mode = .confirmDelete(index: 1)
        let prompt = renderWeather(state, now: lisbonNow, width: 120, height: 40)
        XCTAssertEqual(prompt.lines()[38], "│ Delete Kyiv? y/n" + String(repeating: " ", count: 101) + "│")
        XCTAssertEqual(prompt[2, 38]?.style, Style(foreground: .yellow, modifiers: .bold))
    }

    func testNextRedrawIsTheNextFullHourOfTheCitiesZones() throws {
        XCTAssertEqual(WeatherPane.nextRedraw(after: lisbonNow, state: weatherState([kyiv])),
                       Date(timeIntervalSince1970: 1_706_266_800), "no forecast: the next UTC hour, 11:00Z")
        let kolkata = Forecast(
            source: .openMeteo, location: WeatherLocation(latitude: 22.5, longitude: 88.3, timeZoneIdentifier: "Asia/Kolkata", utcOffset: 19_800),
            current: nil, hourly: [], daily: [], units: .metric)
        let state = weatherState([kyiv], forecast: Fetched(value: kolkata, fetchedAt: lisbonNow, origin: .live))
        XCTAssertEqual(WeatherPane.nextRedraw(after: lisbonNow, state: state),
                       Date(timeIntervalSince1970: 1_706_265_000), "10:30Z is a full hour in Kolkata")
    }
}
