import Foundation
import TestSupport
import XCTest

/// Ctrl-Z, a resize while stopped (the SIGWINCH goes to the shell, not to kurs), then `fg`: the dashboard is
/// drawn at the new size at once, without waiting for a key.
final class ResizeWhileSuspendedTmuxTests: TmuxTestCase {
    func testFgAfterAResizeWhileStoppedDrawsTheNewSize() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { try RecordedSkip.skip("no bash", test: self) }
        let session = try TmuxSession(binary: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], width: 120,
                                      height: 40, environment: ["PS1": "READY$ "])
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("READY$") } })
        session.sendKeys("exec 2>/dev/null; '\(TmuxSession.kursBinary)' --offline", literal: true)
        session.sendKeys("Enter")
        let wide = session.waitFor { $0.first.map { $0.hasPrefix("┌ Rates") && $0.count == 120 } == true }
        XCTAssertNotNil(wide, "drawn 120 wide:\n" + session.capturePane().joined(separator: "\n"))

        session.sendKeys("C-z")
        XCTAssertNotNil(session.waitFor { screen in
            !screen.contains { $0.hasPrefix("┌ Rates") } && screen.contains { $0.contains("READY$") }
        }, "the shell's screen is back")
        session.resize(width: 80, height: 24)
        XCTAssertNotNil(session.waitFor { _ in session.paneValue("pane_width") == "80" })
        session.sendKeys("fg", literal: true)
        session.sendKeys("Enter")
        let narrow = session.waitFor { screen in
            // The 80-column layout: the top border closes at column 80 (the 120-wide frame cut at 80 does not),
            // and the status bar (its 80-column form) is on row 24.
            screen.count == 24 && screen.first.map { $0.hasPrefix("┌ Rates") && $0.hasSuffix("┐") && $0.count == 80 } == true
                && screen.last?.hasPrefix("offline │ sample: ") == true
        }
        XCTAssertNotNil(narrow, "drawn 80 wide after fg, with no key pressed:\n" + session.capturePane().joined(separator: "\n"))
        session.sendKeys("q")
    }
}
