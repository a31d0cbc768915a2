import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp
@testable import KursCommands

/// One sanitizer for every way text reaches a terminal: the same hostile strings give the same visible text in a
/// table cell, a TSV field and a note on stderr (a dashboard pane: `DashboardSanitizedTextTests`); JSON keeps them as data, escaped; links from
/// data are http(s) only; keys are redacted on stdout and stderr.
final class TerminalOutputTests: XCTestCase {
    final class Capture: CommandOutput {
        var isTerminal = false
        var stdout = ""
        var stderr = ""
        func write(_ text: String) { stdout += text }
        func note(_ text: String) { stderr += "kurs: \(text)\n" }
        func rawNote(_ text: String) { stderr += text }
    }

    func testTableCellAndTSVFieldShowTheSameSanitizedText() {
        for (name, hostile, visible) in TerminalHazard.hostileTexts {
            XCTAssertEqual(TerminalText.sanitize(hostile), visible, name)
            let table = TextTable(headers: ["ID", "NAME"], alignments: [.left, .left], rows: [["x", hostile]])
            XCTAssertEqual(table.aligned(), "ID  NAME\nx   \(visible)\n", name)
            XCTAssertEqual(table.tabSeparated(), "x\t\(visible)\n", name)
        }
    }

    func testNotesOnStderrShowTheSameSanitizedText() {
        for (name, hostile, visible) in TerminalHazard.hostileTexts {
            let capture = Capture()
            let output = RedactingOutput(capture, redactor: .none)
            output.note("coingecko: \(hostile)")
            output.rawNote(hostile + "\n")
            XCTAssertEqual(capture.stderr, "kurs: coingecko: \(visible)\n\(TerminalText.sanitize(hostile, keepingNewlines: true))\n", name)
            XCTAssertNil(TerminalHazard.find(in: capture.stderr), name)
        }
    }

    func testJSONKeepsTheDataButNoControlReachesTheTerminal() throws {
        for (name, hostile, _) in TerminalHazard.hostileTexts {
            let text = JSONValue.object([("name", .string(hostile))]).serialized()
            XCTAssertNil(text.unicodeScalars.first(where: TerminalText.isStripped), "\(name): \(text.debugDescription)")
            XCTAssertFalse(text.contains("\u{1B}"), name)
            let decoded = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
            XCTAssertEqual(decoded?["name"], hostile, "\(name): the same data, escaped")
        }
        XCTAssertEqual(JSONValue.string("a\u{1B}[0m\u{9B}\u{202E}").serialized(), #""a\u001b[0m\u009b\u202e""#)
    }

    func testCoinJSONLinksAreNullUnlessHTTP() {
        func links(_ homepage: String?, _ subreddit: String?) -> [JSONValue] {
            let detail = CoinDetail(id: "x", symbol: "x", name: "X", homepage: homepage, subredditURL: subreddit)
            let fields = Dictionary(CoinJSON.fields(id: "x", coin: nil, detail: detail), uniquingKeysWith: { a, _ in a })
            return [fields["homepage"] ?? .bool(false), fields["subreddit_url"] ?? .bool(false)]
        }
        XCTAssertEqual(links("javascript:alert(1)", "file:///etc/passwd"), [.null, .null])
        XCTAssertEqual(links("ftp://x", nil), [.null, .null])
        XCTAssertEqual(links(" https://ok.example", "HTTPS://OK"), [.string("https://ok.example"), .string("HTTPS://OK")])
        XCTAssertEqual(links("https://ok.example/\u{1B}[31m", nil), [.string("https://ok.example/"), .null])
    }

    func testRedactingOutputRemovesKeysFromStdoutAndStderr() {
        let capture = Capture()
        let output = RedactingOutput(capture, redactor: SecretRedactor(secrets: ["CG-s3cr3t-key"]))
        output.write(#"{"error":"bad key CG-s3cr3t-key"}"# + "\n")
        output.note("coingecko: invalid key CG%2Ds3cr3t%2dkey")
        output.rawNote("kurs: \\u0043G-s3cr3t-key\n")
        XCTAssertEqual(capture.stdout, #"{"error":"bad key REDACTED"}"# + "\n")
        XCTAssertEqual(capture.stderr, "kurs: coingecko: invalid key REDACTED\nkurs: REDACTED\n")
    }
}
