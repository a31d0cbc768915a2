import Foundation
@testable import KursCore
import XCTest

/// `ResourceNaming.safe`: a name already safe is kept; any other gets "_", its first 64 mapped bytes, "-" and the
/// FNV-1a hash of the name as given (values worked out independently, in Python).
final class ResourceNamingSafeTests: XCTestCase {
    func testSafeNamesAreKeptAndOthersMappedWithTheirHash() {
        XCTAssertEqual(ResourceNaming.safe("bitcoin"), "bitcoin")
        XCTAssertEqual(ResourceNaming.safe("Kyiv City"), "_kyiv_city-c665e4b624117601")
        XCTAssertEqual(ResourceNaming.safe("../etc"), "_.._etc-54caf568cfae66bc")
        XCTAssertEqual(ResourceNaming.safe(String(repeating: "x", count: 70) + "!"),
                       "_" + String(repeating: "x", count: 64) + "-4d945f45dcc42434")
        XCTAssertEqual(ResourceNaming.safe(""), "_-cbf29ce484222325")
    }
}
