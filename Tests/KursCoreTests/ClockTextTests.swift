import Foundation
import XCTest
@testable import KursCore

/// The status bar's "14:05" and the charts' "19 Aug" from the C library: the zone's offset at each instant (summer
/// time included), no padding on the day, English months whatever the process locale.
final class ClockTextTests: XCTestCase {
    let kyiv = TimeZone(identifier: "Europe/Kyiv")!

    func testTheOffsetIsTheZonesAtThatInstant() {
        let winter = Date(timeIntervalSince1970: 1_768_000_000)  // 2026-01-09 23:06:40 UTC
        let summer = Date(timeIntervalSince1970: 1_784_000_000)  // 2026-07-14 03:33:20 UTC
        XCTAssertEqual(ClockText.hourMinute(winter, timeZone: .gmt), "23:06")
        XCTAssertEqual(ClockText.hourMinute(winter, timeZone: kyiv), "01:06", "UTC+2 in winter")
        XCTAssertEqual(ClockText.dayMonth(winter, timeZone: kyiv), "10 Jan", "the next day in Kyiv")
        XCTAssertEqual(ClockText.hourMinute(summer, timeZone: kyiv), "06:33", "UTC+3 in summer")
        XCTAssertEqual(ClockText.dayMonth(summer, timeZone: .gmt), "14 Jul")
    }

    func testTheDayIsNotPaddedAndMonthsAreEnglishInAnyLocale() {
        let saved = String(cString: setlocale(LC_ALL, nil))
        defer { setlocale(LC_ALL, saved) }
        setlocale(LC_ALL, "C.UTF-8")
        let fifth = Date(timeIntervalSince1970: 1_788_566_400)  // 2026-09-05 00:00 UTC
        XCTAssertEqual(ClockText.dayMonth(fifth, timeZone: .gmt), "5 Sep")
        XCTAssertEqual(ClockText.hourMinute(fifth, timeZone: .gmt), "00:00")
        XCTAssertEqual(DateFormat.shortDayMonth(fifth), "5 Sep")
    }
}
