import Foundation
import KursCore
import XCTest

final class DateFormatTests: XCTestCase {
    func testISO8601WithAndWithoutFractionalSeconds() {
        XCTAssertEqual(
            DateFormat.parseISO8601("2023-01-08T16:49:40.132Z")?.timeIntervalSince1970 ?? 0, 1_673_196_580.132,
            accuracy: 0.0005)
        XCTAssertEqual(DateFormat.parseISO8601("2013-07-06T00:00:00Z"), Date(timeIntervalSince1970: 1_373_068_800))
        XCTAssertEqual(DateFormat.parseISO8601("2013-07-06T02:00:00+02:00"), Date(timeIntervalSince1970: 1_373_068_800))
        XCTAssertNil(DateFormat.parseISO8601("yesterday"))
        XCTAssertNil(DateFormat.parseISO8601(""))
    }

    func testOutputForms() {
        let date = Date(timeIntervalSince1970: 1_724_025_751)  // 2024-08-19T00:02:31Z
        XCTAssertEqual(DateFormat.iso8601(date), "2024-08-19T00:02:31Z")
        XCTAssertEqual(DateFormat.day(date), "2024-08-19")
        XCTAssertEqual(DateFormat.shortDayMonth(date), "19 Aug")
        XCTAssertEqual(DateFormat.shortDayMonth(Date(timeIntervalSince1970: 1_771_343_791)), "17 Feb")
        let kyiv = TimeZone(identifier: "Europe/Kyiv") ?? TimeZone(secondsFromGMT: 10_800)!
        XCTAssertEqual(DateFormat.day(Date(timeIntervalSince1970: 1_724_025_751 - 3_600), timeZone: kyiv), "2024-08-19")
        XCTAssertEqual(DateFormat.day(Date(timeIntervalSince1970: 1_724_025_751 - 3_600)), "2024-08-18")
    }

    func testRelativeAge() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        func age(_ seconds: TimeInterval) -> String { RelativeAge.string(from: now.addingTimeInterval(-seconds), now: now) }
        XCTAssertEqual(age(0), "just now")
        XCTAssertEqual(age(59), "just now")
        XCTAssertEqual(age(-30), "just now", "a date slightly in the future")
        XCTAssertEqual(age(60), "1 min ago")
        XCTAssertEqual(age(3 * 60 + 59), "3 min ago")
        XCTAssertEqual(age(2 * 3600 + 1), "2 h ago")
        XCTAssertEqual(age(5 * 86_400 + 7_200), "5 d ago")
    }
}
