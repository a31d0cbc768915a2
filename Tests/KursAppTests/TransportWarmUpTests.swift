import Foundation
import XCTest
@testable import KursApp
import KursCore
import TestSupport

/// `TransportWarmUp.fetchLikely`: libcurl is loaded early only when a first cache entry is missing or old.
final class TransportWarmUpTests: XCTestCase {
    func testMissingOrOldEntriesMakeAFetchLikelyAndAFreshCacheDoesNot() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var config = KursConfig()
        config.coins = .top(250)
        let now = Date()
        XCTAssertTrue(TransportWarmUp.fetchLikely(cacheDirectory: dir.url, config: config, now: now), "nothing cached")

        let cache = DiskCache(directory: dir.url)
        let keys = TransportWarmUp.resources(config: config).map(\.cacheKey)
        XCTAssertEqual(keys, ["privatbank-coursid5", "erapi-latest-usd", "coingecko-markets-usd-top250"])
        for key in keys {
            try cache.write(CacheEntry(url: "http://127.0.0.1/", fetchedAt: now, body: Data("[]".utf8)), key: key)
        }
        XCTAssertFalse(TransportWarmUp.fetchLikely(cacheDirectory: dir.url, config: config, now: now), "all fresh")

        // The markets entry (fresh for 5 min) written 10 minutes ago.
        try FileManager.default.setAttributes(
            [.modificationDate: now.addingTimeInterval(-600)], ofItemAtPath: cache.fileURL(keys[2]).path)
        XCTAssertTrue(TransportWarmUp.fetchLikely(cacheDirectory: dir.url, config: config, now: now))
    }
}
