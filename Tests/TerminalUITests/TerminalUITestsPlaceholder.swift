import XCTest

final class TerminalUITestsPlaceholder: XCTestCase {
    func testTargetBuilds() { XCTAssertEqual(1 + 1, 2) }
}
