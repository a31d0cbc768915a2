import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The saved city list: add (by place), delete, move, persistence in the state file, a corrupt file, the config
/// fallback.
final class CitiesTests: XCTestCase {
    let kyiv = GeoPlace(
        name: "Kyiv", country: "Ukraine", countryCode: "UA", admin1: "Kyiv City", latitude: 50.45466, longitude: 30.5238,
        timezone: "Europe/Kyiv")
    let chambery = GeoPlace(
        name: "Chambéry", country: "France", admin1: "Auvergne-Rhône-Alpes", latitude: 45.56628, longitude: 5.92079,
        timezone: "Europe/Paris")
    let tokyo = GeoPlace(
        name: "東京", country: "日本", admin1: nil, latitude: 35.6895, longitude: 139.69171, timezone: "Asia/Tokyo")

    func testAddKeepsOrderAndSkipsTheSamePlace() {
        var list = CityList()
        XCTAssertTrue(list.isEmpty)
        XCTAssertEqual(list.add(kyiv), 0)
        XCTAssertEqual(list.add(chambery), 1)
        XCTAssertEqual(list.add(tokyo), 2)
        var nearKyiv = kyiv
        nearKyiv.latitude += 0.00001  // the same place to 4 decimals
        XCTAssertEqual(list.add(nearKyiv), 0)
        XCTAssertEqual(list.cities.map(\.name), ["Kyiv", "Chambéry", "東京"])
        XCTAssertEqual(list.cities[0].displayName, "Kyiv, Kyiv City, Ukraine")
    }

    func testTheSameCityNearbyWithTheSameNameIsNotAddedTwice() {
        var list = CityList([SavedCity(name: "Kyiv", latitude: 50.4501, longitude: 30.5234)])  // the configured default
        XCTAssertEqual(list.add(kyiv), 0, "geocoded Kyiv 50.45466, 30.5238 is the same city")
        XCTAssertEqual(list.add(SavedCity(name: "KYÏV", latitude: 50.49, longitude: 30.48)), 0, "case and diacritics")
        XCTAssertEqual(list.cities.count, 1)
        XCTAssertEqual(list.cities[0].latitude, 50.4501, "the first one is kept")
        // A different name nearby, or the same name farther than 0.05°, is another place.
        XCTAssertEqual(list.add(SavedCity(name: "Vyshneve", latitude: 50.3869, longitude: 30.3708)), 1)
        XCTAssertEqual(list.add(SavedCity(name: "Kyiv", latitude: 50.4501, longitude: 30.6)), 2)
        XCTAssertEqual(list.add(chambery), 3)
        XCTAssertEqual(list.add(SavedCity(name: "chambery", latitude: 45.57, longitude: 5.93)), 3)
        XCTAssertEqual(list.cities.map(\.name), ["Kyiv", "Vyshneve", "Kyiv", "Chambéry"])
        XCTAssertEqual(CityList([SavedCity(kyiv), SavedCity(name: "kyiv", latitude: 50.45, longitude: 30.52)]).cities.count, 1)
    }

    func testDeleteAndMoveUpDownWithinBounds() {
        var list = CityList([SavedCity(kyiv), SavedCity(chambery), SavedCity(tokyo)])
        XCTAssertEqual(list.moveUp(at: 2), 1)
        XCTAssertEqual(list.cities.map(\.name), ["Kyiv", "東京", "Chambéry"])
        XCTAssertEqual(list.moveUp(at: 0), 0)
        XCTAssertEqual(list.moveDown(at: 2), 2)
        XCTAssertEqual(list.moveDown(at: 0), 1)
        XCTAssertEqual(list.cities.map(\.name), ["東京", "Kyiv", "Chambéry"])
        list.remove(at: 1)
        list.remove(at: 7)
        XCTAssertEqual(list.cities.map(\.name), ["東京", "Chambéry"])
    }

    func testTheStateFileRoundTripsUnderXDGStateHome() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let store = CityStore(variables: ["XDG_STATE_HOME": dir.url.path], homeDirectory: URL(fileURLWithPath: "/nowhere"))
        XCTAssertEqual(store.fileURL.path, dir.url.path + "/kurs/cities.json")
        let empty = store.load()
        XCTAssertTrue(empty.list.isEmpty)
        XCTAssertNil(empty.notice)

        var list = CityList()
        list.add(chambery)
        list.add(tokyo)
        try store.save(list)
        let loaded = store.load()
        XCTAssertNil(loaded.notice)
        XCTAssertEqual(loaded.list, list)
        let text = try String(contentsOf: store.fileURL, encoding: .utf8)
        XCTAssertTrue(text.contains("\"version\" : 1"), text)
        XCTAssertTrue(text.contains("東京"))
        // No temporary files left beside it (atomic write: temp file + rename).
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.url.path + "/kurs"), ["cities.json"])
    }

    func testDefaultLocationIsUnderLocalState() {
        let store = CityStore(variables: ["XDG_STATE_HOME": ""], homeDirectory: URL(fileURLWithPath: "/home/u"))
        XCTAssertEqual(store.fileURL.path, "/home/u/.local/state/kurs/cities.json")
    }

    func testACorruptFileIsIgnoredWithOneWarningByAReader() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let store = CityStore(fileURL: dir.url.appendingPathComponent("kurs/cities.json"))
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"cities\": [ {\"name\": 3".utf8).write(to: store.fileURL)
        let read = store.read()
        XCTAssertTrue(read.list.isEmpty)
        XCTAssertEqual(read.warning, "saved cities \(store.fileURL.path) is not valid; ignoring it")
        XCTAssertTrue(FileManager.default.fileExists(atPath: store.fileURL.path), "a reader leaves the file where it is")
        // A city with impossible coordinates is dropped, the rest kept.
        try Data(#"{"version":1,"cities":[{"name":"X","latitude":91,"longitude":0},{"name":"Kyiv","latitude":50.45,"longitude":30.52}]}"#.utf8)
            .write(to: store.fileURL)
        XCTAssertEqual(store.load().list.cities.map(\.name), ["Kyiv"])
    }

    func testTheFirstSavedCityWinsElseTheConfigsCities() {
        let fallback = CityStore.effectiveCities(saved: CityList(), settings: WeatherSettings())
        XCTAssertEqual(fallback.map(\.name), ["Kyiv"])
        XCTAssertEqual(fallback.first?.coordinates, Coordinates(latitude: 50.4501, longitude: 30.5234))
        let lookup = CityStore.effectiveCities(
            saved: CityList(), settings: WeatherSettings(cities: [ConfiguredCity(name: "Lviv")]))
        XCTAssertNil(lookup.first?.coordinates)
        let saved = CityStore.effectiveCities(saved: CityList([SavedCity(chambery)]), settings: WeatherSettings())
        XCTAssertEqual(saved.first?.name, "Chambéry")
        XCTAssertEqual(saved.first?.coordinates, Coordinates(latitude: 45.56628, longitude: 5.92079))
    }

    func testCoordinatePairSyntaxTellsBadCoordinatesFromNames() {
        XCTAssertTrue(Coordinates.isCoordinatePair("91,0"))
        XCTAssertTrue(Coordinates.isCoordinatePair("-33.87, 151.21"))
        XCTAssertFalse(Coordinates.isCoordinatePair("Kyiv"))
        XCTAssertFalse(Coordinates.isCoordinatePair("1,2,3"))
        XCTAssertNil(Coordinates.parse("91,0"))
    }
}
