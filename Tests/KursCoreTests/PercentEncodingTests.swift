import Foundation
@testable import KursCore
import XCTest

/// `PercentEncoding` against Foundation's `addingPercentEncoding(withAllowedCharacters:)`, which it replaces.
final class PercentEncodingTests: XCTestCase {
    /// Every ASCII character alone and among others, Latin, Cyrillic, CJK, emoji (4-byte UTF-8), a combining mark.
    private var samples: [String] {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        return ascii + [
            "", String(ascii.joined()), "usd", "bitcoin", "Chambéry", "Київ", "東京", "São Paulo", "a b&c=d#e?f/g",
            "👍🏽", "e\u{301}", "50.45,30.52", "temperature_2m,weather_code", "%41", "~!$'()*+,;:@",
        ]
    }

    func testUnreservedMatchesFoundation() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        for text in samples {
            XCTAssertEqual(PercentEncoding.encode(text, keeping: .unreserved),
                           text.addingPercentEncoding(withAllowedCharacters: unreserved), text.debugDescription)
        }
    }

    func testQueryValueMatchesFoundation() {
        let queryValue = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~,")
        for text in samples {
            XCTAssertEqual(PercentEncoding.encode(text, keeping: .queryValue),
                           text.addingPercentEncoding(withAllowedCharacters: queryValue), text.debugDescription)
        }
    }

    func testPathSegmentMatchesFoundationsPathAllowedWithoutSeparators() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/?#&=")
        for text in samples {
            XCTAssertEqual(PercentEncoding.encode(text, keeping: .pathSegment),
                           text.addingPercentEncoding(withAllowedCharacters: allowed), text.debugDescription)
        }
    }

    func testSpelledOut() {
        XCTAssertEqual(URLText.encode("Chambéry"), "Chamb%C3%A9ry")
        XCTAssertEqual(URLText.encode("a b"), "a%20b")
        XCTAssertEqual(ResourceNaming.pathSegment("a/b?c"), "a%2Fb%3Fc")
        XCTAssertEqual(ResourceNaming.queryValue("x,y"), "x%2Cy")
        XCTAssertEqual(URLText.query([("daily", "a,b"), ("name", "São")]), "daily=a,b&name=S%C3%A3o")
        XCTAssertEqual(PercentEncoding.encode("👍", keeping: .unreserved), "%F0%9F%91%8D")
    }
}
