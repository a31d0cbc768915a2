import Foundation
@testable import KursCore
import TestSupport
import XCTest

final class WeatherRequestTests: XCTestCase {
    func testOpenMeteoForecastURLMetric() {
        let url = OpenMeteoRequest.forecastURL(
            base: "https://api.open-meteo.com", latitude: 50.45466, longitude: 30.5238, units: .metric)
        XCTAssertEqual(
            url?.absoluteString,
            "https://api.open-meteo.com/v1/forecast?latitude=50.4547&longitude=30.5238"
                + "&current=temperature_2m,apparent_temperature,relative_humidity_2m,is_day,weather_code,wind_speed_10m,"
                + "wind_direction_10m,precipitation"
                + "&hourly=temperature_2m,weather_code,precipitation_probability,is_day,precipitation,wind_speed_10m,"
                + "wind_direction_10m,apparent_temperature,relative_humidity_2m"
                + "&daily=weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max,wind_speed_10m_max,"
                + "precipitation_sum,sunrise,sunset"
                + "&timezone=auto&timeformat=unixtime&forecast_days=7&forecast_hours=48")
    }

    func testOpenMeteoForecastURLImperialWithTrailingSlashBase() {
        let url = OpenMeteoRequest.forecastURL(
            base: "http://127.0.0.1:8080/", latitude: -33.8688, longitude: 151.2093, units: .imperial)
        let text = url?.absoluteString ?? ""
        XCTAssertTrue(text.hasPrefix("http://127.0.0.1:8080/v1/forecast?latitude=-33.8688&longitude=151.2093&"), text)
        XCTAssertTrue(text.hasSuffix("&forecast_hours=48&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch"), text)
    }

    func testGeocodingSearchURLPercentEncodes() {
        let base = "https://geocoding-api.open-meteo.com"
        XCTAssertEqual(
            GeocodingRequest.searchURL(base: base, name: "東京")?.absoluteString,
            "https://geocoding-api.open-meteo.com/v1/search?name=%E6%9D%B1%E4%BA%AC&count=5&language=en&format=json")
        XCTAssertEqual(
            GeocodingRequest.searchURL(base: base, name: " Chambéry ")?.absoluteString,
            "https://geocoding-api.open-meteo.com/v1/search?name=Chamb%C3%A9ry&count=5&language=en&format=json")
        XCTAssertEqual(
            GeocodingRequest.searchURL(base: base, name: "New York&x=1")?.absoluteString,
            "https://geocoding-api.open-meteo.com/v1/search?name=New%20York%26x%3D1&count=5&language=en&format=json")
        XCTAssertNil(GeocodingRequest.searchURL(base: base, name: "  "))
    }

    func testPirateWeatherURLAndRedaction() throws {
        let url = try XCTUnwrap(
            PirateWeatherRequest.forecastURL(
                base: "https://api.pirateweather.net", key: "s3cr3tK3y", latitude: 50.45, longitude: 30.52,
                units: .metric))
        XCTAssertEqual(
            url.absoluteString, "https://api.pirateweather.net/forecast/s3cr3tK3y/50.45,30.52?units=si&exclude=minutely")
        let redacted = PirateWeatherRequest.redacted(url)
        XCTAssertEqual(redacted, "https://api.pirateweather.net/forecast/REDACTED/50.45,30.52?units=si&exclude=minutely")
        XCTAssertFalse(redacted.contains("s3cr3tK3y"))
        XCTAssertEqual(
            PirateWeatherRequest.forecastURL(base: "https://x", key: "k", latitude: 0, longitude: -0.00001, units: .imperial)?
                .absoluteString,
            "https://x/forecast/k/0,0?units=us&exclude=minutely")
        XCTAssertNil(PirateWeatherRequest.forecastURL(base: "https://x", key: " ", latitude: 0, longitude: 0, units: .metric))
        XCTAssertEqual(
            PirateWeatherRequest.redacting(key: "a/b c", in: "GET /forecast/a%2Fb%20c/1,2 failed; key a/b c"),
            "GET /forecast/REDACTED/1,2 failed; key REDACTED")
    }

    func testCoordinatesParse() {
        XCTAssertEqual(Coordinates.parse("50.45,30.52"), Coordinates(latitude: 50.45, longitude: 30.52))
        XCTAssertEqual(Coordinates.parse(" 50.45 , 30.52 "), Coordinates(latitude: 50.45, longitude: 30.52))
        XCTAssertEqual(Coordinates.parse("-33.87,151.21"), Coordinates(latitude: -33.87, longitude: 151.21))
        XCTAssertEqual(Coordinates.parse("+48,-2.35"), Coordinates(latitude: 48, longitude: -2.35))
        XCTAssertEqual(Coordinates.parse("90,-180"), Coordinates(latitude: 90, longitude: -180))
        for text in ["Kyiv", "91,0", "-90.5,0", "0,180.5", "1,2,3", "50.45", ",30", "-,3", "nan,0", "1e2,3", "0x1p3,1",
            "1..2,3", "50.45;30.52", "", "50 .45,30"]
        {
            XCTAssertNil(Coordinates.parse(text), text)
        }
    }

    /// The coordinate text (integer ten-thousandths) is what "%.4f" of the rounded value writes, trailing zeros off.
    func testCoordinateTextMatchesPrintfOnEveryKindOfValue() {
        func printf(_ value: Double) -> String {
            let rounded = (value * 10_000).rounded() / 10_000
            if rounded == 0 { return "0" }
            var text = String(format: "%.4f", rounded)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        var generator = SplitMix64(seed: 31)
        var values: [Double] = [0, -0.0, 0.00004, -0.00005, 0.00005, 10, -10, 50.45, 30.52381, 179.99995, -180, 0.1, 1e-9, 12345.6789]
        for _ in 0..<20_000 { values.append(Double.random(in: -180...180, using: &generator)) }
        for _ in 0..<2_000 { values.append(Double(Int.random(in: -1_800_000...1_800_000, using: &generator)) / 10_000) }
        for value in values { XCTAssertEqual(URLText.coordinate(value), printf(value), "\(value)") }
        XCTAssertEqual(URLText.coordinate(-0.00001), "0")
        XCTAssertEqual(URLText.coordinate(-33.86882), "-33.8688")
    }
}
