import TestSupport
import XCTest
@testable import KursApp

/// Writes every snapshot case to the file named by `KURS_PREVIEW` (for reviewing and re-recording the inline
/// snapshots); skipped otherwise.
final class PanePreviewTests: XCTestCase {
    func testPreview() throws {
        guard let path = ProcessInfo.processInfo.environment["KURS_PREVIEW"], !path.isEmpty else {
            try RecordedSkip.skip("set KURS_PREVIEW=/path/to/output to record", test: self)
        }
        let text = PaneCases.all.map { PaneDataForTests.literal($0.1(), $0.0) }.joined()
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
