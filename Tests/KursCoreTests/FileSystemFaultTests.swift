import Foundation
import KursCore
import TestSupport
import XCTest

/// Faults between kurs and the disk (`FaultyFileSystem`, injected through the environment as `main` injects the
/// real one): a full disk, an I/O error or a failed rename never loses the file that was there, leaves no temp
/// file behind, and is said in the system's words.
final class FileSystemFaultTests: LoopbackRepositoryTestCase {
    private let faulty = FaultyFileSystem()
    private let noSpace = "No space left on device"

    private func entry(_ body: String) -> CacheEntry {
        CacheEntry(url: "http://127.0.0.1/x", fetchedAt: clock.now, body: Data(body.utf8))
    }

    func testACacheWriteOnAFullDiskKeepsTheEntryThatWasThere() throws {
        let cache = DiskCache(directory: cacheDirectory, fileSystem: faulty)
        try cache.write(entry("first"), key: "k")
        faulty.fail(.create, whereNameContains: ".k.", with: .ENOSPC)
        XCTAssertThrowsError(try cache.write(entry("second"), key: "k")) { error in
            let failure = error as? CacheWriteError
            XCTAssertEqual(failure?.code, .ENOSPC)
            XCTAssertEqual(failure?.description, "can't write cache file \(cacheDirectory.path)/k.cache: \(noSpace)")
        }
        XCTAssertEqual(cache.read("k")?.body, Data("first".utf8))
    }

    func testAFailedRenameLeavesNoTempFileAndTheOldEntry() throws {
        let cache = DiskCache(directory: cacheDirectory, fileSystem: faulty)
        try cache.write(entry("first"), key: "k")
        faulty.fail(.move, whereNameContains: "k.cache", with: .EIO)
        XCTAssertThrowsError(try cache.write(entry("second"), key: "k"))
        XCTAssertEqual(cache.read("k")?.body, Data("first".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted()
        XCTAssertEqual(names, ["k.cache"], "the temp file is removed")
    }

    func testAFetchOnAFullDiskShowsTheLiveValueAndSaysItWasNotStored() async throws {
        var environment = server.environment(cacheDirectory: cacheDirectory, offline: false, coinGeckoKey: nil)
        environment.fileSystem = faulty
        faulty.fail(.create, whereNameContains: "privatbank-coursid5", with: .ENOSPC)
        let clock = clock!
        let repository = DataRepository(
            environment: environment,
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
        let fetched = try await repository.fetch(Resource.privatBank(.cash))
        XCTAssertEqual(fetched.origin, .live)
        XCTAssertEqual(fetched.value.elements.map(\.ccy.rawValue), ["EUR", "USD"])
        let problem = try XCTUnwrap(fetched.cacheProblem)
        XCTAssertTrue(problem.hasSuffix(noSpace), problem)
        XCTAssertTrue(faulty.touchedPaths.contains { $0.hasSuffix("/privatbank-coursid5.lock") }, "the lock went through it too")
    }

    func testAStateFileSaveOnAFullDiskKeepsTheSavedValue() throws {
        let file = StateFile<[String]>(fileURL: dir.url.appendingPathComponent("state/kurs/list.json"), fileSystem: faulty)
        try file.save(["kept"])
        faulty.fail(.create, whereNameContains: ".list.json.", with: .ENOSPC)
        XCTAssertThrowsError(try file.save(["lost"])) { error in
            XCTAssertEqual((error as? POSIXError)?.code, .ENOSPC)
        }
        guard case .value(let value) = file.read() else { return XCTFail("the saved file is still readable") }
        XCTAssertEqual(value, ["kept"])
        let names = try FileManager.default.contentsOfDirectory(atPath: file.fileURL.deletingLastPathComponent().path)
        XCTAssertEqual(names, ["list.json"])
    }

    func testAConfigThatCannotBeReadGivesTheDefaultsAndSaysSo() throws {
        let path = dir.url.appendingPathComponent("kurs.json5").path
        try Data("{ baseCurrency: 'EUR' }".utf8).write(to: URL(fileURLWithPath: path))
        faulty.fail(.read, whereNameContains: "kurs.json5", with: .EIO)
        let (config, warnings) = KursConfig.load(environment: ["KURS_CONFIG": path], fileSystem: faulty)
        XCTAssertEqual(config, KursConfig())
        XCTAssertEqual(warnings, ["kurs: cannot read config \(path); using defaults"])
        XCTAssertEqual(KursConfig.load(environment: ["KURS_CONFIG": path]).config.baseCurrency.rawValue, "EUR")
    }

    func testConfigInitOnAReadOnlyDiskWritesNothingAndSaysWhy() {
        let url = dir.url.appendingPathComponent("config/kurs/config.json5")
        faulty.fail(.create, whereNameContains: "config.json5", with: .EROFS)
        XCTAssertEqual(
            ConfigInit.write(to: url, fileSystem: faulty),
            .failure(.io(path: url.path, reason: "Read-only file system")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
    }
}
