import Dispatch
import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Signals to a running dashboard in tmux: INT, TERM, HUP (the pane closed), TSTP/CONT (Ctrl-Z and `fg` in
/// an interactive shell), CONT alone redrawing a scribbled screen, and SEGV — each leaves the terminal
/// restored (normal screen, cursor shown) and the process gone.
final class SignalReliabilityTests: TmuxTestCase {
    private func startDashboard() throws -> (TmuxSession, pid_t) {
        let session = try TmuxSession(width: 100, height: 30)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        let pid = try XCTUnwrap(session.kursPID(), "kurs process not found")
        return (session, pid)
    }

    /// The process state letter from /proc (R, S, T stopped, Z zombie), nil when the process is gone.
    private func state(of pid: pid_t) -> Character? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(close, offsetBy: 2)]
    }

    /// Polls `condition` until it holds or `timeout` seconds pass (a semaphore wait between polls, no sleep).
    private func eventually(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
        Deadline.holds(within: timeout, condition)
    }

    private func assertRestored(_ session: TmuxSession, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(session.paneValue("alternate_on"), "0", "\(what): alternate screen left", file: file, line: line)
        XCTAssertEqual(session.paneValue("cursor_flag"), "1", "\(what): cursor shown again", file: file, line: line)
    }

    func testQuitSignalsRestoreTheTerminalWithTheirStatus() throws {
        for (signal, status) in [(SIGINT, Int32(0)), (SIGTERM, 128 + SIGTERM), (SIGHUP, 128 + SIGHUP)] {
            let (session, pid) = try startDashboard()
            XCTAssertEqual(kill(pid, signal), 0)
            XCTAssertEqual(session.waitForExit(), status, "signal \(signal)")
            assertRestored(session, "signal \(signal)")
            XCTAssertFalse(session.capturePane().contains { $0.contains("Bitcoin") }, "dashboard gone after \(signal)")
            session.kill()
        }
    }

    func testSegfaultRestoresTheTerminal() throws {
        let (session, pid) = try startDashboard()
        XCTAssertEqual(kill(pid, SIGSEGV), 0)
        XCTAssertEqual(session.waitForExit(), 128 + SIGSEGV, "dies of SIGSEGV after restoring")
        assertRestored(session, "SIGSEGV")
    }

    func testKilledPaneEndsTheProcess() throws {
        let (session, pid) = try startDashboard()
        XCTAssertEqual(state(of: pid).map { $0 != "Z" }, true)
        _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/env"), arguments: ["tmux", "-L", session.socket, "kill-pane", "-t", "0"])
            .waitUntilExit()
        XCTAssertTrue(eventually { self.state(of: pid) == nil || self.state(of: pid) == "Z" },
                      "kurs (pid \(pid)) still running after its pane was closed: state \(String(describing: state(of: pid)))")
    }

    func testContinueRedrawsAScribbledScreen() throws {
        let (session, pid) = try startDashboard()
        let tty = session.paneValue("pane_tty")
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: tty))
        handle.write(Data("\u{1B}[H\u{1B}[2JSCRIBBLE".utf8))
        try handle.close()
        XCTAssertNotNil(session.waitFor { $0.joined().contains("SCRIBBLE") }, "scribble visible")
        XCTAssertEqual(kill(pid, SIGCONT), 0)
        let redrawn = session.waitFor { screen in
            !screen.joined().contains("SCRIBBLE") && screen.first?.hasPrefix("┌ Rates") == true
                && screen.contains { $0.contains("Bitcoin") }
        }
        XCTAssertNotNil(redrawn, "SIGCONT repaints the whole screen:\n" + session.capturePane().joined(separator: "\n"))
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    func testCtrlZStopsAndFgRedrawsInAnInteractiveShell() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { try RecordedSkip.skip("no bash", test: self) }
        let session = try TmuxSession(binary: "/bin/bash", arguments: ["--norc", "--noprofile", "-i"], width: 100,
                                      height: 30, environment: ["PS1": "READY$ "])
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("READY$") } })
        session.sendKeys("exec 2>/dev/null; '\(TmuxSession.kursBinary)' --offline", literal: true)
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        let pid = try XCTUnwrap(session.kursPID())

        session.sendKeys("C-z")
        XCTAssertTrue(eventually { self.state(of: pid) == "T" }, "stopped by Ctrl-Z: \(String(describing: state(of: pid)))")
        XCTAssertNotNil(session.waitFor { !$0.contains { $0.contains("Bitcoin") } }, "shell screen back")
        assertRestored(session, "after Ctrl-Z")

        session.sendKeys("fg", literal: true)
        session.sendKeys("Enter")
        XCTAssertNotNil(session.waitFor { screen in
            screen.first?.hasPrefix("┌ Rates") == true && screen.contains { $0.contains("Bitcoin") }
        }, "redrawn after fg:\n" + session.capturePane().joined(separator: "\n"))
        XCTAssertEqual(session.paneValue("alternate_on"), "1")
        XCTAssertNotEqual(state(of: pid), "T")

        session.sendKeys("q")
        XCTAssertTrue(eventually { self.state(of: pid) == nil || self.state(of: pid) == "Z" }, "quit after fg")
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("READY$") } })
        assertRestored(session, "after quitting")
    }
}
