import Foundation
import XCTest
import TestSupport

/// `kurs weather` as a process against the fixture server: by coordinates, by name, the first saved city, JSON
/// fields, usage errors, offline without a cache, the Pirate Weather key never printed or stored.
final class WeatherCommandTests: KursCommandTestCase {
    var stateHome: URL { home.url.appendingPathComponent("state") }

    /// Runs `kurs arguments` (stdout/stderr to files: a pipe) with the saved cities under `home/state`.
    override func kurs(_ arguments: String..., extra: [String: String] = [:]) throws -> Run {
        try kurs(arguments, extra: ["XDG_STATE_HOME": stateHome.path].merging(extra) { $1 })
    }

    func testByCoordinatesPrintsTabSeparatedRecords() throws {
        let run = try kurs("weather", "50.45,30.52")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "place\t50.45, 30.52\t38.72\t-9.13\tEurope/Lisbon\tmetric")
        XCTAssertEqual(lines[1], "now\t2024-01-26T10:15:00Z\t12.1\tcloudy\t0.83\t5.9")
        XCTAssertEqual(lines.filter { $0.hasPrefix("day\t") }.count, 7)
        XCTAssertEqual(lines[2], "day\t2024-01-26\t9.6\t17.7\tcloudy\t0")
        let requests = try syncRequests()
        XCTAssertEqual(requests.first?.path, "/v1/forecast")
        XCTAssertTrue(requests.first?.target.contains("latitude=50.45&longitude=30.52") ?? false)
    }

    func testByNameUsesGeocodingAndJSONCarriesSourceAndFetchedAt() throws {
        let run = try kurs("weather", "Chambéry", "--json")
        XCTAssertEqual(run.status, 0, run.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["source"] as? String, "open-meteo")
        XCTAssertEqual(object["origin"] as? String, "live")
        XCTAssertEqual(object["name"] as? String, "Chambéry")
        XCTAssertEqual(object["units"] as? String, "metric")
        let fetchedAt = try XCTUnwrap(object["fetched_at"] as? String)
        XCTAssertNotNil(ISO8601DateFormatter().date(from: fetchedAt), fetchedAt)
        XCTAssertTrue(object["sample_recorded_on"] is NSNull)
        let current = try XCTUnwrap(object["current"] as? [String: Any])
        XCTAssertEqual(current["temperature"] as? Double, 12.1)
        XCTAssertTrue(current["apparent_temperature"] is NSNull)
        XCTAssertEqual((object["daily"] as? [Any])?.count, 7)
        let paths = try syncRequests().map(\.path)
        XCTAssertEqual(paths, ["/v1/search", "/v1/forecast"])
        let forecast = try syncRequests()[1].target
        XCTAssertTrue(forecast.contains("latitude=45.5663&longitude=5.9208"), forecast)
    }

    func testNoArgumentUsesTheFirstSavedCityElseKyiv() throws {
        let kyiv = try kurs("weather")
        XCTAssertEqual(kyiv.status, 0, kyiv.stderr)
        XCTAssertTrue(kyiv.stdout.hasPrefix("place\tKyiv\t"), kyiv.stdout)
        XCTAssertTrue(try syncRequests().last?.target.contains("latitude=50.4501&longitude=30.5234") ?? false)

        let file = stateHome.appendingPathComponent("kurs/cities.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"version":1,"cities":[{"name":"東京","country":"Japan","latitude":35.6895,"longitude":139.69171}]}"#.utf8)
            .write(to: file)
        let tokyo = try kurs("weather")
        XCTAssertTrue(tokyo.stdout.hasPrefix("place\t東京, Japan\t"), tokyo.stdout)

        try Data("not json".utf8).write(to: file)
        let corrupt = try kurs("weather")
        XCTAssertEqual(corrupt.status, 0)
        XCTAssertEqual(corrupt.stderr, "kurs: saved cities \(file.path) is not valid; ignoring it\n")
        XCTAssertTrue(corrupt.stdout.hasPrefix("place\tKyiv\t"))
    }

    func testUnknownCityAndBadCoordinatesExitTwo() throws {
        let unknown = try kurs("weather", "Xyzzy")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "kurs: unknown city 'Xyzzy'\n")
        XCTAssertEqual(unknown.stdout, "")
        let bad = try kurs("weather", "91,0")
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "kurs: invalid coordinates '91,0' (latitude -90…90, longitude -180…180)\n")
        let units = try kurs("weather", "--units", "kelvin")
        XCTAssertEqual(units.status, 2)
        XCTAssertEqual(units.stderr, "kurs: unknown units 'kelvin' (metric or imperial)\n")
        XCTAssertEqual(try syncRequests().count, 1)  // only the geocoding search for Xyzzy
    }

    func testOfflineWithoutCacheExitsOneThenServesTheCache() throws {
        let offline = try kurs("weather", "10,20", "--offline")
        XCTAssertEqual(offline.status, 1)
        XCTAssertEqual(offline.stderr, "kurs: open-meteo: offline and no cached data for 10, 20\n")
        XCTAssertEqual(try syncRequests().count, 0)
        XCTAssertEqual(try kurs("weather", "10,20").status, 0)
        let cached = try kurs("weather", "10,20", "--json", extra: ["KURS_OFFLINE": "1"])
        XCTAssertEqual(cached.status, 0, cached.stderr)
        XCTAssertTrue(cached.stdout.contains("\"origin\":\"cache\""))
    }

    func testPirateWeatherKeyIsNeverPrintedOrStored() throws {
        let key = "pw-secret-9431"
        let run = try kurs("weather", "50,10", "--units", "imperial", extra: ["PIRATEWEATHER_API_KEY": key])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("place\t50, 10\t50\t10\tEurope/Berlin\timperial\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("now\t2014-05-28T08:27:39Z\t55.81\tcloudy"))
        XCTAssertEqual(try syncRequests().first?.path, "/forecast/\(key)/50,10")
        let cacheDir = home.url.appendingPathComponent("kurs")
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheDir.path) {
            // Read leniently: the binary decoded copies are checked too.
            let text = String(decoding: (try? Data(contentsOf: cacheDir.appendingPathComponent(name))) ?? Data(), as: UTF8.self)
            XCTAssertFalse(text.contains(key), name)
        }
        let json = try kurs("weather", "50,10", "--json", extra: ["PIRATEWEATHER_API_KEY": key])
        XCTAssertTrue(json.stdout.contains("\"source\":\"pirateweather\""))
        XCTAssertFalse(json.stdout.contains(key) || json.stderr.contains(key))
    }

    func testHelp() throws {
        let help = try kurs("weather", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("Usage: kurs weather [CITY|LAT,LON]"))
        XCTAssertTrue(help.stdout.contains("kurs weather Chambéry"))
        XCTAssertTrue(try kurs("--help").stdout.contains("kurs weather [CITY|LAT,LON]"))
    }

    /// The server's request log, waited on synchronously (the test methods are synchronous).
    func syncRequests() throws -> [FixtureServer.LoggedRequest] {
        let box = RequestBox()
        let done = DispatchSemaphore(value: 0)
        let server = self.server!
        Task {
            do { box.result = .success(try await server.requests()) } catch { box.result = .failure(error) }
            done.signal()
        }
        done.wait()
        return try box.result!.get()
    }
}

private final class RequestBox: @unchecked Sendable {
    var result: Result<[FixtureServer.LoggedRequest], any Error>?
}
