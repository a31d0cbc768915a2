import Foundation
import XCTest
import TestSupport

/// A hostile config (20,000 levels deep) costs `kurs status` and `kurs config check` a scan, not the parser.
final class ConfigLimitsCommandTests: KursCommandTestCase {
    func testStatusWithADeeplyNestedConfigUsesTheDefaultsAndSaysWhere() throws {
        try warmCache()
        let plain = try kurs("status")
        try writeConfig(String(repeating: "{a:", count: 20_000) + "1" + String(repeating: "}", count: 20_000))
        let run = try kurs("status")
        XCTAssertEqual(run.status, plain.status)
        XCTAssertEqual(run.stdout, plain.stdout, "the status line with the defaults")
        XCTAssertEqual(run.stderr, "kurs: \(configFile.path):1:193: error: nested more than 64 levels deep; using defaults (see `kurs config check`)\n")
        let check = try kurs("config", "check")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, "\(configFile.path):1:193: error: nested more than 64 levels deep\n")
    }
}
