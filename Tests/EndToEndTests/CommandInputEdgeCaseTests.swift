import Foundation
import XCTest
import TestSupport

/// The app shell on hostile input: config and state files that are not regular files, huge configs, odd arguments.
/// Every wait is a deadline; a run still going at its deadline is killed and the test fails.
final class CommandInputEdgeCaseTests: KursCommandTestCase {
    /// `$XDG_STATE_HOME` of the test.
    private var stateHome: URL { home.url.appendingPathComponent("state") }

    /// Runs `kurs arguments`; nil (after killing it) when it is still running after `seconds`.
    private func kurs(within seconds: TimeInterval, _ arguments: [String], extra: [String: String] = [:]) throws -> Run? {
        let started = try start(arguments, extra: extra)
        let process = started.0
        guard Deadline.holds(within: seconds, { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        return try finish(started)
    }

    // MARK: - Config and state files that are not regular files

    /// A config that is a FIFO (nobody writing) must not block every command: `kurs status` runs in a tmux status
    /// line every few seconds. Actual: `kurs config check` and `kurs status` block in open(2) forever.
    func testConfigThatIsAFIFOIsAnErrorNotAHang() throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(configFile.path, 0o600), 0)
        let check = try kurs(within: 3, ["config", "check"])
        XCTAssertNotNil(check, "kurs config check with a FIFO config hung (killed after 3 s)")
        XCTAssertEqual(check?.status, 1)
        XCTAssertTrue(check?.stderr.contains(configFile.path) ?? false, check?.stderr ?? "")
        let status = try kurs(within: 3, ["status"])
        XCTAssertNotNil(status, "kurs status with a FIFO config hung (killed after 3 s)")
        XCTAssertEqual(status?.status, 0)
    }

    /// The same for the saved cities, which `kurs status --format '{weather}'`, `kurs weather` and the dashboard
    /// read. Actual: both commands block forever.
    func testSavedCitiesThatAreAFIFODoNotHangStatusOrWeather() throws {
        let directory = stateHome.appendingPathComponent("kurs")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("cities.json").path, 0o600), 0)
        let extra = ["XDG_STATE_HOME": stateHome.path]
        let status = try kurs(within: 3, ["status", "--format", "{weather}"], extra: extra)
        XCTAssertNotNil(status, "kurs status --format '{weather}' with a FIFO cities.json hung (killed after 3 s)")
        let weather = try kurs(within: 3, ["weather", "--offline"], extra: extra)
        XCTAssertNotNil(weather, "kurs weather with a FIFO cities.json hung (killed after 3 s)")
    }

    /// "size and nesting limits checked before parsing … in ≤ 10 ms": a 1 GB (sparse) config is refused after
    /// reading 1 MB. Actual: the API-key permission check (`ConfigCheck.permissionWarning(path:)`) reads the
    /// whole file with `FileManager.contents(atPath:)` — 15 s and 2.1 GB resident for `kurs config check`.
    func testAHugeConfigIsRefusedWithoutReadingItAll() throws {
        try writeConfig("")
        let handle = try FileHandle(forWritingTo: configFile)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let check = try kurs(within: 3, ["config", "check"])
        XCTAssertNotNil(check, "kurs config check with a 1 GB config took over 3 s (killed)")
        XCTAssertEqual(check?.stderr, "\(configFile.path):1:1: error: the file is larger than 1 MB (1048576 bytes), the most that is read\n")
        let status = try kurs(within: 3, ["status"])
        XCTAssertNotNil(status, "kurs status with a 1 GB config took over 3 s (killed)")
    }

    /// A config path that is a symlink loop exists but cannot be read: that is an error, not "no config".
    /// Actual: "no config at …; the defaults are in use" and exit 0.
    func testConfigThatIsASymlinkLoopIsAnError() throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(symlink(configFile.path, configFile.path), 0)
        let check = try kurs("config", "check")
        XCTAssertEqual(check.status, 1, "stdout: \(check.stdout)")
        XCTAssertTrue(check.stderr.contains(configFile.path), check.stderr)
    }

    // MARK: - config check reports every problem

    /// "config check reports every problem at once (type and range errors together)". Actual: a type error under
    /// `keys` hides every value error elsewhere — only keys.quit is reported.
    func testATypeErrorInKeysDoesNotHideValueErrorsElsewhere() throws {
        try writeConfig(#"{ coins: { top: 9999 }, vsCurrency: "zzzzzz", keys: { quit: 7 } }"#)
        let check = try kurs("config", "check")
        XCTAssertEqual(check.status, 1)
        XCTAssertEqual(check.stderr, """
            \(configFile.path):1:12: error: coins.top: must be between 1 and 250, found 9999
            \(configFile.path):1:25: error: vsCurrency: expected a CoinGecko currency such as "usd" or "eur", found 'zzzzzz'
            \(configFile.path):1:55: error: keys.quit: expected a string, found a number

            """)
    }

    // MARK: - Command line

    /// `kurs help NAME` for a name that is no command is the same usage error as `kurs NAME --help`.
    /// Actual: the general help and exit 0.
    func testHelpForAnUnknownCommandIsAUsageError() throws {
        let dashed = try kurs("nosuch", "--help")
        XCTAssertEqual(dashed.status, 2)
        let word = try kurs("help", "nosuch")
        XCTAssertEqual(word.status, 2, word.stdout.prefix(80) + "")
        XCTAssertEqual(word.stderr, dashed.stderr)
    }

    /// `--format=VALUE` gives the value explicitly, so a value starting with "--" is the value.
    /// Actual: "missing value for --format in 'kurs status'" (exit 2).
    func testAnEqualsValueStartingWithDashesIsTheValue() throws {
        try warmCache()
        let run = try kurs("status", "--format=--{privat:USD:buy}--")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("--"), run.stdout)
    }

    /// An option given twice is a usage error, also when one of the two is the short spelling.
    /// Actual: `kurs refresh -q --quiet` is accepted.
    func testShortAndLongSpellingOfOneOptionAreGivenTwice() throws {
        let run = try kurs("refresh", "-q", "--quiet", "--offline")
        XCTAssertEqual(run.status, 2, run.stderr)
        XCTAssertEqual(run.stderr, "kurs: option '--quiet' given twice\n")
    }
}
