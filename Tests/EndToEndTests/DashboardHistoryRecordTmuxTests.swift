import Foundation
import TestSupport
import XCTest

/// The dashboard online records its live rates fetches in the history database through `kurs __record-history`
/// (a child process), so the dashboard process itself never maps SQLite; `kurs history` then reads them back.
final class DashboardHistoryRecordTmuxTests: OnlineTmuxTestCase {
    /// The dashboard's process: the child of the pane's shell that runs kurs without arguments.
    private func dashboardPID(_ session: TmuxSession) throws -> String {
        let (_, output) = try CapturedProcess.run(["/usr/bin/env", "pgrep", "-P", session.paneValue("pane_pid")])
        let pid = output.split(separator: "\n").map(String.init).first { pid in
            let arguments = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.split(separator: "\0") ?? []
            return arguments.count == 1 && arguments[0].hasSuffix("kurs")
        }
        return try XCTUnwrap(pid, "no kurs under the pane's shell: \(output)")
    }

    /// Whether the history in `environment` comes to hold PrivatBank's live USD rates of the fixture. The child
    /// records within moments of the last fetch of a burst: the database is polled through `kurs history` (offline:
    /// it reads what is stored), up to 20 s (10 s ran out once with the whole suite on two cores).
    private func recordsUSD(_ environment: [String: String]) -> Bool {
        Deadline.poll(timeout: 20) { () -> Bool? in
            guard let run = try? CapturedProcess.run(
                [TmuxSession.kursBinary, "history", "USD", "--days", "1", "--source", "privatbank", "--json", "--offline"],
                environment: environment), run.status == 0, run.output.contains(#""buy":41.25,"sale":41.85"#) else { return nil }
            return true
        } ?? false
    }

    func testLiveRatesAreRecordedByAChildAndTheDashboardNeverMapsSQLite() throws {
        let session = try start()
        XCTAssertNotNil(session.waitFor { $0.last?.contains("PrivatBank · live") == true && $0.last?.contains("NBU · live") == true },
                        session.capturePane().joined(separator: "\n"))
        let pid = try dashboardPID(session)
        let server = try XCTUnwrap(self.server)
        let home = try XCTUnwrap(self.home)
        var environment = server.processEnvironment(cacheHome: home)
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        XCTAssertTrue(recordsUSD(environment), "PrivatBank's live USD rates are not in the history")
        let maps = try CapturedProcess.run(["/bin/cat", "/proc/\(pid)/maps"]).output  // read whole (a /proc file has no size)
        XCTAssertFalse(maps.contains("libsqlite3"), "the dashboard mapped SQLite")
        XCTAssertTrue(maps.contains("libncursesw"), "the dashboard maps ncursesw (loaded at its start)")
        session.sendKeys("q")
        XCTAssertEqual(session.waitForExit(), 0)
    }

    /// Rates that arrived just before the dashboard exits are recorded all the same, by a child started on the
    /// way out (here the dashboard exits at its first frame with data, `KURS_EXIT_AFTER_FIRST_FRAME`, before the
    /// other sources' fetches have ended).
    func testRatesLoadedJustBeforeTheExitAreRecorded() throws {
        let server = try FixtureServer()
        self.server = server
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-online-\(UUID().uuidString.prefix(8))")
        self.home = home
        var environment = server.processEnvironment(cacheHome: home)
        environment["KURS_OFFLINE"] = "0"
        environment["KURS_EXIT_AFTER_FIRST_FRAME"] = "1"
        let session = try TmuxSession(arguments: [], width: 120, height: 40, environment: environment)
        self.session = session
        XCTAssertEqual(session.waitForExit(), 0)
        environment["KURS_EXIT_AFTER_FIRST_FRAME"] = nil
        XCTAssertTrue(recordsUSD(environment), "PrivatBank's live USD rates are not in the history")
    }
}
