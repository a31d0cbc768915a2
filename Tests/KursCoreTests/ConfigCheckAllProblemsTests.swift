import Foundation
import XCTest
@testable import KursCore

/// `kurs config check` names type and value errors in one run, and shows control characters escaped.
final class ConfigCheckAllProblemsTests: XCTestCase {
    func testTypeAndValueErrorsAreReportedTogether() {
        let text = """
        {
          refresh: { budgetPerDay: "lots" },
          baseCurrency: "XYZ",
          quickPicks: ["USD", 5],
          weather: { language: "english" },
        }
        """
        let report = ConfigCheck.check(data: Data(text.utf8))
        XCTAssertNil(report.config)
        XCTAssertEqual(report.errors.map { $0.formatted(file: "c") }, [
            "c:2:14: error: refresh.budgetPerDay: expected a number, found a string",
            "c:3:3: error: baseCurrency: unknown currency code 'XYZ'",
            "c:4:23: error: quickPicks[1]: expected a string, found a number",
            "c:5:14: error: weather.language: 'english' is not an ISO 639-1 language code (two lower-case letters, e.g. \"uk\")",
        ])
    }

    func testAValueErrorInsideAMismatchedMemberIsNotReportedTwice() {
        let report = ConfigCheck.check(data: Data(#"{ quickPicks: ["usdx", 5] }"#.utf8))
        XCTAssertEqual(report.errors.map(\.message), ["expected a string, found a number"])
    }

    func testControlCharactersFromTheFileAreShownEscaped() {
        let report = ConfigCheck.check(data: Data("{ colors: { up: \"bl\\u001Bue\" }, \"ke\\u0007y\": 1 }".utf8))
        let lines = report.diagnostics.map { $0.formatted(file: "c") }
        XCTAssertEqual(lines.count, 2, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("unknown colour 'bl\\u{1B}ue'") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.contains("unknown key 'ke\\u{7}y'") }, "\(lines)")
        XCTAssertFalse(lines.joined().unicodeScalars.contains { $0.value < 0x20 })
    }
}
