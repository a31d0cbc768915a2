import Foundation
import XCTest
import TestSupport
@testable import KursCore

/// `portfolio.json` through `PortfolioStore`: locked read-modify-write, an unreadable file kept aside, the path.
final class PortfolioStoreTests: XCTestCase {
    var dir: TemporaryDirectory!
    var store: PortfolioStore!
    /// 2026-03-04 05:06:07 UTC.
    let now = Date(timeIntervalSince1970: 1_772_600_767)

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
        store = PortfolioStore(variables: ["XDG_STATE_HOME": dir.url.path], homeDirectory: URL(fileURLWithPath: "/nonexistent"))
    }

    override func tearDown() { dir.remove() }

    private var stateDirectory: URL { dir.url.appendingPathComponent("kurs") }

    private var listing: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: stateDirectory.path)) ?? []).sorted()
    }

    func testThePathFollowsXDGStateHome() {
        XCTAssertEqual(store.fileURL.path, dir.url.path + "/kurs/portfolio.json")
        let home = PortfolioStore(variables: ["XDG_STATE_HOME": "relative"], homeDirectory: URL(fileURLWithPath: "/home/u"))
        XCTAssertEqual(home.fileURL.path, "/home/u/.local/state/kurs/portfolio.json")
    }

    func testTwoConcurrentEditorsEachAdding50HoldingsLoseNothing() throws {
        let url = store.fileURL
        let failures = FailureCount()
        DispatchQueue.concurrentPerform(iterations: 2) { editor in
            let store = PortfolioStore(fileURL: url)  // each its own lock descriptor, as two processes would have
            for n in 0..<50 {
                do {
                    try store.update { try $0.add("coin-\(editor)-\(n)", amount: 1) }
                } catch {
                    failures.add()
                }
            }
        }
        XCTAssertEqual(failures.count, 0)
        let (portfolio, warning) = store.read()
        XCTAssertNil(warning)
        XCTAssertEqual(portfolio.holdings.count, 100)
        XCTAssertEqual(Set(portfolio.holdings.map(\.id)).count, 100)
        XCTAssertEqual(listing, ["portfolio.json", "portfolio.json.lock"])
    }

    func testAnUnreadableFileIsKeptAsideAndTheEditStartsAfresh() throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let broken = Data(#"{"holdings":[{"id":"bitcoin","amount":"lots"}]}"#.utf8)
        try broken.write(to: store.fileURL)

        let (readOnly, warning) = store.read()
        XCTAssertTrue(readOnly.isEmpty)
        XCTAssertEqual(warning, "portfolio \(store.fileURL.path) cannot be used (it is not valid JSON for this file); ignoring it")
        XCTAssertEqual(listing, ["portfolio.json"], "reading never moves the file")

        let update = try store.update(now: now) { try $0.add("ethereum", amount: 3) }
        XCTAssertEqual(update.notice, "portfolio.json could not be used (it is not valid JSON for this file); kept as portfolio.json.corrupt-20260304-050607")
        XCTAssertEqual(update.value.holdings, [Holding(id: "ethereum", amount: 3)])
        XCTAssertEqual(update.result.amount, 3)
        XCTAssertEqual(listing, ["portfolio.json", "portfolio.json.corrupt-20260304-050607", "portfolio.json.lock"])
        XCTAssertEqual(try Data(contentsOf: stateDirectory.appendingPathComponent("portfolio.json.corrupt-20260304-050607")), broken)
        XCTAssertEqual(store.read().portfolio.holdings.map(\.id), ["ethereum"])
    }

    func testARefusedEditWritesNothing() throws {
        try store.update { try $0.add("bitcoin", amount: 1, costPerUnit: 10) }
        let before = try Data(contentsOf: store.fileURL)
        XCTAssertThrowsError(try store.update { try $0.add("bitcoin", amount: -1) }) {
            XCTAssertEqual($0 as? PortfolioError, .amountNotPositive(-1))
        }
        XCTAssertEqual(try Data(contentsOf: store.fileURL), before)
        let removed = try store.update { $0.remove("bitcoin") }
        XCTAssertEqual(removed.result?.cost, 10)
        XCTAssertTrue(store.read().portfolio.isEmpty)
    }

    func testALockFileThatIsASymbolicLinkIsNeverFollowed() throws {
        try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
        let elsewhere = dir.url.appendingPathComponent("elsewhere")
        try FileManager.default.createSymbolicLink(atPath: store.fileURL.path + ".lock", withDestinationPath: elsewhere.path)
        XCTAssertThrowsError(try store.update { try $0.add("bitcoin", amount: 1) }) { error in
            XCTAssertEqual((error as? StateFileLockError)?.lockFile.lastPathComponent, "portfolio.json.lock")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: elsewhere.path), "nothing created through the link")
        XCTAssertFalse(FileManager.default.fileExists(atPath: store.fileURL.path), "nothing written without the lock")
    }
}

/// Failed edits counted across threads.
private final class FailureCount: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func add() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
