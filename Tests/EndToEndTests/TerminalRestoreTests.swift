import Foundation
import TestSupport
import XCTest

/// The dashboard on terminals it can't use, and the terminal restored after Ctrl-\ (SIGQUIT, a core-dump
/// signal like a crash).
final class TerminalRestoreTests: TmuxTestCase {
    func testCtrlBackslashRestoresTheTerminalAndExitsLikeSIGQUIT() throws {
        let session = try TmuxSession(width: 100, height: 30)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        XCTAssertEqual(session.paneValue("alternate_on"), "1")
        session.sendKeys("C-\\")
        XCTAssertEqual(session.waitForExit(), 128 + SIGQUIT)
        XCTAssertEqual(session.paneValue("alternate_on"), "0", "alternate screen left")
        XCTAssertEqual(session.paneValue("cursor_flag"), "1", "cursor shown again")
    }

    func testDumbAndUnknownTerminalsGetAClearMessageAndStatusOne() throws {
        for term in ["dumb", "no-such-terminal"] {
            let session = try TmuxSession(width: 100, height: 30, environment: ["TERM": term])
            self.session = session
            XCTAssertEqual(session.waitForExit(), 1, term)
            let screen = session.capturePane().joined()
            XCTAssertTrue(screen.contains("kurs: terminal '\(term)' cannot draw a full-screen dashboard"), screen)
            session.kill()
        }
    }
}
