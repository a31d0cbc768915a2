import Dispatch
import Foundation
import TestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The cache directory missing, unusable (a path under a regular file: root ignores mode bits), full (a tiny
/// tmpfs, when this sandbox may mount one), or holding garbage / truncated / foreign-version files: commands
/// still run with fetched or sample data, say so once on stderr, and never lose a good cache file. Many
/// processes at once leave no torn file and fetch each resource once.
final class DiskReliabilityTests: KursCommandTestCase {
    private var cashFile: URL { cacheDirectory.appendingPathComponent("privatbank-coursid5.cache") }

    /// Whether `data` is a complete kurs cache file: a JSON header line whose `body_bytes` is the rest's size.
    static func isWholeCacheFile(_ data: Data) -> Bool {
        guard let newline = data.firstIndex(of: 0x0A),
              let header = try? JSONSerialization.jsonObject(with: data[..<newline]) as? [String: Any],
              header["format"] as? String == "kurs-cache", let bytes = header["body_bytes"] as? Int
        else { return false }
        return data.count - (newline + 1) == bytes
    }

    func testMissingCacheDirectoryIsCreated() throws {
        let deep = home.url.appendingPathComponent("not/yet/here")
        let run = try kurs(["rates"], extra: ["XDG_CACHE_HOME": deep.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("USD"), run.stdout)
        XCTAssertEqual(run.stderr, "")
        let file = deep.appendingPathComponent("kurs/privatbank-coursid5.cache")
        XCTAssertTrue(Self.isWholeCacheFile(try Data(contentsOf: file)))
    }

    func testUnwritableCacheDirectoryStillShowsFetchedData() throws {
        let plainFile = home.url.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: plainFile)
        for arguments in [["rates"], ["coins", "--top", "3"], ["convert", "100", "USD", "UAH"], ["status"]] {
            let run = try kurs(arguments, extra: ["XDG_CACHE_HOME": plainFile.path])
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            XCTAssertFalse(run.stdout.isEmpty, "\(arguments)")
            XCTAssertLessThanOrEqual(run.stderr.filter { $0 == "\n" }.count, 1, "\(arguments): at most one line: \(run.stderr)")
        }
        let rates = try kurs(["rates"], extra: ["XDG_CACHE_HOME": plainFile.path])
        XCTAssertTrue(rates.stdout.contains("41.25"), "fetched data shown: \(rates.stdout)")
        let offline = try kurs(["rates", "--offline"], extra: ["XDG_CACHE_HOME": plainFile.path])
        XCTAssertEqual(offline.status, 0)
        XCTAssertTrue(offline.stdout.contains("USD"))
        XCTAssertEqual(offline.stderr, "kurs: privatbank: showing offline sample · 2025\n", "said once")
    }

    func testGarbageTruncatedAndForeignCacheFilesAreReplacedNotFatal() throws {
        try warmCache()
        let good = try Data(contentsOf: cashFile)
        let header = good[..<good.firstIndex(of: 0x0A)!]
        let bad: [(String, Data)] = [
            ("garbage", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
            ("empty", Data()),
            ("truncated", good.prefix(good.count - 10)),
            ("foreign version", Data(String(decoding: header, as: UTF8.self)
                .replacingOccurrences(of: #""version":1"#, with: #""version":99"#).utf8) + good[header.endIndex...]),
            ("not json body", Data(String(decoding: header, as: UTF8.self).utf8) + Data("\n<html>".utf8)),
        ]
        for (name, bytes) in bad {
            try bytes.write(to: cashFile)
            let offline = try kurs(["rates", "--offline"])
            XCTAssertEqual(offline.status, 0, "\(name): \(offline.stderr)")
            XCTAssertTrue(offline.stdout.contains("USD"), name)
            XCTAssertEqual(offline.stderr.filter { $0 == "\n" }.count, 1, "\(name): told once: \(offline.stderr)")
            let online = try kurs(["rates"])
            XCTAssertEqual(online.status, 0, "\(name): \(online.stderr)")
            XCTAssertTrue(online.stdout.contains("41.25"), name)
            XCTAssertTrue(Self.isWholeCacheFile(try Data(contentsOf: cashFile)), "\(name): replaced by a good file")
        }
    }

    func testAGoodCacheFileSurvivesFailedFetches() throws {
        try warmCache()
        let faults: [FixtureServer.Fault] = [.internalServerError, .html, .empty, .truncated, .rateLimited, .notFound]
        for fault in faults {
            try ageCacheEntry("privatbank-coursid5")
            let kept = try Data(contentsOf: cashFile)
            try serverCall { try await $0.inject(fault, path: "/p24api/pubinfo", times: -1) }
            let run = try kurs(["rates"])
            XCTAssertEqual(run.status, 0, "\(fault): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("41.25"), "\(fault): cached data shown")
            XCTAssertEqual(try Data(contentsOf: cashFile), kept, "\(fault): the good file is untouched")
            XCTAssertEqual(run.stderr.filter { $0 == "\n" }.count, 1, "\(fault): told once: \(run.stderr)")
            try serverCall { try await $0.reset() }
        }
    }

    /// ENOSPC for real: the cache on a 256 KB tmpfs filled to the last byte. Skipped where mounting is not allowed.
    func testFullDiskKeepsTheGoodFileAndLeavesNoTempFiles() throws {
        let mountPoint = home.url.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: mountPoint, withIntermediateDirectories: true)
        guard geteuid() == 0, mount("tmpfs", mountPoint.path, "tmpfs", 0, "size=256k") == 0 else {
            try RecordedSkip.skip("cannot mount a tmpfs here", test: self)
        }
        defer { umount2(mountPoint.path, 2 /* MNT_DETACH */) }
        let extra = ["XDG_CACHE_HOME": mountPoint.path]
        let first = try kurs(["refresh", "--only", "privatbank-cash"], extra: extra)
        XCTAssertEqual(first.status, 0, first.stderr)
        let file = mountPoint.appendingPathComponent("kurs/privatbank-coursid5.cache")
        let kept = Self.agedCacheFile(try Data(contentsOf: file))
        try kept.write(to: file)
        // Fill every remaining byte.
        let filler = mountPoint.appendingPathComponent("filler")
        _ = FileManager.default.createFile(atPath: filler.path, contents: nil)
        let handle = try FileHandle(forWritingTo: filler)
        let block = Data(count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        for _ in 0..<4096 { if (try? handle.write(contentsOf: Data(count: 1))) == nil { break } }
        try? handle.close()

        let run = try kurs(["rates"], extra: extra)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("41.25"), "fetched data shown although it can't be stored")
        XCTAssertEqual(try Data(contentsOf: file), kept, "the good (stale) file is untouched")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            .filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no half-written temp files")
        let status = try kurs(["status"], extra: extra)
        XCTAssertEqual(status.status, 0, status.stderr)
    }

    /// Two dashboards and ten `kurs status` lines (each run repeatedly) at once against the fixture server for a
    /// bounded time: every cache file is whole at the end, and each resource was fetched once (single-flight).
    func testManyProcessesAtOnceLeaveWholeFilesAndFetchOnce() throws {
        try RecordedSkip.unless(test: self, TmuxSession.isAvailable, "tmux is not installed")
        let env = environment(["KURS_OFFLINE": "0"])
        let dashboards = try (0..<2).map { _ in
            try TmuxSession(arguments: [], width: 120, height: 40, environment: env)
        }
        defer { dashboards.forEach { $0.kill() } }
        let deadline = Date().addingTimeInterval(5)
        let group = DispatchGroup()
        let failures = Failures()
        let binary = Self.binary, statusEnvironment = environment([:])
        for _ in 0..<10 {
            group.enter()
            Thread {
                defer { group.leave() }
                while Date() < deadline {
                    let process = Process()
                    process.executableURL = binary
                    process.arguments = ["status"]
                    process.environment = statusEnvironment
                    process.standardInput = FileHandle.nullDevice
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    guard (try? process.run()) != nil else { failures.add("could not start"); return }
                    process.waitUntilExit()
                    if process.terminationStatus != 0 { failures.add("kurs status exited \(process.terminationStatus)") }
                }
            }.start()
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        for dashboard in dashboards {
            XCTAssertNotNil(dashboard.waitFor { $0.contains { $0.contains("Bitcoin") } })
            XCTAssertNil(dashboard.waitForExit(timeout: 0), "dashboard still running")
        }
        XCTAssertEqual(failures.all, [])
        var files = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path) where name.hasSuffix(".cache") {
            files += 1
            XCTAssertTrue(Self.isWholeCacheFile(try Data(contentsOf: cacheDirectory.appendingPathComponent(name))), name)
        }
        XCTAssertGreaterThanOrEqual(files, 3, "the dashboards cached their sources")
        let targets = Dictionary(grouping: try requests(), by: \.target).mapValues(\.count)
        XCTAssertFalse(targets.isEmpty)
        for (target, count) in targets {
            XCTAssertEqual(count, 1, "\(target) fetched \(count) times by 12 processes")
        }
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) { lock.withLock { if list.count < 5 { list.append(failure) } } }
        var all: [String] { lock.withLock { list } }
    }
}
