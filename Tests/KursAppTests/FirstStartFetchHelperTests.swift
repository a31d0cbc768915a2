import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp

/// A dashboard's first start has its fetch helper started right after the arguments are parsed: only on a
/// terminal, online, with no coin list cached (of any vs currency or coins).
final class FirstStartFetchHelperTests: XCTestCase {
    private var home: URL!

    override func setUpWithError() throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("kurs-first-start-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: home) }

    private var cacheDirectory: URL { home.appendingPathComponent("cache/kurs") }

    private func dependencies(_ extra: [String: String] = [:]) -> AppDependencies {
        let variables = ["HOME": home.path, "XDG_CACHE_HOME": home.appendingPathComponent("cache").path]
            .merging(extra) { $1 }
        return AppDependencies(
            clock: ManualClock(now: Date(timeIntervalSince1970: 1_780_000_000)), variables: variables,
            homeDirectory: home, jitter: { .seeded(1) }, http: HTTPClient())
    }

    private func cache(_ names: String...) throws {
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        for name in names { try Data("x".utf8).write(to: cacheDirectory.appendingPathComponent(name)) }
    }

    func testNoCacheDirectoryIsAFirstStart() {
        XCTAssertTrue(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: true, dependencies: dependencies()))
    }

    func testTheCacheLookedAtIsTheDashboardsOwn() throws {
        try cache("coingecko-markets-usd.cache")
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: true, dependencies: dependencies()))
        // A relative XDG_CACHE_HOME is ignored (the XDG spec): ~/.cache/kurs, empty here.
        XCTAssertTrue(FirstStartFetchHelper.isFirstStart(
            offlineFlag: false, onTerminal: true, dependencies: dependencies(["XDG_CACHE_HOME": "cache"])))
        XCTAssertEqual(
            KursEnvironment.cacheDirectory(variables: ["XDG_CACHE_HOME": "cache"], homeDirectory: home).path,
            home.appendingPathComponent(".cache/kurs").path)
    }

    func testOtherSourcesCachedButNoCoinListIsStillAFirstStart() throws {
        try cache("privatbank-coursid5.cache", "coingecko-markets-usd.lock", "coingecko-markets-usd.decoded")
        XCTAssertTrue(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: true, dependencies: dependencies()))
    }

    func testACoinListOfAnySelectionCachedIsNotAFirstStart() throws {
        try cache("coingecko-markets-eur-top250.cache")
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: true, dependencies: dependencies()))
    }

    func testTheCachedCoinListsKeyBeginsWithThePrefix() {
        let key = Resource<DecodedList<Coin>>.markets(vsCurrency: "USD", coins: .top(250)).id.key
        XCTAssertEqual(key, "coingecko-markets-usd-top250")
        XCTAssertTrue(key.hasPrefix(Resource<DecodedList<Coin>>.marketsKeyPrefix))
    }

    func testACacheDirectoryThatCantBeListedIsNotAFirstStart() throws {
        try FileManager.default.createDirectory(at: cacheDirectory.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: cacheDirectory.path, contents: Data()))
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: true, dependencies: dependencies()))
    }

    func testOfflineByFlagOrEnvironmentStartsNoHelper() {
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(offlineFlag: true, onTerminal: true, dependencies: dependencies()))
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(
            offlineFlag: false, onTerminal: true, dependencies: dependencies(["KURS_OFFLINE": "1"])))
    }

    func testNoTerminalStartsNoHelper() {
        XCTAssertFalse(FirstStartFetchHelper.isFirstStart(offlineFlag: false, onTerminal: false, dependencies: dependencies()))
    }

}
