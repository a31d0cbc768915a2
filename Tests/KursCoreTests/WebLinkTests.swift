import XCTest
import KursCore

/// WebLink.displayable: only http(s) URLs from data are shown, sanitized and trimmed.
final class WebLinkTests: XCTestCase {
    func testOtherSchemesAreLeftOut() {
        for text in ["javascript:alert(1)", "JavaScript:alert(1)", "file:///etc/passwd", "ftp://x", "data:text/html,hi",
                     "mailto:a@b.example", "vbscript:x", "//evil.example", "https:evil.example", "httpx://a"] {
            XCTAssertNil(WebLink.displayable(text), text)
        }
    }

    func testHTTPAndHTTPSInAnyCaseAreKeptAsWritten() {
        XCTAssertEqual(WebLink.displayable("HTTPS://OK"), "HTTPS://OK")
        XCTAssertEqual(WebLink.displayable("Http://ok.example/a?b=c#d"), "Http://ok.example/a?b=c#d")
        XCTAssertEqual(WebLink.displayable("https://www.reddit.com/r/Bitcoin/"), "https://www.reddit.com/r/Bitcoin/")
    }

    func testSurroundingSpaceIsTrimmedInnerSpaceRefused() {
        XCTAssertEqual(WebLink.displayable(" https://ok.example"), "https://ok.example")
        XCTAssertEqual(WebLink.displayable("https://ok.example \t"), "https://ok.example")
        XCTAssertNil(WebLink.displayable("https://a b.example"))
        XCTAssertNil(WebLink.displayable(" javascript:alert(1)"))
    }

    func testEmptyHostOrNothingIsRefused() {
        for text in ["", "   ", "https://", "https:///etc/passwd", "http://?q", "http://#x"] {
            XCTAssertNil(WebLink.displayable(text), text.debugDescription)
        }
        XCTAssertNil(WebLink.displayable(nil))
    }

    func testEscapeSequencesInsideAreRemovedWhole() {
        XCTAssertEqual(WebLink.displayable("https://ok.example/\u{1B}[31mred\u{1B}[0m"), "https://ok.example/red")
        XCTAssertEqual(WebLink.displayable("https://ok.example/\u{1B}]8;;http://evil\u{07}x"), "https://ok.example/x")
        XCTAssertEqual(WebLink.displayable("\u{202E}https://ok.example"), "https://ok.example")
        XCTAssertNil(WebLink.displayable("\u{1B}]8;;https://x\u{07}"), "nothing left once the OSC 8 is gone")
        XCTAssertNil(WebLink.displayable("java\u{1B}[0mscript:alert(1)"))
    }
}
