import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// `kurs` with stdin that is not a terminal, or closed: a one-shot error with status 2, at once, using next
/// to no CPU (no busy loop on a dead descriptor).
final class StdinReliabilityTests: KursCommandTestCase {
    func testDashboardWithStdinFromDevNullIsAUsageErrorAtOnce() throws {
        let started = Date()
        let run = try kurs([], extra: ["KURS_OFFLINE": "1"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.hasPrefix("kurs: the dashboard needs a terminal"), run.stderr)
        XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    /// In a tmux pane (stdout and stderr a terminal, so only stdin is wrong) with stdin closed (`0<&-`): status 2
    /// at once, and the shell's `times` shows the child used next to no CPU (no busy loop on a dead descriptor).
    func testDashboardWithStdinClosedExitsWithoutSpinning() throws {
        try RecordedSkip.unless(test: self, TmuxSession.isAvailable, "tmux is not installed")
        let script = #""$0" 0<&-; status=$?; echo "STATUS $status"; times; exit $status"#
        let session = try TmuxSession(binary: "/bin/sh", arguments: ["-c", script, TmuxSession.kursBinary], width: 100,
                                      height: 20)
        defer { session.kill() }
        XCTAssertEqual(session.waitForExit(timeout: 10), 2)
        let screen = session.capturePane()
        XCTAssertTrue(screen.contains { $0.contains("kurs: the dashboard needs a terminal") }, screen.joined(separator: "\n"))
        XCTAssertTrue(screen.contains("STATUS 2"))
        // `times`: the shell's user/system time, then its children's ("0m0.012s 0m0.004s").
        let childTimes = try XCTUnwrap(screen.last { $0.contains("m") && $0.contains("s ") })
        let seconds = childTimes.split(separator: " ").compactMap { field -> Double? in
            let parts = field.dropLast().split(separator: "m")
            guard parts.count == 2, let minutes = Double(parts[0]), let secs = Double(parts[1]) else { return nil }
            return minutes * 60 + secs
        }
        XCTAssertEqual(seconds.count, 2, childTimes)
        XCTAssertLessThan(seconds.reduce(0, +), 2, "CPU seconds used by kurs: \(childTimes)")
    }
}
