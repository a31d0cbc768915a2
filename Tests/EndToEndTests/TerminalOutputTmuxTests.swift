import Foundation
import TestSupport
import XCTest

/// What the dashboard writes to its terminal: a frame in a few write(2) calls, not one per cursor motion (ncurses
/// flushes each motion until its screen has been through `endwin` once; `TerminalSession` does that at start).
final class TerminalOutputTmuxTests: TmuxTestCase {
    /// A resize repaints every cell of the screen; before the fix each cursor motion was a write of its own (177
    /// writes for this repaint, measured), now the repaint is a few buffer-fulls plus the signal's wake-up byte.
    func testAFullRepaintReachesTheTerminalInAFewWrites() throws {
        try RecordedSkip.unless(test: self, Self.writeCalls(of: getpid()) != nil, "no /proc/PID/io (task I/O accounting) here")
        let session = try TmuxSession(width: 120, height: 40)
        self.session = session
        XCTAssertNotNil(session.waitFor { $0.contains { $0.contains("Bitcoin") } })
        let pid = try XCTUnwrap(session.kursPID(), "the dashboard's process")
        let before = try XCTUnwrap(Self.writeCalls(of: pid))
        session.resize(width: 110, height: 36)
        // The status bar is the frame's last line: once it shows at the new size, the whole frame has been written.
        let repainted = session.waitFor { screen in
            screen.count == 36 && screen[35].hasPrefix("offline") && screen[34].hasPrefix("└")
                && screen[34].count == 110
        }
        XCTAssertNotNil(repainted, screen(session))
        let after = try XCTUnwrap(Self.writeCalls(of: pid))
        XCTAssertGreaterThan(after - before, 0)
        XCTAssertLessThanOrEqual(after - before, 12, "write(2) calls for one full repaint")
    }

    /// The number of write system calls `pid` has made (`syscw` in /proc/PID/io).
    private static func writeCalls(of pid: Int32) -> Int? {
        guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
        return io.split(separator: "\n").first { $0.hasPrefix("syscw:") }
            .flatMap { Int($0.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)) }
    }
}

/// The bytes the dashboard's start sends, read raw through a pseudo-terminal (`script`).
final class TerminalStartOutputTests: KursCommandTestCase {
    /// The start leaves ncurses' first screen (`endwin`) and resumes it before any colour is used: the terminal's
    /// palette is never reset (ncurses sends "reset the palette", OSC 104, when it resumes a screen with colours on),
    /// and the keypad's application mode (arrow keys as ESC O A) is on again before the first frame.
    func testTheStartKeepsThePaletteAndLeavesTheKeypadInApplicationMode() throws {
        let run = try kursOnTerminal("--offline", extra: ["KURS_EXIT_AFTER_FIRST_FRAME": "1"])
        XCTAssertEqual(run.status, 0, run.screen)
        let frame = try XCTUnwrap(run.screen.range(of: "Rates"), run.screen)
        let start = run.screen[..<frame.lowerBound]
        XCTAssertFalse(run.screen.contains("\u{1B}]104"), "palette reset sent")
        let keypadOn = try XCTUnwrap(start.range(of: "\u{1B}[?1h\u{1B}=", options: .backwards), String(start))
        let keypadOff = start.range(of: "\u{1B}[?1l\u{1B}>", options: .backwards)
        XCTAssertTrue(keypadOff.map { $0.upperBound <= keypadOn.lowerBound } ?? true, "keypad left in normal mode: \(start)")
        XCTAssertTrue(run.screen.contains("Bitcoin"), run.screen)
    }
}
