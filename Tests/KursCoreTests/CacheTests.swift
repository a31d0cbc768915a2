import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// DiskCache file format, atomic writes, robustness against bad files, FileLock.
final class CacheTests: XCTestCase {
    var dir: TemporaryDirectory!
    var cache: DiskCache!

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
        cache = DiskCache(directory: dir.url.appendingPathComponent("kurs"))
    }

    override func tearDown() { dir.remove() }

    let entry = CacheEntry(
        url: "http://127.0.0.1/coins/markets?vs_currency=usd", fetchedAt: Date(timeIntervalSince1970: 1_790_000_000.123),
        etag: "\"abc\"", lastModified: "Mon, 19 Aug 2024 00:02:31 GMT", body: Data("[1,2,3]\n".utf8))

    func testRoundTripAndFileLayout() throws {
        try cache.write(entry, key: "k")
        let read = try XCTUnwrap(cache.read("k"))
        XCTAssertEqual(read.body, entry.body)
        XCTAssertEqual(read.etag, "\"abc\"")
        XCTAssertEqual(read.lastModified, entry.lastModified)
        XCTAssertEqual(read.fetchedAt.timeIntervalSince1970, 1_790_000_000.123, accuracy: 0.001)
        let text = String(decoding: try Data(contentsOf: cache.fileURL("k")), as: UTF8.self)
        let firstLine = try XCTUnwrap(text.split(separator: "\n").first)
        XCTAssertTrue(firstLine.hasPrefix("{"))
        XCTAssertTrue(firstLine.contains("\"format\":\"kurs-cache\""))
        XCTAssertTrue(firstLine.contains("\"body_bytes\":8"))
        XCTAssertTrue(text.hasSuffix("\n[1,2,3]\n"))
    }

    func testHasFileLooksForACacheFileWhoseKeyBeginsWithThePrefix() throws {
        XCTAssertEqual(cache.hasFile(keyPrefix: "coingecko-markets-"), false, "no directory yet")
        try cache.write(entry, key: "privatbank-coursid5")
        try Data().write(to: cache.directory.appendingPathComponent("coingecko-markets-usd.lock"))
        XCTAssertEqual(cache.hasFile(keyPrefix: "coingecko-markets-"), false, "another key, a lock file")
        try cache.write(entry, key: "coingecko-markets-eur-top250")
        XCTAssertEqual(cache.hasFile(keyPrefix: "coingecko-markets-"), true)
        XCTAssertEqual(cache.hasFile(keyPrefix: "coingecko-markets-usd"), false)
        let file = dir.url.appendingPathComponent("file")
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data()))
        XCTAssertNil(DiskCache(directory: file).hasFile(keyPrefix: "coingecko-markets-"), "not a directory: can't tell")
    }

    func testDirectoryIs0700AndFile0600AndNoTempFilesRemain() throws {
        try cache.write(entry, key: "k")
        try cache.write(entry, key: "k")
        let dirMode = try FileManager.default.attributesOfItem(atPath: cache.directory.path)[.posixPermissions] as? Int
        XCTAssertEqual(dirMode, 0o700)
        let fileMode = try FileManager.default.attributesOfItem(atPath: cache.fileURL("k").path)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.directory.path), ["k.cache"])
    }

    func testOverwriteReplacesTheWholeFile() throws {
        try cache.write(CacheEntry(url: "u", fetchedAt: Date(), body: Data(repeating: 65, count: 10_000)), key: "k")
        try cache.write(entry, key: "k")
        XCTAssertEqual(cache.read("k")?.body, entry.body)
    }

    func testCorruptTruncatedForeignAndOtherVersionFilesReadAsMissingAndAreReplaced() throws {
        try cache.createDirectory()
        let good = CacheFileFormat.encode(entry)
        let bad: [Data] = [
            Data("garbage".utf8), Data(), good.dropLast(), good + Data("x".utf8),
            Data("{\"format\":\"other\",\"version\":1}\n{}".utf8),
            Data(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "\"version\":1", with: "\"version\":9").utf8),
            Data([0xFF, 0xFE, 0x0A, 0x00]),
            Data(String(decoding: good, as: UTF8.self).replacingOccurrences(
                of: #""fetched_at_ms":\d+"#, with: #""fetched_at_ms":-5"#, options: .regularExpression).utf8),
            Data(String(decoding: good, as: UTF8.self).replacingOccurrences(
                of: #""fetched_at_ms":\d+"#, with: #""fetched_at_ms":9223372036854775807"#, options: .regularExpression).utf8),
        ]
        for bytes in bad {
            try bytes.write(to: cache.fileURL("k"))
            XCTAssertNil(cache.read("k"), "read \(bytes.count) bad bytes as an entry")
        }
        try cache.write(entry, key: "k")
        XCTAssertEqual(cache.read("k"), CacheEntry(url: entry.url, fetchedAt: cache.read("k")!.fetchedAt, etag: entry.etag,
            lastModified: entry.lastModified, body: entry.body))
    }

    func testFetchTimeIsReadFromMillisecondsElseFromTheISODate() throws {
        try cache.write(entry, key: "k")
        let text = String(decoding: try Data(contentsOf: cache.fileURL("k")), as: UTF8.self)
        XCTAssertTrue(text.contains(#""fetched_at":"2026-09-21T14:13:20.123Z","fetched_at_ms":1790000000123"#), text)
        XCTAssertEqual(cache.read("k")?.fetchedAt, Date(timeIntervalSince1970: 1_790_000_000.123))
        // An older file without fetched_at_ms: the ISO date.
        let old = text.replacingOccurrences(of: #","fetched_at_ms":1790000000123"#, with: "")
        try Data(old.utf8).write(to: cache.fileURL("k"))
        XCTAssertEqual(cache.read("k")?.fetchedAt.timeIntervalSince1970 ?? 0, 1_790_000_000.123, accuracy: 0.0005)
    }

    func testValidatorHeadersAndRedactedURL() {
        XCTAssertEqual(entry.validatorHeaders, ["If-None-Match": "\"abc\"", "If-Modified-Since": "Mon, 19 Aug 2024 00:02:31 GMT"])
        XCTAssertEqual(CacheEntry(url: "u", fetchedAt: Date(), body: Data()).validatorHeaders, [:])
        let url = URL(string: "https://x.test/coins/markets?vs_currency=usd&x_cg_demo_api_key=SECRET")!
        XCTAssertEqual(CacheEntry.redactedURL(url), "https://x.test/coins/markets?vs_currency=usd")
    }

    func testLockExcludesASecondHolderUntilReleased() async throws {
        try cache.createDirectory()
        let url = cache.lockURL("k")
        let first = try await XCTUnwrapAsync(await FileLock.acquire(url, timeout: 0))
        XCTAssertFalse(first.waited)
        let busy = await FileLock.acquire(url, timeout: 0, sleep: { _ in })
        XCTAssertNil(busy)
        // The second holder's first wait releases the first lock: it then gets the lock, having waited.
        let second = await FileLock.acquire(url, timeout: 5, sleep: { _ in first.release() })
        XCTAssertEqual(second?.waited, true)
    }

    private func XCTUnwrapAsync<T>(_ value: T?) async throws -> T { try XCTUnwrap(value) }
}
