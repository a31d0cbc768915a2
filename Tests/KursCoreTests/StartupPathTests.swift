import XCTest
@testable import KursCore

/// The pure-Swift pieces that keep start-up off NSString and libcurl.
final class StartupPathTests: XCTestCase {
    func testTrimmingBlanksMatchesFoundationWhitespaces() {
        for text in ["  a b\t", "\u{00A0}x\u{3000}", "\t\n", "", "plain", " \u{2003}key\u{2003} "] {
            XCTAssertEqual(text.trimmingBlanks(), text.trimmingCharacters(in: .whitespaces), "for \(text.debugDescription)")
        }
    }

    func testTransportUnavailableSaysWhy() {
        let error = FetchError.transportUnavailable("libcurl.so.4: cannot open shared object file")
        XCTAssertEqual(error.message, "no HTTP (install libcurl): libcurl.so.4: cannot open shared object file")
        XCTAssertFalse(RetryPolicy.isRetryable(error))
    }
}
