import Foundation
import KursCore
import TestSupport
import XCTest

final class ForecastJSONTests: XCTestCase {
    func testDocumentCarriesSourceFetchedAtAndNulls() throws {
        let forecast = try OpenMeteoDecoder.decode(
            Fixtures.data("openmeteo-forecast-current-daily-unixtime.json"), name: "Lisbon")
        let data = ForecastJSON.encode(forecast, fetchedAt: Date(timeIntervalSince1970: 1_706_264_400))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(object["source"] as? String, "open-meteo")
        XCTAssertEqual(object["fetched_at"] as? String, "2024-01-26T10:20:00Z")
        XCTAssertEqual(object["name"] as? String, "Lisbon")
        XCTAssertEqual(object["timezone"] as? String, "Europe/Lisbon")
        XCTAssertEqual(object["units"] as? String, "metric")
        let current = try XCTUnwrap(object["current"] as? [String: Any])
        XCTAssertEqual(current["time"] as? String, "2024-01-26T10:15:00Z")
        XCTAssertEqual(current["temperature"] as? Double, 12.1)
        XCTAssertEqual(current["condition"] as? String, "cloudy")
        XCTAssertTrue(current["apparent_temperature"] is NSNull, "absent values are null, not 0")
        XCTAssertEqual((object["hourly"] as? [Any])?.count, 0)
        let daily = try XCTUnwrap(object["daily"] as? [[String: Any]])
        XCTAssertEqual(daily.count, 7)
        XCTAssertEqual(daily[0]["date"] as? String, "2024-01-26")
        XCTAssertEqual(daily[0]["temperature_min"] as? Double, 9.6)
        XCTAssertEqual(daily[0]["temperature_max"] as? Double, 17.7)
        XCTAssertEqual(daily[3]["precipitation_probability"] as? Double, 0.16)
    }

    func testSentinelIsNullInJSON() throws {
        let forecast = try DarkSkyDecoder.decode(Data(#"{"currently":{"temperature":-999}}"#.utf8))
        let text = String(decoding: ForecastJSON.encode(forecast, fetchedAt: Date(timeIntervalSince1970: 0)), as: UTF8.self)
        XCTAssertTrue(text.contains(#""temperature":null"#), text)
        XCTAssertTrue(text.contains(#""source":"pirateweather""#), text)
        XCTAssertTrue(text.contains(#""latitude":null"#), text)
    }
}
