import Foundation
import XCTest
import TestSupport

/// Every command with stdout on a full disk (/dev/full) or closed, stderr closed, and a reader that went away
/// (EPIPE): exit status 1 (or the command's own failure status) and "kurs: write error: <reason>", never a crash.
final class OutputErrorTests: KursCommandTestCase {
    /// Every command that writes to stdout, with arguments that succeed against the fixture server.
    static let commands: [[String]] = [
        ["rates"], ["convert", "100", "USD", "UAH"], ["coins"], ["coin", "bitcoin"], ["weather"], ["status"],
        ["refresh"], ["config", "init"], ["config", "path"], ["config", "check"], ["--help"], ["--version"],
    ]

    /// Runs `kurs arguments` through `/bin/sh -c 'exec kurs "$@" <redirections>'` (Process cannot close a
    /// descriptor of the child), stdout and stderr to files unless `redirections` changes them.
    func kursThroughShell(_ arguments: [String], redirections: String, prelude: String = "") throws -> Run {
        let shellArguments = ["-c", "\(prelude)exec \"$0\" \"$@\" \(redirections)", Self.binary.path] + arguments
        return try finish(launch(URL(fileURLWithPath: "/bin/sh"), shellArguments, environment: environment([:])))
    }

    func testEveryCommandWithStdoutOnAFullDiskExitsOneWithTheReason() throws {
        for arguments in Self.commands {
            let run = try kursThroughShell(arguments, redirections: ">/dev/full")
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("kurs: write error: No space left on device\n"), "\(arguments): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("Fatal error"), "\(arguments)")
        }
    }

    func testEveryCommandWithStdoutClosedExitsOneWithTheReason() throws {
        for arguments in Self.commands {
            let run = try kursThroughShell(arguments, redirections: ">&-")
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasSuffix("kurs: write error: Bad file descriptor\n"), "\(arguments): \(run.stderr)")
        }
    }

    func testAClosedStdoutIsNotReusedForAFileTheCommandOpens() throws {
        // `refresh` writes cache files; with fd 1 closed, the first of them would get number 1 and receive
        // stdout's text. The placeholder keeps the cache files clean.
        let run = try kursThroughShell(["refresh"], redirections: ">&-")
        XCTAssertEqual(run.status, 1, run.stderr)
        let files = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).filter { $0.hasSuffix(".cache") }
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let text = try String(contentsOf: cacheDirectory.appendingPathComponent(file), encoding: .isoLatin1)
            XCTAssertFalse(text.contains(": updated\n"), "\(file) holds stdout's text")
        }
    }

    func testPaneWithStdoutClosedSaysItNeedsATerminal() throws {
        let run = try kursThroughShell(["pane", "rates"], redirections: ">&-")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("kurs: 'kurs pane' needs a terminal"), run.stderr)
        let dashboard = try kursThroughShell([], redirections: ">&-")
        XCTAssertEqual(dashboard.status, 2, dashboard.stderr)
        XCTAssertTrue(dashboard.stderr.hasPrefix("kurs: the dashboard needs a terminal"), dashboard.stderr)
    }

    func testWithStderrClosedTheExitStatusOfAnErrorIsKept() throws {
        let usage = try kursThroughShell(["rates", "--bogus"], redirections: "2>&-")
        XCTAssertEqual(usage.status, 2)
        let noData = try kursThroughShell(
            ["coins", "--vs", "eur"], redirections: "2>&-", prelude: "KURS_COINGECKO_URL=http://127.0.0.1:1/api/v3; export KURS_COINGECKO_URL; ")
        XCTAssertEqual(noData.status, 1)
        XCTAssertEqual(noData.stdout, "")
        let quiet = try kursThroughShell(["--version"], redirections: "2>&-")
        XCTAssertEqual(quiet.status, 0, "nothing was written to the closed stderr")
        XCTAssertTrue(quiet.stdout.hasPrefix("kurs 0."))
        let both = try kursThroughShell(["status"], redirections: ">&- 2>&-")
        XCTAssertEqual(both.status, 1)
    }

    func testAReaderThatWentAwayEndsSilently() throws {
        // SIGPIPE ignored by the parent (as under some shells and supervisors) or at its default (as a shell
        // pipeline's `| head -1` leaves it): kurs ignores it, write(2) fails with EPIPE → exit 1, nothing said.
        for wrapper in ["trap '' PIPE; exec \"$0\" --help", "exec /usr/bin/env --default-signal=PIPE \"$0\" --help"] {
            try assertEndsSilentlyOnAClosedPipe(shellCommand: wrapper)
        }
    }

    func assertEndsSilentlyOnAClosedPipe(shellCommand: String, line: UInt = #line) throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", shellCommand, Self.binary.path]
        process.environment = environment([:])
        let err = home.url.appendingPathComponent("epipe.err")
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = pipe.fileHandleForWriting
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, shellCommand, line: line)
        XCTAssertEqual(process.terminationStatus, 1, shellCommand, line: line)
        XCTAssertEqual(try String(contentsOf: err, encoding: .utf8), "", shellCommand, line: line)
    }
}
