import XCTest

final class EndToEndTestsPlaceholder: XCTestCase {
    func testTargetBuilds() { XCTAssertEqual(1 + 1, 2) }
}
