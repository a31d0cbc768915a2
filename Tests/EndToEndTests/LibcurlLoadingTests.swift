import Foundation
import TestSupport
import XCTest

/// libcurl is loaded (through the CCurl wrappers, with dlopen) only when a command makes a request: `kurs --version`
/// never maps it, `kurs coins` does.
final class LibcurlLoadingTests: KursCommandTestCase {
    /// The libraries the dynamic loader reports loading for `arguments` (`LD_DEBUG=libs`).
    func loadedLibraries(_ arguments: String...) throws -> String {
        try kurs(arguments, extra: ["LD_DEBUG": "libs"]).stderr
    }

    func testVersionDoesNotLoadLibcurl() throws {
        let log = try loadedLibraries("--version")
        XCTAssertTrue(log.contains("calling init"), "LD_DEBUG output expected: \(log.prefix(200))")
        XCTAssertFalse(log.contains("libcurl"), log)
    }

    func testCoinsLoadsLibcurlOnFirstRequest() throws {
        let log = try loadedLibraries("coins", "--top", "1")
        XCTAssertTrue(log.contains("libcurl"), String(log.suffix(400)))
        XCTAssertEqual(try requestCount(containing: "/coins/markets"), 1)
    }
}
