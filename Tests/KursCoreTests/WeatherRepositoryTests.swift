import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Weather through `DataRepository` against the fixture server: Open-Meteo, errors, Pirate Weather's key kept
/// out of the cache and errors, geocoding hits, misses and caching, the cache kept on failure.
final class WeatherRepositoryTests: XCTestCase {
    var server: FixtureServer!
    var dir: TemporaryDirectory!
    let kyiv = Coordinates(latitude: 50.45, longitude: 30.52)!
    let key = "s3cr3t-Key+42"

    override func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
    }

    override func tearDown() {
        server.stop()
        dir.remove()
    }

    var cacheDirectory: URL { dir.url.appendingPathComponent("kurs") }

    func repository(key: String? = nil, offline: Bool = false) -> DataRepository {
        var environment = server.environment(cacheDirectory: cacheDirectory, offline: offline)
        environment.pirateWeatherKey = key.map(APIKey.init)
        return DataRepository(
            environment: environment,
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(sleep: { _ in await Task.yield() })),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() })
    }

    /// Every file in the cache directory, concatenated as text.
    func cacheText() throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)
        // Every file, the binary decoded copies too (read leniently: a key must not hide in any of them).
        return try names.map { String(decoding: try Data(contentsOf: cacheDirectory.appendingPathComponent($0)), as: UTF8.self) }
            .joined(separator: "\n")
    }

    func testOpenMeteoForecastIsDecodedNamedAndCached() async throws {
        let loaded = try await repository().loadForecast(at: kyiv, units: .metric, name: "Kyiv")
        let forecast = loaded.fetched.value
        XCTAssertEqual(loaded.fetched.origin, .live)
        XCTAssertNil(loaded.refreshError)
        XCTAssertEqual(forecast.source, .openMeteo)
        XCTAssertEqual(forecast.location.name, "Kyiv")
        XCTAssertEqual(forecast.current?.temperature, 12.1)
        XCTAssertEqual(forecast.daily.count, 7)
        XCTAssertEqual(forecast.daily.first?.max, 17.7)
        let resource = Resource.forecast(at: kyiv, units: .metric, source: .openMeteo)
        XCTAssertEqual(resource.id.key, "openmeteo-forecast-50.45_30.52-metric")
        let entry = try XCTUnwrap(DiskCache(directory: cacheDirectory).read(resource.id.key))
        XCTAssertTrue(entry.url.contains("/v1/forecast?latitude=50.45&longitude=30.52&"), entry.url)
        let requests = try await server.requests()
        XCTAssertEqual(requests.map(\.path), ["/v1/forecast"])
        XCTAssertTrue(requests[0].target.contains("timezone=auto"))

        // A second load within 30 minutes is the fresh cache entry: no request.
        let again = try await repository().loadForecast(at: kyiv, units: .metric, name: "Kyiv")
        XCTAssertEqual(again.fetched.origin, .cache)
        let count = try await server.requestCount(path: "/v1/forecast")
        XCTAssertEqual(count, 1)
    }

    func testOpenMeteo400SaysTheAPIsReason() async throws {
        try await server.inject(.badRequest, path: "/v1/forecast", times: 1)
        do {
            _ = try await repository().fetchForecast(at: kyiv, units: .metric)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .apiError("Parameter 'start_date' is out of allowed range from 2022-06-08 to 2023-01-10"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cacheDirectory.appendingPathComponent(
            "openmeteo-forecast-50.45_30.52-metric.cache").path))
    }

    func testHTMLBodyIsUnexpectedContentAndOfflineWithoutCacheThrowsOffline() async throws {
        try await server.inject(.html, path: "/v1/forecast", times: 1)
        do {
            _ = try await repository().loadForecast(at: kyiv, units: .metric)
            XCTFail("expected an error")
        } catch {
            guard case .unexpectedContent = error else { return XCTFail("\(error)") }
        }
        do {
            _ = try await repository(offline: true).loadForecast(at: kyiv, units: .metric)
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .offline)
        }
    }

    func testPirateWeatherSendsTheKeyInThePathOnlyAndNeverStoresOrSaysIt() async throws {
        let loaded = try await repository(key: key).loadForecast(at: kyiv, units: .imperial, name: "Kyiv")
        XCTAssertEqual(loaded.fetched.value.source, .pirateWeather)
        XCTAssertEqual(loaded.fetched.value.current?.temperature, 55.81)
        XCTAssertEqual(loaded.fetched.value.alerts.count, 2)
        let logged = try await server.requests()
        let request = try XCTUnwrap(logged.first)
        XCTAssertEqual(request.path, "/forecast/s3cr3t-Key%2B42/50.45,30.52")
        XCTAssertTrue(request.target.hasSuffix("?units=us&exclude=minutely"))

        let text = try cacheText()
        XCTAssertTrue(text.contains("/forecast/REDACTED/50.45,30.52"), text)
        XCTAssertFalse(text.contains(key))
        XCTAssertFalse(text.contains("s3cr3t"))

        // An error body that echoes the key (as some gateways do) is redacted.
        let repo = repository(key: key)
        XCTAssertEqual(repo.environment.redacting(.apiError("bad key s3cr3t-Key%2B42")), .apiError("bad key REDACTED"))
        try await server.inject(.internalServerError, path: request.path)
        let stale = try await repo.loadForecast(at: kyiv, units: .imperial, preferFresh: true)
        XCTAssertEqual(stale.fetched.origin, .cache)
        let message = try XCTUnwrap(stale.refreshError?.message)
        XCTAssertEqual(message, "server error (HTTP 500)")
        XCTAssertFalse(message.contains("s3cr3t"))
    }

    func testGeocodingHitIsTheFirstPlaceAndIsCached() async throws {
        let first = try await repository().load(Resource.placeSearch("Chambéry"))
        let place = try XCTUnwrap(first.fetched.value.first)
        XCTAssertEqual(place.name, "Chambéry")
        XCTAssertEqual(place.displayName, "Chambéry, Auvergne-Rhône-Alpes, France")
        XCTAssertEqual(place.latitude, 45.56628)
        XCTAssertEqual(place.timezone, "Europe/Paris")
        let logged = try await server.requests()
        let request = try XCTUnwrap(logged.first)
        XCTAssertEqual(request.target, "/v1/search?name=chamb%C3%A9ry&count=5&language=en&format=json")

        let tokyo = try await repository().load(Resource.placeSearch("東京"))
        XCTAssertEqual(tokyo.fetched.value.first?.name, "Tokyo")

        let cached = try await repository().load(Resource.placeSearch("chambéry"))
        XCTAssertEqual(cached.fetched.origin, .cache)
        XCTAssertEqual(cached.fetched.value.first?.name, "Chambéry")
        let count = try await server.requestCount(path: "/v1/search")
        XCTAssertEqual(count, 2)
    }

    func testGeocodingMissIsAnEmptyList() async throws {
        let loaded = try await repository().load(Resource.placeSearch("Xyzzy"))
        XCTAssertEqual(loaded.fetched.value, [])
        XCTAssertEqual(loaded.fetched.origin, .live)
    }

    func testAFailedRefreshKeepsTheCachedForecast() async throws {
        let repo = repository()
        _ = try await repo.loadForecast(at: kyiv, units: .metric)
        let key = Resource.forecast(at: kyiv, units: .metric, source: .openMeteo).id.key
        let before = try XCTUnwrap(DiskCache(directory: cacheDirectory).read(key))
        try await server.inject(.truncated, path: "/v1/forecast")
        let loaded = try await repo.loadForecast(at: kyiv, units: .metric, preferFresh: true)
        XCTAssertEqual(loaded.fetched.origin, .cache)
        XCTAssertEqual(loaded.fetched.value.current?.temperature, 12.1)
        XCTAssertNotNil(loaded.refreshError)
        let after = try XCTUnwrap(DiskCache(directory: cacheDirectory).read(key))
        XCTAssertEqual(after.body, before.body)
        XCTAssertEqual(after.fetchedAt, before.fetchedAt)
        // Offline, the stale entry is still served.
        let offline = try await repository(offline: true).loadForecast(at: kyiv, units: .metric)
        XCTAssertEqual(offline.fetched.origin, .cache)
    }

    func testEnvironmentReadsWeatherURLsAndKeyAndTheConfigFillsGaps() throws {
        let home = URL(fileURLWithPath: "/home/u")
        let env = try KursEnvironment(
            variables: ["KURS_OPENMETEO_URL": "http://127.0.0.1:9/om/", "PIRATEWEATHER_API_KEY": "k1"], homeDirectory: home)
        XCTAssertEqual(env.openMeteoBaseURL.absoluteString, "http://127.0.0.1:9/om")
        XCTAssertEqual(env.geocodingBaseURL.absoluteString, "https://geocoding-api.open-meteo.com")
        XCTAssertEqual(env.pirateWeatherBaseURL.absoluteString, "https://api.pirateweather.net")
        XCTAssertEqual(env.pirateWeatherKey?.secret, "k1")
        XCTAssertEqual(env.forecastSource, .pirateWeather)
        XCTAssertFalse(env.description.contains("k1"))
        XCTAssertThrowsError(try KursEnvironment(variables: ["KURS_GEOCODING_URL": "ftp://x"], homeDirectory: home))

        var config = KursConfig()
        config.apiKeys.pirateWeather = "from-config"
        config.api.geocodingURL = URL(string: "http://geo.example/")!
        let plain = try KursEnvironment(variables: [:], homeDirectory: home)
        XCTAssertEqual(plain.forecastSource, .openMeteo)
        let applied = plain.applyingWeatherConfig(config, variables: [:])
        XCTAssertEqual(applied.pirateWeatherKey?.secret, "from-config")
        XCTAssertEqual(applied.geocodingBaseURL.absoluteString, "http://geo.example")
        let envWins = env.applyingWeatherConfig(config, variables: ["PIRATEWEATHER_API_KEY": "k1"])
        XCTAssertEqual(envWins.pirateWeatherKey?.secret, "k1")
    }
}
