import XCTest

final class KursAppTestsPlaceholder: XCTestCase {
    func testTargetBuilds() { XCTAssertEqual(1 + 1, 2) }
}
