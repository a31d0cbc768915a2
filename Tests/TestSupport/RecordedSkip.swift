import Foundation
package import XCTest

/// Skips that `make test` counts. `swift test --parallel` reports a skipped XCTest as passed (its xUnit file has
/// no `<skipped/>`), so every skip goes through here: it appends "<test>: <reason>" to the file named by
/// `KURS_SKIP_LOG` (set by the Makefile) and then throws `XCTSkip`; `scripts/test-summary.py` counts those
/// lines as skipped, not passed, and prints them.
package enum RecordedSkip {
    /// Skips `test` with `reason` unless `condition` holds. - Throws: `XCTSkip` when it does not.
    package static func unless(test: XCTestCase, _ condition: Bool, _ reason: String) throws {
        guard !condition else { return }
        try skip(reason, test: test)
    }

    /// Skips `test` with `reason` when `condition` holds. - Throws: `XCTSkip` when it does.
    package static func when(test: XCTestCase, _ condition: Bool, _ reason: String) throws {
        try unless(test: test, !condition, reason)
    }

    /// Skips `test` with `reason`. - Throws: `XCTSkip`, always.
    package static func skip(_ reason: String, test: XCTestCase) throws -> Never {
        if let path = ProcessInfo.processInfo.environment["KURS_SKIP_LOG"], !path.isEmpty {
            let line = "\(test.name): \(reason)\n"
            if let handle = FileHandle(forWritingAtPath: path) ?? create(path) {
                handle.seekToEndOfFile()
                handle.write(Data(line.utf8))
                try? handle.close()
            }
        }
        throw XCTSkip(reason)
    }

    private static func create(_ path: String) -> FileHandle? {
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        return FileHandle(forWritingAtPath: path)
    }
}
