import Foundation
import XCTest
@testable import KursApp
import KursCore
import TestSupport

/// `TransportWarmUp.fetchLikely`: libcurl is loaded early only when a first cache entry is missing or old.
final class TransportWarmUpTests: XCTestCase {
    func testMissingOrDueEntriesMakeAFetchLikelyAndAFreshCacheDoesNot() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        var config = KursConfig()
        config.coins = .top(250)
        let now = Date(timeIntervalSince1970: 1_790_004_600)  // 30 minutes past an hour (UTC)
        XCTAssertTrue(TransportWarmUp.fetchLikely(cache: DiskCache(directory: dir.url), config: config, now: now), "nothing cached")

        let cache = DiskCache(directory: dir.url)
        let keys = TransportWarmUp.resources(config: config).map(\.id.key)
        XCTAssertEqual(keys, ["privatbank-coursid5", "erapi-latest-usd", "coingecko-markets-usd-top250"])
        func written(_ key: String, secondsAgo: TimeInterval) throws {
            try cache.write(CacheEntry(url: "http://127.0.0.1/", fetchedAt: now, body: Data("[]".utf8)), key: key)
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-secondsAgo)], ofItemAtPath: cache.fileURL(key).path)
        }
        try written(keys[0], secondsAgo: 600)  // this hour
        try written(keys[1], secondsAgo: 20 * 3_600)  // less than a day
        try written(keys[2], secondsAgo: 50 * 60)  // less than the 60-minute markets interval
        XCTAssertFalse(TransportWarmUp.fetchLikely(cache: DiskCache(directory: dir.url), config: config, now: now), "nothing due")

        try written(keys[2], secondsAgo: 61 * 60)
        XCTAssertTrue(TransportWarmUp.fetchLikely(cache: DiskCache(directory: dir.url), config: config, now: now), "markets due")
        try written(keys[2], secondsAgo: 60)
        try written(keys[0], secondsAgo: 31 * 60)  // before this hour began: PrivatBank reloads on the hour
        XCTAssertTrue(TransportWarmUp.fetchLikely(cache: DiskCache(directory: dir.url), config: config, now: now), "rates due")
    }
}
