import Foundation
import KursCore
import TestSupport
import XCTest

private func body(_ json: String) -> Data { Data(json.utf8) }

final class DarkSkyForecastTests: XCTestCase {
    func testFixtureWithAlerts() throws {
        let forecast = try DarkSkyDecoder.decode(Fixtures.data("darksky-forecast-with-alerts.json"))
        XCTAssertEqual(forecast.source, .pirateWeather)
        XCTAssertEqual(forecast.units, .imperial)
        XCTAssertEqual(forecast.location.latitude, 50)
        XCTAssertEqual(forecast.location.longitude, 10)
        XCTAssertEqual(forecast.location.timeZoneIdentifier, "Europe/Berlin")
        XCTAssertEqual(forecast.location.utcOffset, 7200)

        let current = try XCTUnwrap(forecast.current)
        XCTAssertEqual(current.time, Date(timeIntervalSince1970: 1_401_265_659))
        XCTAssertEqual(current.temperature, 55.81)
        XCTAssertEqual(current.apparentTemperature, 55.81)
        XCTAssertEqual(current.summary, "Overcast")
        XCTAssertEqual(current.condition, .cloudy)
        XCTAssertEqual(current.humidity, 0.84)
        XCTAssertEqual(current.windSpeed, 11.03)
        XCTAssertEqual(current.precipitationProbability, 0.03)
        XCTAssertEqual(WeatherFormat.temperature(current.temperature, units: .imperial, style: .withUnit), "56°F")

        XCTAssertEqual(forecast.hourly.count, 49)
        XCTAssertEqual(forecast.hourly[0].time, Date(timeIntervalSince1970: 1_401_264_000))
        XCTAssertEqual(forecast.hourly[0].temperature, 55.06)

        XCTAssertEqual(forecast.daily.count, 8)
        XCTAssertEqual(forecast.daily[0].day.description, "2014-05-28")
        XCTAssertEqual(forecast.daily[0].min, 50.73)
        XCTAssertEqual(forecast.daily[0].max, 60.69)
        XCTAssertEqual(forecast.daily[0].condition, .rain)
        XCTAssertEqual(forecast.daily[1].day.description, "2014-05-29")
        XCTAssertEqual(forecast.daily[1].condition, .partlyCloudyDay)
        XCTAssertEqual(forecast.daily[7].day.description, "2014-06-04")
        XCTAssertEqual(forecast.daily[7].max, 73.27)
        XCTAssertEqual(forecast.weekRange?.low, 39.4)
        XCTAssertEqual(forecast.weekRange?.high, 73.27)

        XCTAssertEqual(forecast.alerts.count, 2)
        XCTAssertEqual(forecast.alerts[0].title, "Excessive Heat Warning for Inyo, CA")
        XCTAssertEqual(forecast.alerts[1].title, "Excessive Heat Warning for Nye, NV")
        XCTAssertEqual(forecast.alerts[0].expires, Date(timeIntervalSince1970: 1_402_372_800))
        XCTAssertTrue(forecast.alerts[0].description.hasPrefix("...WELL ABOVE NORMAL TEMPERATURES"))
        XCTAssertNil(forecast.alerts[0].severity)
    }

    func testSentinelTemperatureIsMissing() throws {
        let forecast = try DarkSkyDecoder.decode(body(#"{"currently":{"temperature":-999}}"#))
        let current = try XCTUnwrap(forecast.current)
        XCTAssertNil(current.temperature)
        XCTAssertEqual(WeatherFormat.temperature(current.temperature), "—")
        XCTAssertEqual(current.condition, .unknown)
    }

    func testFractionalOffsetDecodes() throws {
        let forecast = try DarkSkyDecoder.decode(body(#"{"offset":5.5}"#))
        XCTAssertEqual(forecast.location.utcOffset, 19_800)
        XCTAssertEqual(forecast.location.timeZone.secondsFromGMT(), 19_800)
        XCTAssertNil(forecast.current)
        XCTAssertEqual(forecast.hourly, [])
    }

    func testHumidityAboveOneIsNotShown() throws {
        let forecast = try DarkSkyDecoder.decode(body(#"{"currently":{"time":0,"humidity":1.04,"temperature":20}}"#))
        XCTAssertNil(forecast.current?.humidity)
        XCTAssertEqual(WeatherFormat.percent(forecast.current?.humidity), "—")
        let ok = try DarkSkyDecoder.decode(body(#"{"currently":{"humidity":1}}"#))
        XCTAssertEqual(WeatherFormat.percent(ok.current?.humidity), "100%")
    }

    func testSIUnitsGiveMetricAndKilometresPerHour() throws {
        let forecast = try DarkSkyDecoder.decode(body(#"""
            {"offset":5.5,"timezone":"Asia/Kolkata","flags":{"units":"si"},
             "currently":{"time":1700000000,"temperature":31.5,"windSpeed":5,"icon":"clear-night"},
             "daily":{"data":[{"time":1699986600,"temperatureMin":22,"temperatureMax":32,"icon":"partly-cloudy-day"},
                              {"time":1700073000,"temperatureMin":21,"temperatureMax":-1000}]}}
            """#))
        XCTAssertEqual(forecast.units, .metric)
        XCTAssertEqual(forecast.current?.windSpeed, 18)
        XCTAssertEqual(forecast.current?.isDay, false)
        XCTAssertEqual(forecast.daily.map(\.day.description), ["2023-11-15"], "the impossible last max trims that day")
    }

    func testOneBadElementNeverDropsTheForecast() throws {
        let forecast = try DarkSkyDecoder.decode(body(#"""
            {"hourly":{"data":[{"time":0,"temperature":50},null,7,{"temperature":51},{"time":"x"},
                               {"time":7200,"temperature":"warm","icon":42},{"time":10800,"temperature":52}]},
             "alerts":[{"title":"Flood \u001b]8;;http://x\u0007Watch"},{"description":"no title"},"bad"]}
            """#))
        XCTAssertEqual(forecast.hourly.map(\.time.timeIntervalSince1970), [0, 7200, 10800])
        XCTAssertEqual(forecast.hourly.map(\.temperature), [50, nil, 52])
        XCTAssertEqual(forecast.hourly[1].condition, .unknown)
        XCTAssertEqual(forecast.alerts.map(\.title), ["Flood Watch"])
    }

    func testErrorBodies() {
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try DarkSkyDecoder.decode(body(#"{"code":400,"error":"The given location is invalid."}"#)) },
            .apiError("The given location is invalid."))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try DarkSkyDecoder.decode(body(#"{"message":"Forbidden"}"#)) },
            .apiError("Forbidden"))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try DarkSkyDecoder.decode(body("<html><body>Bad gateway</body></html>")) },
            .unexpectedContent("HTML where JSON was expected"))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try DarkSkyDecoder.decode(body(#"{"hello":1}"#)) },
            .unexpectedContent("unexpected JSON shape: no forecast"))
    }
}
