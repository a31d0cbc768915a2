import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp
@testable import KursCommands

/// `KursCommandLine.prepare` sorts each command line into what `main` runs how: finished at once, blocking on
/// the main thread (no Swift task, so libdispatch's worker pool and its once-a-second monitor never start), or
/// fetching (a task the main thread waits for).
final class CommandJobTests: XCTestCase {
    private func job(_ arguments: [String]) throws -> (KursCommandLine.Job, TerminalOutputTests.Capture) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-job-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: home) }
        let variables = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                         "XDG_STATE_HOME": home.appendingPathComponent("state").path]
        let dependencies = AppDependencies(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_780_000_000)), variables: variables,
            homeDirectory: home, jitter: { .seeded(1) }, http: HTTPClient())
        let output = TerminalOutputTests.Capture()
        return (KursCommandLine.prepare(arguments, dependencies: dependencies, output: output), output)
    }

    private func kind(_ job: KursCommandLine.Job) -> String {
        switch job {
        case .finished(let status): return "finished \(status)"
        case .blocking: return "blocking"
        case .fetching: return "fetching"
        }
    }

    func testUsageErrorsHelpAndVersionFinishWithoutRunningAnything() throws {
        XCTAssertEqual(kind(try job(["nosuch"]).0), "finished 2")
        XCTAssertEqual(kind(try job(["--help"]).0), "finished 0")
        XCTAssertEqual(kind(try job(["--version"]).0), "finished 0")
    }

    func testStatusRunsOnTheCallingThreadWithoutATask() throws {
        let (prepared, output) = try job(["status", "--offline"])
        guard case .blocking(let body) = prepared else { return XCTFail("status: \(kind(prepared))") }
        XCTAssertEqual(body(), 0)
        XCTAssertEqual(output.stdout, "kurs: no data yet\n")  // the status line itself, for tmux
    }

    func testTheDashboardWithoutATerminalFinishesWithUsageStatus() throws {
        let (prepared, output) = try job([])
        XCTAssertEqual(kind(prepared), "finished 2")
        XCTAssertTrue(output.stderr.contains("the dashboard needs a terminal"), output.stderr)
    }

    func testFetchingCommandsAreAsyncJobs() throws {
        for arguments in [["rates"], ["coins"], ["convert", "100", "USD", "UAH"], ["refresh"], ["history", "USD"]] {
            XCTAssertEqual(kind(try job(arguments).0), "fetching", "\(arguments)")
        }
    }

    func testAsyncWaitReturnsTheTasksStatus() {
        XCTAssertEqual(AsyncWait.result(of: { await Task.yield(); return 7 }), 7)
    }
}
