import Foundation
import KursCore
import XCTest

/// Config `weather.language`: validated as ISO 639-1, and sent as Pirate Weather `lang=` and Open-Meteo
/// geocoding `language=`.
final class WeatherLanguageTests: XCTestCase {
    func testPirateWeatherURLAppendsTheLanguageWhenSet() {
        XCTAssertEqual(
            PirateWeatherRequest.forecastURL(
                base: "https://api.pirateweather.net", key: "k", latitude: 50.45, longitude: 30.52, units: .metric,
                language: "uk")?.absoluteString,
            "https://api.pirateweather.net/forecast/k/50.45,30.52?units=si&exclude=minutely&lang=uk")
        XCTAssertEqual(
            PirateWeatherRequest.forecastURL(
                base: "https://x", key: "k", latitude: 1, longitude: 2, units: .imperial, language: nil)?.absoluteString,
            "https://x/forecast/k/1,2?units=us&exclude=minutely")
    }

    func testGeocodingURLTakesTheLanguageElseEnglish() {
        let base = "https://geocoding-api.open-meteo.com"
        XCTAssertEqual(
            GeocodingRequest.searchURL(base: base, name: "Kyiv", language: "uk")?.absoluteString,
            "https://geocoding-api.open-meteo.com/v1/search?name=Kyiv&count=5&language=uk&format=json")
        XCTAssertEqual(
            GeocodingRequest.searchURL(base: base, name: "Kyiv", language: nil)?.absoluteString,
            "https://geocoding-api.open-meteo.com/v1/search?name=Kyiv&count=5&language=en&format=json")
    }

    func testConfigLanguageDecodesAndBadValuesAreReportedWithTheirLine() {
        let good = ConfigCheck.check(data: Data("{\n  weather: { language: \"uk\" },\n}".utf8))
        XCTAssertEqual(good.diagnostics, [])
        XCTAssertEqual(good.config?.weather.language, "uk")
        XCTAssertNil(ConfigCheck.check(data: Data("{}".utf8)).config?.weather.language)

        for bad in ["UK", "ukr", "u1", "", "é"] {
            let report = ConfigCheck.check(data: Data("{\n  weather: {\n    language: \"\(bad)\",\n  },\n}".utf8))
            XCTAssertEqual(
                report.text(file: "c"),
                "c:3:5: error: weather.language: '\(bad)' is not an ISO 639-1 language code (two lower-case letters, e.g. \"uk\")",
                bad)
        }
        let wrongType = ConfigCheck.check(data: Data("{ weather: { language: 7 } }".utf8))
        XCTAssertEqual(wrongType.errors.count, 1)
        XCTAssertTrue(wrongType.text(file: "c").contains("weather.language: expected a string"), wrongType.text(file: "c"))
    }

    func testTheTemplateShowsALanguageExample() {
        XCTAssertTrue(ConfigTemplate.text.contains("    // language: \"uk\",\n"))
    }
}
