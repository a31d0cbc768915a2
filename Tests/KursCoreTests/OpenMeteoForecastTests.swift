import Foundation
import KursCore
import TestSupport
import XCTest

private func body(_ json: String) -> Data { Data(json.utf8) }
private func instant(_ iso: String) -> Date { DateFormat.parseISO8601(iso)! }

final class OpenMeteoForecastTests: XCTestCase {
    func testHourly48hFixture() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-hourly-48h-gmt.json"), name: "Győr")
        XCTAssertEqual(forecast.source, .openMeteo)
        XCTAssertEqual(forecast.units, .metric)
        XCTAssertEqual(forecast.location.name, "Győr")
        XCTAssertEqual(forecast.location.latitude, 47.68)
        XCTAssertEqual(forecast.location.longitude, 17.66)
        XCTAssertEqual(forecast.location.timeZoneIdentifier, "GMT")
        XCTAssertEqual(forecast.location.utcOffset, 0)
        XCTAssertNil(forecast.current)
        XCTAssertEqual(forecast.daily, [])
        XCTAssertEqual(forecast.hourly.count, 48)
        XCTAssertEqual(forecast.hourly[0].time, instant("2026-05-07T00:00:00Z"))
        XCTAssertEqual(forecast.hourly[0].temperature, 17.4)
        XCTAssertEqual(forecast.hourly[0].condition, .cloudy)
        XCTAssertNil(forecast.hourly[0].precipitationProbability)
        XCTAssertEqual(forecast.hourly[12].condition, .rain)  // weather_code 61
        XCTAssertEqual(forecast.hourly[31].condition, .clearDay)  // weather_code 0
        XCTAssertEqual(forecast.hourly[47].time, instant("2026-05-08T23:00:00Z"))
        XCTAssertEqual(forecast.hourly[47].temperature, 14.2)
    }

    func testCurrentAndDailyUnixtimeFixture() throws {
        let forecast = try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-forecast-current-daily-unixtime.json"))
        XCTAssertEqual(forecast.location.timeZoneIdentifier, "Europe/Lisbon")
        let current = try XCTUnwrap(forecast.current)
        XCTAssertEqual(current.time, Date(timeIntervalSince1970: 1_706_264_100))
        XCTAssertEqual(current.temperature, 12.1)
        XCTAssertEqual(current.condition, .cloudy)
        XCTAssertTrue(current.isDay)
        XCTAssertEqual(current.humidity, 0.83)
        XCTAssertEqual(current.windSpeed, 5.9)
        XCTAssertNil(current.apparentTemperature)

        XCTAssertEqual(forecast.daily.map(\.day.description), [
            "2024-01-26", "2024-01-27", "2024-01-28", "2024-01-29", "2024-01-30", "2024-01-31", "2024-02-01",
        ])
        XCTAssertEqual(forecast.daily.map(\.min), [9.6, 9.0, 11.9, 10.3, 12.6, 13.3, 12.4])
        XCTAssertEqual(forecast.daily.map(\.max), [17.7, 18.5, 16.5, 17.3, 17.3, 18.4, 18.6])
        XCTAssertEqual(forecast.daily.map(\.condition), [.cloudy, .cloudy, .cloudy, .rain, .fog, .cloudy, .clearDay])
        XCTAssertEqual(forecast.daily[4].precipitationProbability, 0.32)
        XCTAssertEqual(forecast.daily[0].day.weekdayAbbreviation, "Fri")
        XCTAssertEqual(forecast.weekRange?.low, 9.0)
        XCTAssertEqual(forecast.weekRange?.high, 18.6)
    }

    func testUnixDailyDatesUseUTCOffset() throws {
        // Kyiv in winter: local midnight 2024-01-26 is 2024-01-25T22:00Z.
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"latitude":50.45,"longitude":30.52,"utc_offset_seconds":7200,"timezone":"Europe/Kyiv",
             "daily":{"time":[1706220000,1706306400],"temperature_2m_max":[-1.5,0.2],"temperature_2m_min":[-7,-4.25],
                      "weather_code":[71,3]}}
            """#))
        XCTAssertEqual(forecast.daily.map(\.day), [
            CalendarDay(year: 2024, month: 1, day: 26), CalendarDay(year: 2024, month: 1, day: 27),
        ])
        XCTAssertEqual(forecast.daily[0].condition, .snow)
        XCTAssertEqual(forecast.daily[1].min, -4.25)
    }

    func testLocalISOTimesAreReadInTheTimezone() throws {
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"utc_offset_seconds":7200,"timezone":"Europe/Kyiv",
             "hourly":{"time":["2024-01-01T00:00","2024-01-01T01:00"],"temperature_2m":[-3.1,-3.4],"weathercode":[2,2],
                       "is_day":[0,0]},
             "daily":{"time":["2024-01-01"],"temperature_2m_max":[1],"temperature_2m_min":[-5]}}
            """#))
        XCTAssertEqual(forecast.hourly.map(\.time), [instant("2023-12-31T22:00:00Z"), instant("2023-12-31T23:00:00Z")])
        XCTAssertEqual(forecast.hourly[0].condition, .partlyCloudyNight)
        XCTAssertEqual(forecast.daily.first?.day.description, "2024-01-01")
        XCTAssertEqual(forecast.daily.first?.condition, .unknown)
    }

    func testDailyMaxEndingInTwoNullsShowsFiveDays() throws {
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"latitude":1,"longitude":2,"utc_offset_seconds":0,"timezone":"GMT",
             "daily":{"time":["2024-03-01","2024-03-02","2024-03-03","2024-03-04","2024-03-05","2024-03-06","2024-03-07"],
                      "temperature_2m_max":[10,null,12,13,14,null,null],
                      "temperature_2m_min":[1,2,3,4,5,6,7],"weather_code":[0,1,2,3,45,61,71]}}
            """#))
        XCTAssertEqual(forecast.daily.count, 5)
        XCTAssertEqual(forecast.daily.last?.day.description, "2024-03-05")
        XCTAssertNil(forecast.daily[1].max, "a null in the middle stays as —")
        XCTAssertEqual(WeatherFormat.temperature(forecast.daily[1].max), "—")
        XCTAssertEqual(forecast.weekRange?.high, 14)
    }

    func testImpossibleValuesAreDropped() throws {
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"current":{"time":1706264100,"temperature_2m":-999,"relative_humidity_2m":104,"weather_code":3,"is_day":0},
             "daily":{"time":[1706227200,1706313600,1706400000,1706486400],"temperature_2m_max":[18,-1000,19,20],
                      "temperature_2m_min":[9,8,10,-999]},
             "hourly":{"time":[1706263200],"temperature_2m":[71.5],"precipitation_probability":[120]}}
            """#))
        XCTAssertNil(forecast.current?.temperature)
        XCTAssertNil(forecast.current?.humidity, "104 % is not shown")
        XCTAssertEqual(forecast.current?.isDay, false)
        XCTAssertEqual(forecast.daily.count, 3, "the last day lost its min and is trimmed")
        XCTAssertNil(forecast.daily[1].max)
        XCTAssertEqual(forecast.weekRange?.low, 8)
        XCTAssertEqual(forecast.weekRange?.high, 19)
        XCTAssertEqual(forecast.hourly, [], "71.5 °C is impossible, and an hour without temperature at the end is trimmed")
    }

    func testUnequalArraysUseTheCommonPrefixAndBadElementsAreSkipped() throws {
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"hourly":{"time":[0,3600,"soon",10800,14400],"temperature_2m":[1,"x",3,4],"weather_code":[0,0,0,0,0,0]}}
            """#))
        XCTAssertEqual(forecast.hourly.map(\.time.timeIntervalSince1970), [0, 3600, 10800])
        XCTAssertEqual(forecast.hourly.map(\.temperature), [1, nil, 4])
    }

    func testFahrenheitUnits() throws {
        let forecast = try OpenMeteoDecoder.decode(body(#"""
            {"current_units":{"temperature_2m":"°F","wind_speed_10m":"mp/h"},
             "current":{"time":0,"temperature_2m":120.2,"wind_speed_10m":11,"apparent_temperature":200}}
            """#))
        XCTAssertEqual(forecast.units, .imperial)
        XCTAssertEqual(forecast.current?.temperature, 120.2)
        XCTAssertNil(forecast.current?.apparentTemperature, "200 °F is 93 °C")
        XCTAssertEqual(forecast.current?.windSpeed, 11)
    }

    func testError400FixtureIsAnAPIError() {
        let error = fetchError { () throws(FetchError) in
            try OpenMeteoDecoder.decode(Fixtures.data("openmeteo-error-400.json"))
        }
        XCTAssertEqual(error, .apiError("Parameter 'start_date' is out of allowed range from 2022-06-08 to 2023-01-10"))
    }

    func testErrorReasonIsSanitized() {
        let error = fetchError { () throws(FetchError) in
            try OpenMeteoDecoder.decode(body(#"{"error":true,"reason":"bad\u001b[31m value\u0007"}"#))
        }
        XCTAssertEqual(error, .apiError("bad value"))
    }

    func testHTMLAndOtherShapesAreUnexpectedContent() {
        let html = body("<!DOCTYPE html><html><body>502 Bad Gateway</body></html>")
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try OpenMeteoDecoder.decode(html) },
            .unexpectedContent("HTML where JSON was expected"))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try OpenMeteoDecoder.decode(body(#"{"generationtime_ms":1}"#)) },
            .unexpectedContent("unexpected JSON shape: no forecast"))
        guard case .unexpectedContent? = fetchError({ () throws(FetchError) in try OpenMeteoDecoder.decode(body("[1,2]")) })
        else { return XCTFail("expected unexpectedContent") }
    }
}
