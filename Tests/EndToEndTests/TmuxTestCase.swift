import Foundation
import TestSupport
import XCTest

/// Base for tests that run the built `kurs` in a private tmux server: skipped without tmux or a binary;
/// `session` (set by the test) is killed in `tearDown`.
class TmuxTestCase: XCTestCase {
    /// The tmux session of the running test, killed afterwards.
    var session: TmuxSession?

    override func setUpWithError() throws {
        try RecordedSkip.unless(test: self, TmuxSession.isAvailable, "tmux is not installed")
        try RecordedSkip.unless(test: self, FileManager.default.isExecutableFile(atPath: TmuxSession.kursBinary),
                          "no kurs binary at \(TmuxSession.kursBinary); run `swift build` or set KURS_BIN")
    }

    override func tearDown() {
        session?.kill()
        session = nil
    }

    /// The screen as one string, for failure messages.
    func screen(_ session: TmuxSession) -> String { session.capturePane().joined(separator: "\n") }

    /// The screen once every one of `texts` is on it (each within one line), nil after `timeout` seconds.
    func waitForText(_ session: TmuxSession, _ texts: String..., timeout: TimeInterval = 10) -> [String]? {
        session.waitFor(timeout: timeout) { screen in texts.allSatisfy { text in screen.contains { $0.contains(text) } } }
    }
}
