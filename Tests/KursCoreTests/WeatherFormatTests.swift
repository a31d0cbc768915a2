import Foundation
import KursCore
import XCTest

final class WeatherFormatTests: XCTestCase {
    func testTemperature() {
        XCTAssertEqual(WeatherFormat.temperature(12.4), "12°")
        XCTAssertEqual(WeatherFormat.temperature(12.5), "13°")
        XCTAssertEqual(WeatherFormat.temperature(-2.5), "-3°")
        XCTAssertEqual(WeatherFormat.temperature(-0.4), "0°")
        XCTAssertEqual(WeatherFormat.temperature(nil), "—")
        XCTAssertEqual(WeatherFormat.temperature(12.1, units: .metric, style: .withUnit), "12°C")
        XCTAssertEqual(WeatherFormat.temperature(55.81, units: .imperial, style: .withUnit, ascii: true), "56F")
        XCTAssertEqual(WeatherFormat.temperature(nil, ascii: true), "-")
    }

    func testPercentAndWind() {
        XCTAssertEqual(WeatherFormat.percent(0.84), "84%")
        XCTAssertEqual(WeatherFormat.percent(nil), "—")
        XCTAssertEqual(WeatherFormat.windSpeed(5.9, units: .metric), "6 km/h")
        XCTAssertEqual(WeatherFormat.windSpeed(11.03, units: .imperial), "11 mph")
        XCTAssertEqual(WeatherFormat.windSpeed(nil, units: .metric), "—")
    }

    func testWeekBarPlacement() {
        XCTAssertEqual(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 2, dayMax: 5, width: 10), 2..<5)
        XCTAssertEqual(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 0, dayMax: 10, width: 10), 0..<10)
        XCTAssertEqual(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 2.5, dayMax: 2.6, width: 10), 2..<3)
        XCTAssertEqual(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 5, dayMax: 5, width: 10), 5..<6)
        XCTAssertEqual(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 10, dayMax: 10, width: 10), 9..<10)
        XCTAssertEqual(WeekBar.placement(weekLow: 3, weekHigh: 3, dayMin: 3, dayMax: 3, width: 8), 0..<8)
        // Lisbon fixture week 9.0…18.6 °C, first day 9.6…17.7 on 12 columns.
        XCTAssertEqual(WeekBar.placement(weekLow: 9.0, weekHigh: 18.6, dayMin: 9.6, dayMax: 17.7, width: 12), 0..<11)
        XCTAssertNil(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: nil, dayMax: 5, width: 10))
        XCTAssertNil(WeekBar.placement(weekLow: 0, weekHigh: 10, dayMin: 1, dayMax: 5, width: 0))
    }

    func testConditionsFromWMOCodes() {
        XCTAssertEqual(WeatherCondition(wmoCode: 0), .clearDay)
        XCTAssertEqual(WeatherCondition(wmoCode: 1, isDay: false), .clearNight)
        XCTAssertEqual(WeatherCondition(wmoCode: 2, isDay: false), .partlyCloudyNight)
        XCTAssertEqual(WeatherCondition(wmoCode: 3), .cloudy)
        XCTAssertEqual(WeatherCondition(wmoCode: 48), .fog)
        XCTAssertEqual(WeatherCondition(wmoCode: 53), .rain)
        XCTAssertEqual(WeatherCondition(wmoCode: 66), .sleet)
        XCTAssertEqual(WeatherCondition(wmoCode: 86), .snow)
        XCTAssertEqual(WeatherCondition(wmoCode: 99), .thunderstorm)
        XCTAssertEqual(WeatherCondition(wmoCode: 4), .unknown)
    }

    func testConditionsFromDarkSkyIcons() {
        let darkSky = [
            "clear-day", "clear-night", "rain", "snow", "sleet", "wind", "fog", "cloudy", "partly-cloudy-day",
            "partly-cloudy-night", "thunderstorm",
        ]
        for icon in darkSky { XCTAssertEqual(WeatherCondition(darkSkyIcon: icon).rawValue, icon) }
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "light-rain"), .rain)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "flurries"), .snow)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "hail"), .sleet)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "haze"), .fog)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "mostly-clear-night"), .partlyCloudyNight)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "tornado"), .wind)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "unknown"), .unknown)
        XCTAssertEqual(WeatherCondition(darkSkyIcon: "meteor"), .unknown)
    }

    func testGlyphsAreSingleScalarsAndASCIIFallbacksAreASCII() {
        for condition in WeatherCondition.allCases {
            XCTAssertEqual(condition.glyph.unicodeScalars.count, 1, "\(condition)")
            XCTAssertTrue(condition.asciiGlyph.allSatisfy(\.isASCII), "\(condition)")
            XCTAssertTrue((1...2).contains(condition.asciiGlyph.count), "\(condition)")
            XCTAssertFalse(condition.label.isEmpty)
        }
        XCTAssertEqual(WeatherCondition.clearDay.glyph, "☀")
        XCTAssertEqual(WeatherCondition.rain.asciiGlyph, "//")
        XCTAssertEqual(WeatherCondition.partlyCloudyDay.glyphColumns, 2)
        XCTAssertEqual(WeatherCondition.snow.glyphColumns, 1)
        XCTAssertEqual(WeatherFormat.glyph(.clearNight, ascii: true), "C")
    }
}
