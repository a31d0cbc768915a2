import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The built `kurs` with a cache directory it must not trust (writable by others, owned by another user: uid 65534,
/// as tests run as root) reads nothing from it and writes nothing into it, still shows fetched data, and `refresh`
/// fails naming the directory and the reason. A dangling link planted at a lock path is never followed.
final class CacheDirectoryTrustTests: KursCommandTestCase {
    private var cashFile: URL { cacheDirectory.appendingPathComponent("privatbank-coursid5.cache") }

    func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path).sorted() }

    /// Warms the cache, spoils the directory with `spoil`, then checks that kurs neither reads nor writes it.
    func assertUntrustedCacheIsNotUsed(reason: String, spoil: (URL) throws -> Void) throws {
        try warmCache()
        try spoil(cacheDirectory)
        let before = try names(), kept = try Data(contentsOf: cashFile)

        let offline = try kurs(["rates", "--offline"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertTrue(offline.stderr.contains("privatbank: showing offline sample"), "the cache was not read: \(offline.stderr)")

        let online = try kurs(["rates"])
        XCTAssertEqual(online.status, 0, online.stderr)
        XCTAssertTrue(online.stdout.contains("41.25"), "fetched data shown: \(online.stdout)")
        XCTAssertEqual(try requestCount(containing: "coursid=5"), 1, "fetched, as nothing could be read")

        let refresh = try kurs(["refresh", "--only", "privatbank-cash"])
        XCTAssertEqual(refresh.status, 1)
        XCTAssertEqual(refresh.stdout, "", "never \"updated\"")
        XCTAssertTrue(refresh.stderr.contains("cache directory \(cacheDirectory.path) \(reason); not used"), refresh.stderr)

        XCTAssertEqual(try Data(contentsOf: cashFile), kept, "the cache file is untouched")
        XCTAssertEqual(try names(), before, "nothing created in the directory (no lock, temp or decoded copy)")
    }

    func testACacheDirectoryWritableByOthersIsNotUsed() throws {
        try assertUntrustedCacheIsNotUsed(reason: "is writable by others") { XCTAssertEqual(chmod($0.path, 0o777), 0) }
    }

    func testACacheDirectoryOwnedByAnotherUserIsNotUsed() throws {
        try assertUntrustedCacheIsNotUsed(reason: "is owned by another user (uid 65534)") { url in
            try RecordedSkip.unless(test: self, chown(url.path, 65534, 65534) == 0, "cannot chown to uid 65534 here")
        }
    }

    func testADanglingLinkAtALockPathIsNotFollowedAndTheFetchStillWorks() throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(cacheDirectory.path, 0o700), 0)
        let target = home.url.appendingPathComponent("outside-\(UUID().uuidString)")
        let lock = cacheDirectory.appendingPathComponent("privatbank-coursid5.lock")
        try FileManager.default.createSymbolicLink(atPath: lock.path, withDestinationPath: target.path)

        let run = try kurs(["rates"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("41.25"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "nothing created outside the cache")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: lock.path), target.path, "the link is left")
        XCTAssertTrue(DiskReliabilityTests.isWholeCacheFile(try Data(contentsOf: cashFile)), "the entry is still stored")
    }
}
