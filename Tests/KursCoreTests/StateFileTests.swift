import Foundation
import XCTest
import TestSupport
@testable import KursCore

/// A state file that cannot be used is renamed aside with its bytes intact, never overwritten.
final class StateFileTests: XCTestCase {
    var dir: TemporaryDirectory!
    var store: CityStore!
    /// 2026-03-04 05:06:07 UTC.
    let now = Date(timeIntervalSince1970: 1_772_600_767)

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
        store = CityStore(fileURL: dir.url.appendingPathComponent("kurs/cities.json"))
        try FileManager.default.createDirectory(at: store.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    override func tearDown() { dir.remove() }

    var directoryListing: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: store.fileURL.deletingLastPathComponent().path)) ?? []).sorted()
    }

    func testAMissingCommaIsKeptAsideAndTheNextSaveWritesANewFile() throws {
        let broken = Data(#"{"version":1,"cities":[{"name":"Lviv","latitude":49.84,"longitude":24.03} {"name":"Odesa","latitude":46.48,"longitude":30.72}]}"#.utf8)
        try broken.write(to: store.fileURL)

        let loaded = store.load(now: now)
        XCTAssertTrue(loaded.list.isEmpty)
        XCTAssertEqual(loaded.notice, "cities.json could not be used (it is not valid JSON for this file); kept as cities.json.corrupt-20260304-050607")
        XCTAssertEqual(directoryListing, ["cities.json.corrupt-20260304-050607"])
        let aside = store.fileURL.deletingLastPathComponent().appendingPathComponent("cities.json.corrupt-20260304-050607")
        XCTAssertEqual(try Data(contentsOf: aside), broken, "the bytes are kept as they were")

        var list = CityList()
        list.add(GeoPlace(name: "Kyiv", country: "Ukraine", admin1: nil, latitude: 50.45, longitude: 30.52, timezone: "Europe/Kyiv"))
        try store.save(list)
        XCTAssertEqual(directoryListing, ["cities.json", "cities.json.corrupt-20260304-050607"])
        XCTAssertEqual(try Data(contentsOf: aside), broken)
        XCTAssertEqual(store.load().list, list)
    }

    func testSaveKeepsAnUnreadableFileAsideEvenWithoutALoad() throws {
        try Data("[[[".utf8).write(to: store.fileURL)
        try store.save(CityList())
        XCTAssertEqual(directoryListing.count, 2, "\(directoryListing)")
        XCTAssertEqual(directoryListing.first, "cities.json")
        let aside = try XCTUnwrap(directoryListing.last)
        XCTAssertTrue(aside.hasPrefix("cities.json.corrupt-"), aside)
        XCTAssertEqual(try String(contentsOf: store.fileURL.deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8), "[[[")
    }

    func testASecondCorruptFileInTheSameSecondGetsItsOwnName() throws {
        try Data("{".utf8).write(to: store.fileURL)
        _ = store.load(now: now)
        try Data("}".utf8).write(to: store.fileURL)
        let second = store.load(now: now)
        XCTAssertEqual(second.notice?.hasSuffix("kept as cities.json.corrupt-20260304-050607-2"), true, second.notice ?? "")
        XCTAssertEqual(directoryListing, ["cities.json.corrupt-20260304-050607", "cities.json.corrupt-20260304-050607-2"])
    }

    func testAFileNestedTooDeepIsRefusedBeforeParsing() throws {
        try Data((String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)).utf8).write(to: store.fileURL)
        let loaded = store.load(now: now)
        XCTAssertEqual(loaded.notice, "cities.json could not be used (nested more than 64 levels deep); kept as cities.json.corrupt-20260304-050607")
    }
}
