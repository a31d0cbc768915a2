import Foundation
import KursCore
import XCTest

final class WeatherGeocodingTests: XCTestCase {
    /// Shaped like a real `/v1/search?name=Kyiv&count=5&language=en&format=json` answer (written for this test,
    /// no recorded fixture exists); the third result lacks coordinates.
    private let kyivSample = Data(#"""
        {"results":[
          {"id":703448,"name":"Kyiv","latitude":50.45466,"longitude":30.5238,"elevation":187.0,"feature_code":"PPLC",
           "country_code":"UA","admin1_id":703447,"timezone":"Europe/Kyiv","population":2797553,"country_id":690791,
           "country":"Ukraine","admin1":"Kyiv City"},
          {"id":6999999,"name":"Kyiv","latitude":44.2,"longitude":-78.1,"feature_code":"PPL","country_code":"CA",
           "timezone":"America/Toronto","country":"Canada","admin1":"Ontario"},
          {"id":1,"name":"Nowhere\u001b[2J","country":"Ukraine"}
        ],"generationtime_ms":0.6880760192871094}
        """#.utf8)

    func testSearchResults() throws {
        let places = try GeocodingDecoder.decode(kyivSample)
        XCTAssertEqual(places.count, 2)
        XCTAssertEqual(
            places[0],
            GeoPlace(
                name: "Kyiv", country: "Ukraine", countryCode: "UA", admin1: "Kyiv City", latitude: 50.45466,
                longitude: 30.5238, timezone: "Europe/Kyiv"))
        XCTAssertEqual(places[0].displayName, "Kyiv, Kyiv City, Ukraine")
        XCTAssertEqual(places[1].displayName, "Kyiv, Ontario, Canada")
    }

    func testNonLatinNameAndMissingAdmin() throws {
        let json = #"{"results":[{"id":1850147,"name":"東京","latitude":35.6895,"longitude":139.69171,"country_code":"JP","timezone":"Asia/Tokyo","country":"日本"}]}"#
        let places = try GeocodingDecoder.decode(Data(json.utf8))
        XCTAssertEqual(places.first?.name, "東京")
        XCTAssertNil(places.first?.admin1)
        XCTAssertEqual(places.first?.displayName, "東京, 日本")
    }

    func testNoResultsKeyIsNoMatch() throws {
        XCTAssertEqual(try GeocodingDecoder.decode(Data(#"{"generationtime_ms":0.5}"#.utf8)), [])
    }

    func testErrorAndHTML() {
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try GeocodingDecoder.decode(Data(#"{"error":true,"reason":"Parameter count must be between 1 and 100."}"#.utf8)) },
            .apiError("Parameter count must be between 1 and 100."))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try GeocodingDecoder.decode(Data("<html></html>".utf8)) },
            .unexpectedContent("HTML where JSON was expected"))
    }
}
