import Foundation
import XCTest
import TestSupport

/// Runs the built `kurs` binary (KURS_BIN, else <root>/.build/debug/kurs) as a process against a fresh fixture
/// server, with a fresh cache and config directory per test (XDG_CACHE_HOME, XDG_CONFIG_HOME).
class KursCommandTestCase: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    var server: FixtureServer!
    var home: TemporaryDirectory!

    static let binary: URL = {
        if let path = ProcessInfo.processInfo.environment["KURS_BIN"] { return URL(fileURLWithPath: path) }
        return Fixtures.projectRoot.appendingPathComponent(".build/debug/kurs")
    }()

    override func setUpWithError() throws {
        try RecordedSkip.unless(test: self, FileManager.default.isExecutableFile(atPath: Self.binary.path), "build kurs first: \(Self.binary.path)")
        server = try FixtureServer()
        home = try TemporaryDirectory()
    }

    override func tearDown() {
        server?.stop()
        home?.remove()
    }

    /// `$XDG_CONFIG_HOME` of the test.
    var configHome: URL { home.url.appendingPathComponent("config") }
    /// The default config file of the test.
    var configFile: URL { configHome.appendingPathComponent("kurs/config.json5") }
    /// The kurs cache directory of the test.
    var cacheDirectory: URL { home.url.appendingPathComponent("kurs") }

    func environment(_ extra: [String: String]) -> [String: String] {
        server.processEnvironment(cacheHome: home.url)
            .merging(["XDG_CONFIG_HOME": configHome.path]) { $1 }
            .merging(extra) { $1 }
    }

    /// Starts `kurs arguments` with stdin from /dev/null and stdout/stderr to files (a pipe: not a terminal).
    func start(_ arguments: [String], extra: [String: String] = [:]) throws -> (Process, URL, URL) {
        try launch(Self.binary, arguments, environment: environment(extra))
    }

    /// Starts `executable arguments` with stdin from /dev/null and stdout/stderr to fresh files in the home.
    func launch(_ executable: URL, _ arguments: [String], environment: [String: String]) throws -> (Process, URL, URL) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let id = UUID().uuidString
        let out = home.url.appendingPathComponent("\(id).out"), err = home.url.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        return (process, out, err)
    }

    func finish(_ started: (Process, URL, URL)) throws -> Run {
        started.0.waitUntilExit()
        return Run(
            status: started.0.terminationStatus, stdout: try String(contentsOf: started.1, encoding: .utf8),
            stderr: try String(contentsOf: started.2, encoding: .utf8))
    }

    func kurs(_ arguments: String..., extra: [String: String] = [:]) throws -> Run {
        try finish(try start(arguments, extra: extra))
    }

    func kurs(_ arguments: [String], extra: [String: String] = [:]) throws -> Run {
        try finish(try start(arguments, extra: extra))
    }

    /// Runs `body` against the server and waits for it (the server's API is async).
    func serverCall<T: Sendable>(_ body: @escaping @Sendable (FixtureServer) async throws -> T) throws -> T {
        let control = server!
        let box = Box<T>()
        let done = expectation(description: "server call")
        Task {
            do { box.value = .success(try await body(control)) } catch { box.value = .failure(error) }
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        return try XCTUnwrap(box.value).get()
    }

    /// Every request the server has logged.
    func requests() throws -> [FixtureServer.LoggedRequest] { try serverCall { try await $0.requests() } }

    /// How many logged requests have a target (path and query) containing `fragment`.
    func requestCount(containing fragment: String) throws -> Int {
        try requests().filter { $0.target.contains(fragment) }.count
    }

    /// Waits, up to `timeout` seconds, until `condition` holds (`Deadline.holds`). Fails the test when the
    /// deadline passes.
    func waitUntil(timeout: TimeInterval = 20, _ what: String, _ condition: () throws -> Bool) rethrows {
        if try !Deadline.holds(within: timeout, condition) { XCTFail("timed out waiting for \(what)") }
    }

    /// Rewrites the `fetched_at` (and `fetched_at_ms`) of the cache file `key` to 2000-01-01 (a stale entry), and
    /// its request stamp (`key.requested`, Monobank's), when there is one, to the same date.
    func ageCacheEntry(_ key: String) throws {
        let file = cacheDirectory.appendingPathComponent("\(key).cache")
        try Self.agedCacheFile(try Data(contentsOf: file)).write(to: file)
        let stamp = cacheDirectory.appendingPathComponent("\(key).requested")  // Monobank's last request time
        if FileManager.default.fileExists(atPath: stamp.path) {
            try Data("2000-01-01T00:00:00.000Z\n".utf8).write(to: stamp)
        }
    }

    /// A cache file's bytes with its `fetched_at` set to 2000-01-01T00:00:00.000Z.
    static func agedCacheFile(_ bytes: Data) -> Data {
        let text = String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(
                of: #""fetched_at":"[^"]*""#, with: #""fetched_at":"2000-01-01T00:00:00.000Z""#, options: .regularExpression)
            .replacingOccurrences(of: #""fetched_at_ms":[0-9]+"#, with: #""fetched_at_ms":946684800000"#, options: .regularExpression)
        return Data(text.utf8)
    }

    /// Whether the cache file `key` exists and is no longer the aged entry.
    func cacheEntryIsFresh(_ key: String) -> Bool {
        guard let text = try? String(contentsOf: cacheDirectory.appendingPathComponent("\(key).cache"), encoding: .isoLatin1)
        else { return false }
        return !text.contains(#""fetched_at":"2000-01-01"#)
    }

    /// Writes the config file.
    func writeConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: configFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: configFile, atomically: true, encoding: .utf8)
    }

    /// Fills the cache through `kurs refresh` (every source) and clears the server's log.
    func warmCache() throws {
        let run = try kurs("refresh")
        XCTAssertEqual(run.status, 0, run.stderr)
        try serverCall { try await $0.reset() }
    }

    final class Box<T>: @unchecked Sendable { var value: Result<T, any Error>? }
}
