import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp
@testable import KursCommands

/// The file system in `AppDependencies` is the one every command's files go through: the config, the cache, the
/// saved cities, the history (a `FaultyFileSystem` records each path and fails the operations a test names).
final class AppFileSystemTests: XCTestCase {
    private var home: URL!
    private let files = FaultyFileSystem()

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-fs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: home) }

    private func run(_ arguments: [String]) -> (status: Int32, output: TerminalOutputTests.Capture) {
        let variables = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
                         "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
                         "XDG_STATE_HOME": home.appendingPathComponent("state").path,
                         "XDG_DATA_HOME": home.appendingPathComponent("data").path]
        let dependencies = AppDependencies(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_780_000_000)), variables: variables,
            homeDirectory: home, jitter: { .seeded(1) }, http: HTTPClient(), fileSystem: files)
        let output = TerminalOutputTests.Capture()
        let status: Int32
        switch KursCommandLine.prepare(arguments, dependencies: dependencies, output: output) {
        case .finished(let finished): status = finished
        case .blocking(let body): status = body()
        case .fetching(let body): status = AsyncWait.result(of: body)
        }
        return (status, output)
    }

    func testConfigInitWritesThroughTheGivenFileSystem() {
        files.fail(.create, whereNameContains: "config.json5", with: .EROFS)
        let (status, output) = run(["config", "init"])
        XCTAssertEqual(status, 1)
        XCTAssertEqual(output.stderr, "kurs: cannot write \(home.path)/config/kurs/config.json5: Read-only file system\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.path + "/config/kurs/config.json5"))
    }

    func testAnOfflineCommandReadsTheConfigAndTheCacheThroughIt() {
        let (status, output) = run(["--offline", "rates"])
        XCTAssertEqual(status, 0, output.stderr)
        let touched = Set(files.touchedPaths)
        XCTAssertTrue(touched.contains("\(home.path)/config/kurs/config.json5"), "\(touched)")
        XCTAssertTrue(touched.contains("\(home.path)/cache/kurs/privatbank-coursid5.cache"), "\(touched)")
    }

    func testAStatusLineReadsTheCacheThroughIt() throws {
        let body = Fixtures.data("privatbank-coursid5-2025.json")
        try DiskCache(directory: home.appendingPathComponent("cache/kurs")).write(
            CacheEntry(url: "https://api.privatbank.ua/p24api/pubinfo?json&exchange&coursid=5",
                       fetchedAt: Date(timeIntervalSince1970: 1_779_999_000), body: body),
            key: "privatbank-coursid5")
        let format = ["status", "--offline", "--format", "USD {privat:USD:buy}"]
        XCTAssertEqual(run(format).output.stdout, "USD 41.25\n")
        files.fail(.read, whereNameContains: "privatbank-coursid5", with: .EIO)
        XCTAssertEqual(run(format).output.stdout, "kurs: no data yet\n", "an unreadable cache file is no data, not an old value")
    }
}
