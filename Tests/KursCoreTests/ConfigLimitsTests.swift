import Foundation
import XCTest
@testable import KursCore

/// Size and nesting limits, checked in one scan before the JSON5 parser sees the text.
final class ConfigLimitsTests: XCTestCase {
    func testAConfigNestedTwentyThousandDeepIsOneErrorAtTheBracketPastTheLimit() {
        let text = String(repeating: "{a:", count: 20_000) + "1" + String(repeating: "}", count: 20_000)
        let report = ConfigCheck.check(data: Data(text.utf8))
        XCTAssertNil(report.config)
        XCTAssertEqual(report.diagnostics.map { $0.formatted(file: "config.json5") },
                       ["config.json5:1:193: error: nested more than 64 levels deep"])
    }

    func testSixtyFourLevelsAreReadAndBracketsInStringsAndCommentsDoNotCount() {
        let deep = "{x:" + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        XCTAssertNil(ConfigFileLimits.violation(in: Array(deep.utf8)))
        let quoted = "{a: '\(String(repeating: "[", count: 100))', b: \"\\\"{{{{\", // [[[[\n /* \(String(repeating: "{", count: 100)) */ c: 1}"
        XCTAssertNil(ConfigFileLimits.violation(in: Array(quoted.utf8)))
        let tooDeep = "{x:\n" + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        let violation = ConfigFileLimits.violation(in: Array(tooDeep.utf8))
        XCTAssertEqual(violation?.offset, 4 + 63)
    }

    func testAFileOverOneMegabyteIsRefusedWithoutParsing() throws {
        let big = Data(("{quickPicks: [" + String(repeating: "'USD', ", count: 150_000) + "]}").utf8)
        XCTAssertGreaterThan(big.count, ConfigFileLimits.maximumBytes)
        let report = ConfigCheck.check(data: big)
        XCTAssertEqual(report.errors.map(\.message), ["the file is larger than 1 MB (1048576 bytes), the most that is read"])
        XCTAssertEqual(report.errors.first?.line, 1)
    }

    func testReadingStopsJustPastTheLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-limits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(repeating: UInt8(ascii: " "), count: 3 << 20).write(to: url)
        XCTAssertEqual(ConfigFileLimits.read(path: url.path, in: LocalFileSystem())?.count, ConfigFileLimits.maximumBytes + 1)
        XCTAssertNil(ConfigFileLimits.read(path: url.path + "-missing", in: LocalFileSystem()))
    }
}
