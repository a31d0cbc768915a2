import XCTest

final class KursCoreTestsPlaceholder: XCTestCase {
    func testTargetBuilds() { XCTAssertEqual(1 + 1, 2) }
}
