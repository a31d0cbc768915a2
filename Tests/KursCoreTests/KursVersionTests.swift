import TestSupport
import XCTest
@testable import KursCore

/// `KursVersion`: the `--version` line and the stamped build commit.
final class KursVersionTests: XCTestCase {
    func testLineNamesVersionAndBuild() {
        XCTAssertEqual(KursVersion.line(version: "0.2.0", build: "abc1234"), "kurs 0.2.0 (abc1234)")
    }

    func testLineSaysUnknownBuildWithoutCommit() {
        XCTAssertEqual(KursVersion.line(version: "0.2.0", build: nil), "kurs 0.2.0 (unknown build)")
    }

    func testVersionIsSemantic() {
        XCTAssertNotNil(KursVersion.string.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+/), KursVersion.string)
    }

    func testStampedBuildIsAShortHashWhenPresent() throws {
        guard let build = KursVersion.build else {
            try RecordedSkip.skip("built without git or outside a checkout", test: self)
        }
        XCTAssertNotNil(build.wholeMatch(of: /[0-9a-f]{7,40}/), build)
        XCTAssertEqual(KursVersion.line, "kurs \(KursVersion.string) (\(build))")
    }
}
