import Foundation
import XCTest
import TestSupport

/// `HOME` that is a file: plain words, not Foundation's "NSCocoaErrorDomain error 512".
final class HomeDirectoryCommandTests: KursCommandTestCase {
    let notice = "kurs: HOME (/etc/passwd) is not a directory; files under it (config, cache, saved cities) cannot be used\n"

    func testConfigPathAndStatusSayHomeIsNotADirectory() throws {
        let path = try kurs(["config", "path"], extra: ["HOME": "/etc/passwd", "XDG_CONFIG_HOME": ""])
        XCTAssertEqual(path.status, 0)
        XCTAssertEqual(path.stdout, "/etc/passwd/.config/kurs/config.json5\n")
        XCTAssertEqual(path.stderr, notice)
        let status = try kurs(["status", "--offline"], extra: ["HOME": "/etc/passwd"])
        XCTAssertTrue(status.stderr.hasPrefix(notice), status.stderr)
        XCTAssertFalse(status.stderr.contains("NSCocoaErrorDomain"), status.stderr)
    }

    func testConfigInitNamesTheFileInTheWay() throws {
        let run = try kurs(["config", "init"], extra: ["HOME": "/etc/passwd", "XDG_CONFIG_HOME": ""])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, notice + "kurs: cannot write /etc/passwd/.config/kurs: /etc/passwd is not a directory\n")
    }
}
