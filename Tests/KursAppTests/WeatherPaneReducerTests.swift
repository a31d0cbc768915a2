import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

private let kyivPlace = GeoPlace(name: "Kyiv", country: "Ukraine", countryCode: "UA", admin1: "Kyiv City",
                                 latitude: 50.45466, longitude: 30.5238, timezone: "Europe/Kyiv")
private let kyivRussia = GeoPlace(name: "Kyiv", country: "Russia", admin1: "Orenburg Oblast", latitude: 51.0,
                                  longitude: 55.0, timezone: "Asia/Yekaterinburg")

/// Sends terminal keys through the key mapping and the reducer, collecting the effects.
private func press(_ keys: [Key], _ state: inout WeatherPaneState, now: Date = lisbonNow) -> [WeatherPaneEffect] {
    var effects: [WeatherPaneEffect] = []
    for key in keys {
        guard let mapped = WeatherPaneKey(key, mode: state.mode) else { continue }
        effects += WeatherPaneReducer.handle(key: mapped, state: &state, now: now)
    }
    return effects
}

private func typing(_ text: String) -> [Key] { text.map { Key.char($0) } }

final class WeatherPaneReducerTests: XCTestCase {
    func testAddACityBySearch() {
        var state = WeatherPaneState(saved: CityList([lisbon]))
        XCTAssertEqual(press([.char("a")] + typing("Kyivx") + [.backspace], &state), [])
        XCTAssertEqual(state.mode, .addingCity(CitySearch(text: "Kyiv")))
        XCTAssertEqual(press([.enter], &state), [.search("Kyiv")])
        XCTAssertEqual(press([.enter], &state), [], "no second search while the first is out")
        guard case .addingCity(let searching) = state.mode else { return XCTFail("search closed") }
        XCTAssertTrue(searching.isSearching)

        WeatherPaneReducer.searchResults([kyivRussia], query: "Kyi", state: &state)
        guard case .addingCity(let stillSearching) = state.mode else { return XCTFail("search closed") }
        XCTAssertEqual(stillSearching.results, [], "an answer to an older query is ignored")

        WeatherPaneReducer.searchResults([kyivPlace, kyivRussia], query: "Kyiv", state: &state)
        XCTAssertEqual(press([.down, .down, .up], &state), [])
        guard case .addingCity(let found) = state.mode else { return XCTFail("search closed") }
        XCTAssertEqual(found.selected, 0)
        XCTAssertEqual(found.selectedPlace, kyivPlace)

        let effects = press([.enter], &state)
        let expected = CityList([lisbon, SavedCity(kyivPlace)])
        XCTAssertEqual(effects, [.saveCities(expected), .loadForecast(.saved(SavedCity(kyivPlace)), units: .metric)])
        XCTAssertEqual(state.mode, .list)
        XCTAssertEqual(state.saved, expected)
        XCTAssertEqual(state.cities.map(\.name), ["Lisbon", "Kyiv"])
        XCTAssertEqual(state.selected, 1)
        XCTAssertEqual(state.forecast(for: .saved(SavedCity(kyivPlace))).isLoading, true)
        XCTAssertEqual(state.forecast(for: .saved(SavedCity(kyivPlace))).requestedAt, lisbonNow)
    }

    func testEditingTheTextAfterResultsSearchesAgain() {
        var state = WeatherPaneState(saved: CityList([lisbon]))
        _ = press([.char("a")] + typing("Kyiv") + [.enter], &state)
        WeatherPaneReducer.searchResults([kyivPlace], query: "Kyiv", state: &state)
        XCTAssertEqual(press(typing(" ") + [.enter], &state), [
            .saveCities(CityList([lisbon, SavedCity(kyivPlace)])), .loadForecast(.saved(SavedCity(kyivPlace)), units: .metric),
        ], "a trailing space is the same query: Enter picks the result")
        XCTAssertEqual(state.cities.count, 2)

        _ = press([.char("a")] + typing("Lviv") + [.enter], &state)
        WeatherPaneReducer.searchFailed(.offline, query: "Lviv", state: &state)
        guard case .addingCity(let failed) = state.mode else { return XCTFail("search closed") }
        XCTAssertEqual(failed.error, .offline)
        XCTAssertEqual(press([.enter], &state), [.search("Lviv")], "Enter after a failure tries again")
        XCTAssertEqual(press([.escape], &state), [])
        XCTAssertEqual(state.mode, .list)
        XCTAssertEqual(state.cities.count, 2)
    }

    func testAddingASavedPlaceAgainSelectsIt() {
        var state = WeatherPaneState(saved: CityList([SavedCity(kyivPlace), lisbon]))
        state.selected = 1
        _ = press([.char("a")] + typing("Kyiv") + [.enter], &state)
        WeatherPaneReducer.searchResults([kyivPlace], query: "Kyiv", state: &state)
        let effects = press([.enter], &state)
        XCTAssertEqual(effects, [.saveCities(CityList([SavedCity(kyivPlace), lisbon])),
                                 .loadForecast(.saved(SavedCity(kyivPlace)), units: .metric)])
        XCTAssertEqual(state.cities.count, 2)
        XCTAssertEqual(state.selected, 0)
    }

    func testMoveACityUpAndDown() {
        var state = WeatherPaneState(saved: CityList([lisbon, kyiv]))
        XCTAssertEqual(press([.char("K")], &state), [], "the first city cannot move up")
        XCTAssertEqual(press([.down, .char("K")], &state), [.saveCities(CityList([kyiv, lisbon]))])
        XCTAssertEqual(state.cities.map(\.name), ["Kyiv", "Lisbon"])
        XCTAssertEqual(state.selected, 0, "the selection follows the city")
        XCTAssertEqual(press([.char("-")], &state), [.saveCities(CityList([lisbon, kyiv]))])
        XCTAssertEqual(state.selected, 1)
        XCTAssertEqual(press([.char("+")], &state), [.saveCities(CityList([kyiv, lisbon]))])
        XCTAssertEqual(press([.char("J"), .char("J")], &state), [.saveCities(CityList([lisbon, kyiv]))])
    }

    func testDeleteAsksForConfirmation() {
        var state = WeatherPaneState(saved: CityList([lisbon, kyiv]))
        XCTAssertEqual(press([.down, .char("x")], &state), [])
        XCTAssertEqual(state.mode, .confirmDelete(index: 1))
        XCTAssertEqual(press([.char("n")], &state), [])
        XCTAssertEqual(state.mode, .list)
        XCTAssertEqual(state.cities.count, 2)

        XCTAssertEqual(press([.delete, .char("y")], &state), [.saveCities(CityList([lisbon]))])
        XCTAssertEqual(state.cities.map(\.name), ["Lisbon"])
        XCTAssertEqual(state.selected, 0)
    }

    func testDeletingTheLastSavedCityLeavesTheListEmpty() {
        var state = WeatherPaneState(saved: CityList([lisbon]))
        let effects = press([.char("x"), .enter], &state)
        XCTAssertEqual(effects, [.saveCities(CityList())])
        XCTAssertEqual(state.cities, [], "the configured Kyiv does not come back once the user chose")
        XCTAssertTrue(state.citiesChosen)
    }

    func testConfiguredCitiesShowOnlyWhileTheUserNeverChose() {
        XCTAssertEqual(WeatherPaneState(saved: CityList()).cities, [.configured(.kyiv)])
        XCTAssertEqual(WeatherPaneState(saved: CityList(), citiesChosen: true).cities, [])
    }

    func testLatLonAddsACityAtOnceEvenOffline() {
        var state = WeatherPaneState(saved: CityList(), citiesChosen: true)
        state.isOffline = true
        let effects = press([.char("a")] + typing("50.45,30.52") + [.enter], &state)
        let city = SavedCity(name: "50.45, 30.52", latitude: 50.45, longitude: 30.52)
        XCTAssertEqual(effects, [.saveCities(CityList([city])), .loadForecast(.saved(city), units: .metric)])
        XCTAssertEqual(state.cities.map(\.name), ["50.45, 30.52"])
        XCTAssertEqual(state.mode, .list)
    }

    func testANameOfflineSaysItNeedsTheNetworkAndOutOfRangeCoordinatesSaySo() {
        var state = WeatherPaneState(saved: CityList([lisbon]))
        state.isOffline = true
        XCTAssertEqual(press([.char("a")] + typing("Kyiv") + [.enter], &state), [], "no search offline")
        guard case .addingCity(let search) = state.mode else { return XCTFail("the field stays open") }
        XCTAssertEqual(search.problem, "offline: finding \u{201C}Kyiv\u{201D} needs the network; type LAT,LON instead")
        var online = WeatherPaneState(saved: CityList([lisbon]))
        XCTAssertEqual(press([.char("a")] + typing("91,0") + [.enter], &online), [])
        guard case .addingCity(let bad) = online.mode else { return XCTFail("the field stays open") }
        XCTAssertEqual(bad.problem, "coordinates out of range: latitude -90…90, longitude -180…180")
    }

    func testFirstEditOfConfiguredCitiesSavesThoseWithCoordinates() {
        let settings = WeatherSettings(cities: [.kyiv, ConfiguredCity(name: "Nowhere")], units: .imperial)
        var state = WeatherPaneState(saved: CityList(), settings: settings)
        XCTAssertEqual(state.cities.map(\.name), ["Kyiv", "Nowhere"])
        _ = press([.char("a")] + typing("Lisbon") + [.enter], &state)
        let lisbonPlace = GeoPlace(name: "Lisbon", country: "Portugal", admin1: nil, latitude: 38.72, longitude: -9.13,
                                   timezone: "Europe/Lisbon")
        WeatherPaneReducer.searchResults([lisbonPlace], query: "Lisbon", state: &state)
        let effects = press([.enter], &state)
        let saved = CityList([SavedCity(name: "Kyiv", latitude: 50.4501, longitude: 30.5234), SavedCity(lisbonPlace)])
        XCTAssertEqual(effects, [.saveCities(saved), .loadForecast(.saved(SavedCity(lisbonPlace)), units: .imperial)])
        XCTAssertEqual(state.cities.map(\.name), ["Kyiv", "Lisbon"])
    }

    func testUnitsToggleAndHourScrolling() {
        var state = WeatherPaneState(saved: CityList([lisbon, kyiv]))
        XCTAssertEqual(press([.char("u")], &state), [])
        XCTAssertEqual(state.units, .imperial)
        _ = press([.char("u")], &state)
        XCTAssertEqual(state.units, .metric)

        _ = press([.left], &state)
        XCTAssertEqual(state.hourOffset, 0)
        _ = press(Array(repeating: .right, count: 30), &state)
        XCTAssertEqual(state.hourOffset, 23)
        _ = press([.left], &state)
        XCTAssertEqual(state.hourOffset, 22)
        _ = press([.down], &state)
        XCTAssertEqual(state.selected, 1)
        XCTAssertEqual(state.hourOffset, 0, "another city starts at its current hour")
        _ = press([.down, .char("j")], &state)
        XCTAssertEqual(state.selected, 1, "stays on the last city")
        _ = press([.char("k")], &state)
        XCTAssertEqual(state.selected, 0)
    }

    func testForecastAnswersAndLoads() throws {
        var state = WeatherPaneState(saved: CityList([lisbon, kyiv]))
        XCTAssertEqual(WeatherPaneReducer.loadMissing(state: &state, now: lisbonNow),
                       [.loadForecast(.saved(lisbon), units: .metric), .loadForecast(.saved(kyiv), units: .metric)])
        XCTAssertEqual(WeatherPaneReducer.loadMissing(state: &state, now: lisbonNow), [], "already loading")
        let fetched = try fetchedFixture("openmeteo-forecast-current-daily-unixtime.json", fetchedAt: lisbonNow)
        WeatherPaneReducer.forecastLoaded(fetched, for: .saved(lisbon), state: &state)
        WeatherPaneReducer.forecastFailed(.timeout, for: .saved(lisbon), state: &state)
        let record = state.forecast(for: .saved(lisbon))
        XCTAssertEqual(record.fetched, fetched, "a failure keeps the last good forecast")
        XCTAssertEqual(record.error, .timeout)
        XCTAssertFalse(record.isLoading)

        // The forecast follows its city when the list is reordered.
        _ = press([.char("J")], &state)
        XCTAssertEqual(state.forecast(for: .saved(lisbon)).fetched, fetched)
        XCTAssertNil(state.forecast(for: .saved(kyiv)).fetched)
        XCTAssertEqual(WeatherPaneReducer.reloadAll(state: &state, now: lisbonNow).count, 2)
    }
}
