import Foundation
import XCTest
@testable import KursCore
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// DiskCache against a hostile or broken file system: untrusted directories are neither read nor written, links at
/// lock paths are never followed, orphaned temp files go, failed writes throw the system's reason, control bytes
/// stay out of validator headers, and entries from the future or for another URL are not fresh.
final class CacheHardeningTests: XCTestCase {
    var dir: TemporaryDirectory!
    var directory: URL { dir.url.appendingPathComponent("kurs") }

    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir.remove() }

    let now = Date(timeIntervalSince1970: 1_790_000_000)
    let url = "http://127.0.0.1/p24api/pubinfo?coursid=5"
    func entry(fetchedAt: Date? = nil, etag: String? = "\"v1\"") -> CacheEntry {
        CacheEntry(url: url, fetchedAt: fetchedAt ?? now, etag: etag, lastModified: "Mon, 19 Aug 2024 00:02:31 GMT",
                   body: Data("[1]".utf8))
    }

    func names(in url: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() }

    /// Sets the modification time of `path` to `seconds` before now.
    func backdate(_ path: String, by seconds: Int) {
        let then = time(nil) - seconds
        var times = [timeval(tv_sec: then, tv_usec: 0), timeval(tv_sec: then, tv_usec: 0)]
        XCTAssertEqual(utimes(path, &times), 0)
    }

    // MARK: Rule 1: 0700 with parents

    func testTheDirectoryAndMissingParentsAre0700() throws {
        let deep = dir.url.appendingPathComponent("x/y/kurs")
        try DiskCache(directory: deep).write(entry(), key: "k")
        for path in ["x", "x/y", "x/y/kurs"] {
            let mode = try FileManager.default.attributesOfItem(atPath: dir.url.appendingPathComponent(path).path)[.posixPermissions] as? Int
            XCTAssertEqual(mode, 0o700, path)
        }
    }

    // MARK: Rule 2: trust

    /// `directory` with a good entry "k" written while it was private, then made untrusted by `spoil`.
    func untrustedCache(_ spoil: (URL) throws -> Void) throws -> (cache: DiskCache, before: [String], file: Data) {
        let trusted = DiskCache(directory: directory)
        try trusted.write(entry(), key: "k")
        CurrencySymbolFile(cacheDirectory: directory).write(.init(symbols: ["USD": "$"], minorUnits: ["USD": 2]))
        XCTAssertEqual(CurrencySymbolFile(cacheDirectory: directory).read().symbols["USD"], "$")
        try spoil(directory)
        return (DiskCache(directory: directory), try names(in: directory), try Data(contentsOf: trusted.fileURL("k")))
    }

    func assertNothingReadOrWritten(_ untrusted: (cache: DiskCache, before: [String], file: Data), warning: String) async throws {
        let cache = untrusted.cache
        XCTAssertFalse(cache.isUsable)
        XCTAssertEqual(cache.trustProblem, warning)
        XCTAssertNil(cache.read("k"), "nothing read")
        XCTAssertNil(cache.readValue("k", decode: { data throws(FetchError) in data }, copy: nil))
        XCTAssertEqual(CurrencySymbolFile(cacheDirectory: directory).read(), CurrencySymbolFile.Remembered())
        XCTAssertThrowsError(try cache.write(entry(fetchedAt: now + 60), key: "k")) { error in
            XCTAssertEqual(error as? CacheWriteError, CacheWriteError(description: warning, code: nil))
        }
        XCTAssertThrowsError(try cache.write(entry(), key: "new"))
        XCTAssertThrowsError(try cache.checkWritable()) { XCTAssertEqual("\($0)", warning) }
        XCTAssertThrowsError(try cache.createDirectory())
        let lock = await FileLock.acquire(cache.lockURL("k"), timeout: 0)
        XCTAssertNil(lock, "no lock file made in it")
        CurrencySymbolFile(cacheDirectory: directory).write(.init(symbols: ["EUR": "€"]))
        XCTAssertEqual(try Data(contentsOf: cache.fileURL("k")), untrusted.file, "the file is untouched")
        XCTAssertEqual(try names(in: directory), untrusted.before, "nothing created in it")
    }

    func testADirectoryWritableByOthersIsNeitherReadNorWritten() async throws {
        let untrusted = try untrustedCache { XCTAssertEqual(chmod($0.path, 0o777), 0) }
        try await assertNothingReadOrWritten(untrusted, warning: "cache directory \(directory.path) is writable by others; not used")
    }

    func testADirectoryOwnedByAnotherUserIsNeitherReadNorWritten() async throws {
        let untrusted = try untrustedCache { url in
            try RecordedSkip.unless(test: self, chown(url.path, 65534, 65534) == 0, "cannot chown to uid 65534 here")
        }
        try await assertNothingReadOrWritten(
            untrusted, warning: "cache directory \(directory.path) is owned by another user (uid 65534); not used")
    }

    func testADirectoryMadeUntrustedAfterTheCacheValueIsStillRefusedOnWrite() throws {
        let cache = DiskCache(directory: directory)  // missing: judged trusted, created on the first write
        XCTAssertTrue(cache.isUsable)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        XCTAssertEqual(chmod(directory.path, 0o777), 0)  // someone else made it meanwhile
        XCTAssertThrowsError(try cache.write(entry(), key: "k")) { error in
            XCTAssertEqual("\(error)", "cache directory \(directory.path) is writable by others; not used")
        }
        XCTAssertEqual(try names(in: directory), [])
    }

    // MARK: Rule 3: no links followed

    func testADanglingLinkAtTheLockPathCreatesNothingOutsideAndTheLockIsNotTaken() async throws {
        let cache = DiskCache(directory: directory)
        try cache.createDirectory()
        let target = dir.url.appendingPathComponent("outside/planted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: cache.lockURL("k").path, withDestinationPath: target.path)
        let lock = await FileLock.acquire(cache.lockURL("k"), timeout: 0)
        XCTAssertNil(lock)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "the link's target was not created")
        try cache.write(entry(), key: "k")  // the cache itself still works
        XCTAssertEqual(cache.read("k"), entry())
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: cache.lockURL("k").path), target.path)
    }

    func testALinkAtTheCacheFileIsNotReadThrough() throws {
        let cache = DiskCache(directory: directory)
        try cache.write(entry(), key: "real")
        try FileManager.default.createSymbolicLink(atPath: cache.fileURL("k").path, withDestinationPath: cache.fileURL("real").path)
        XCTAssertNil(cache.read("k"))
        XCTAssertNotNil(cache.read("real"))
    }

    // MARK: Rule 4: orphaned temps

    func testTempNamesBelongToExactlyTheirKey() {
        XCTAssertTrue(TempName.belongs(TempName.make(key: "coins"), to: "coins"))
        XCTAssertTrue(TempName.belongs(".coins.123.456.tmp", to: "coins"))
        XCTAssertFalse(TempName.belongs(".coins.markets.123.456.tmp", to: "coins"), "another key's")
        XCTAssertFalse(TempName.belongs(".coins.123.tmp", to: "coins"))
        XCTAssertFalse(TempName.belongs(".coins.12a.456.tmp", to: "coins"))
        XCTAssertFalse(TempName.belongs("coins.cache", to: "coins"))
    }

    func testOrphanedTempsOfTheKeyAreRemovedOnItsNextWriteAndOthersKept() throws {
        let cache = DiskCache(directory: directory)
        try cache.createDirectory()
        let orphan = ".k.4242.17.tmp", live = ".k.4243.18.tmp", otherKey = ".k2.4242.17.tmp"
        for name in [orphan, live, otherKey] {
            XCTAssertTrue(FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: Data("half".utf8)))
        }
        backdate(directory.appendingPathComponent(orphan).path, by: 3600)
        backdate(directory.appendingPathComponent(otherKey).path, by: 3600)
        try cache.write(entry(), key: "k")
        XCTAssertEqual(try names(in: directory), [otherKey, live, "k.cache"].sorted(),
                       "the old temp of k went; a recent one (a live writer's) and another key's stay")
        try cache.write(entry(), key: "k2")
        XCTAssertEqual(try names(in: directory), [live, "k.cache", "k2.cache"].sorted())
    }

    // MARK: Rule 5: failed writes throw the system's reason

    func testAWriteOntoADirectoryThrowsIsADirectoryAndLeavesNoTemp() throws {
        let cache = DiskCache(directory: directory)
        try FileManager.default.createDirectory(at: cache.fileURL("k"), withIntermediateDirectories: true)
        XCTAssertThrowsError(try cache.write(entry(), key: "k")) { error in
            let failure = error as? CacheWriteError
            XCTAssertEqual(failure?.code, .EISDIR)
            XCTAssertEqual(failure?.description, "can't write cache file \(cache.fileURL("k").path): Is a directory")
            XCTAssertEqual(error.localizedDescription, failure?.description)
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            XCTAssertEqual(underlying?.domain, NSPOSIXErrorDomain)
            XCTAssertEqual(underlying?.code, Int(EISDIR))
        }
        XCTAssertEqual(try names(in: directory), ["k.cache"])
    }

    func testADirectoryThatCantBeCreatedThrowsNotADirectory() throws {
        let file = dir.url.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        let cache = DiskCache(directory: file.appendingPathComponent("kurs"))
        XCTAssertTrue(cache.isUsable, "a path that can't exist is not a trust question")
        XCTAssertThrowsError(try cache.write(entry(), key: "k")) { error in
            XCTAssertEqual("\(error)", "can't create cache directory \(cache.directory.path): Not a directory")
            XCTAssertEqual((error as? CacheWriteError)?.code, .ENOTDIR)
        }
        XCTAssertThrowsError(try cache.checkWritable()) { XCTAssertEqual(($0 as? CacheWriteError)?.code, .ENOTDIR) }
    }

    // MARK: Rule 6: validators without control bytes

    func testControlBytesInStoredValidatorsNeverBecomeHeaders() throws {
        var bad = entry(etag: "\"v1\"\r\nX-Injected: 1")
        XCTAssertEqual(bad.validatorHeaders, ["If-Modified-Since": "Mon, 19 Aug 2024 00:02:31 GMT"])
        bad.lastModified = "Mon, 19 Aug 2024\u{7F}"
        XCTAssertEqual(bad.validatorHeaders, [:])
        bad.etag = "\"v\u{85}\""
        XCTAssertEqual(bad.validatorHeaders, [:], "C1 controls too")
        XCTAssertEqual(entry().validatorHeaders["If-None-Match"], "\"v1\"", "a clean value is sent")

        // An old or hand-edited file whose ETag holds a CR (escaped in the JSON header, as a writer would store it).
        let cache = DiskCache(directory: directory)
        try cache.createDirectory()
        let header = #"{"body_bytes":3,"etag":"\"v1\"\r\nX-Injected: 1","fetched_at":"2026-09-21T14:13:20.000Z","#
            + #""fetched_at_ms":1790000000000,"format":"kurs-cache","url":"u","version":1}"#
        try Data((header + "\n[1]").utf8).write(to: cache.fileURL("k"))
        let read = try XCTUnwrap(cache.read("k"))
        XCTAssertEqual(read.etag, "\"v1\"\r\nX-Injected: 1")
        XCTAssertNil(read.validatorHeaders["If-None-Match"])

        // Such a value is not stored again.
        try cache.write(read, key: "k")
        XCTAssertNil(cache.read("k")?.etag)
        XCTAssertEqual(cache.read("k")?.body, Data("[1]".utf8))
    }

    // MARK: Rule 7: freshness

    func testFreshOnlyForTheExpectedURLNotFromTheFutureAndYoungerThanMaxAge() {
        XCTAssertTrue(entry(fetchedAt: now - 60).isFresh(maxAge: 600, now: now, expectedURL: url))
        XCTAssertFalse(entry(fetchedAt: now - 600).isFresh(maxAge: 600, now: now, expectedURL: url), "exactly max age: stale")
        XCTAssertFalse(entry(fetchedAt: now - 60).isFresh(maxAge: 600, now: now, expectedURL: url + "&x=1"), "another URL")
        XCTAssertTrue(entry(fetchedAt: now + 299).isFresh(maxAge: 600, now: now, expectedURL: url), "within the clock skew")
        XCTAssertFalse(entry(fetchedAt: now + 301).isFresh(maxAge: 600, now: now, expectedURL: url), "from the future")
        XCTAssertEqual(CacheEntry.allowedClockSkew, 300)
    }

    func testAFileDated9999IsNeverFresh() throws {
        let cache = DiskCache(directory: directory)
        try cache.createDirectory()
        let header = #"{"body_bytes":3,"fetched_at":"9999-12-31T23:59:59.999Z","fetched_at_ms":253402300799999,"#
            + #""format":"kurs-cache","url":"\#(url)","version":1}"#
        try Data((header + "\n[1]").utf8).write(to: cache.fileURL("k"))
        let read = try XCTUnwrap(cache.read("k"), "a well-formed file: read")
        XCTAssertEqual(read.fetchedAt.timeIntervalSince1970, 253_402_300_799.999, accuracy: 0.001)
        XCTAssertFalse(read.isFresh(maxAge: .greatestFiniteMagnitude, now: Date(), expectedURL: url))
    }
}
