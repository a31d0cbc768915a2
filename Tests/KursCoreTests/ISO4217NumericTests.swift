import Foundation
import XCTest
@testable import KursCore

/// ISO 4217 numeric → alpha codes from ICU: current codes map, retired and unknown ones keep their number.
final class ISO4217NumericTests: XCTestCase {
    func testCurrentCodesMap() {
        XCTAssertEqual(ISO4217Numeric.alphaCode(840), "USD")
        XCTAssertEqual(ISO4217Numeric.alphaCode(980), "UAH")
        XCTAssertEqual(ISO4217Numeric.alphaCode(978), "EUR")
        XCTAssertEqual(ISO4217Numeric.alphaCode(985), "PLN")
        XCTAssertEqual(ISO4217Numeric.alphaCode(933), "BYN")
        XCTAssertEqual(ISO4217Numeric.alphaCode(959), "XAU")
        XCTAssertEqual(ISO4217Numeric.alphaCode(960), "XDR")
        XCTAssertGreaterThan(ISO4217Numeric.count, 150)
    }

    func testRetiredAndUnknownCodesKeepTheirNumber() {
        for number in [974, 894, 478, 810, 1000, 0, 1] {  // BYR, ZMK, MRO, RUR: retired; 1000, 0, 1: never assigned
            XCTAssertNil(ISO4217Numeric.alphaCode(number), "\(number)")
        }
        XCTAssertEqual(ISO4217Numeric.code(974), "974")
        XCTAssertEqual(ISO4217Numeric.code(1000), "1000")
        XCTAssertEqual(ISO4217Numeric.code(840), "USD")
    }

    /// Where Debian's iso-codes is installed (a build machine), ICU agrees with it on every code both list.
    func testAgreesWithDebianISOCodes() throws {
        let url = URL(fileURLWithPath: "/usr/share/iso-codes/json/iso_4217.json")
        guard let data = try? Data(contentsOf: url) else { throw XCTSkip("iso-codes not installed") }
        struct File: Decodable {
            struct Entry: Decodable { let alpha_3: String; let numeric: String }
            let entries: [Entry]
            enum CodingKeys: String, CodingKey { case entries = "4217" }
        }
        let entries = try JSONDecoder().decode(File.self, from: data).entries
        var compared = 0
        for entry in entries {
            guard let number = Int(entry.numeric), let alpha = ISO4217Numeric.alphaCode(number) else { continue }
            XCTAssertEqual(alpha.rawValue, entry.alpha_3, "\(number)")
            compared += 1
        }
        XCTAssertGreaterThan(compared, 150)
    }
}
