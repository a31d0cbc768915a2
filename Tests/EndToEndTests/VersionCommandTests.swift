import Foundation
import TestSupport
import XCTest

/// `kurs --version`: "kurs VERSION (COMMIT)", the commit stamped at build time from the checkout it was built in.
final class VersionCommandTests: KursCommandTestCase {
    func testVersionNamesTheCommitOfTheCheckout() throws {
        guard let head = try gitHead() else {
            try RecordedSkip.skip("no git or no checkout: the expected commit is unknown", test: self)
        }
        let run = try kurs("--version")
        XCTAssertEqual(run.status, 0)
        XCTAssertEqual(run.stderr, "")
        let match = try XCTUnwrap(run.stdout.wholeMatch(of: /kurs ([0-9]+\.[0-9]+\.[0-9]+) \(([0-9a-f]{7,40})\)\n/), run.stdout)
        XCTAssertTrue(head.hasPrefix(String(match.2)), "stamped \(match.2), HEAD is \(head): rebuild after committing")
        XCTAssertEqual(run.stdout, try kurs("-V").stdout)
    }

    /// The full hash of HEAD in the project root, nil when git or the repository is missing.
    func gitHead() throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "safe.directory=*", "-C", Fixtures.projectRoot.path, "rev-parse", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
