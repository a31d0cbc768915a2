import Foundation
package import KursCore
public import XCTest  // public: the class below is open, for the test modules to subclass

/// A test case with the loopback fixture server, a temporary cache directory and a manual clock at
/// 2026-02-17 12:00 UTC, and repositories on them as a fresh kurs process would make (short time-outs, no
/// retries, no waiting between lock polls).
open class LoopbackRepositoryTestCase: XCTestCase {
    /// The fixture server (127.0.0.1).
    package var server: FixtureServer!
    /// A temporary directory; the cache is its `kurs` folder.
    package var dir: TemporaryDirectory!
    /// The clock every repository of the test reads.
    package var clock: ManualClock!

    override open func setUpWithError() throws {
        server = try FixtureServer()
        dir = try TemporaryDirectory()
        clock = ManualClock(now: Date(timeIntervalSince1970: 1_771_329_600))  // 2026-02-17 12:00 UTC
    }

    override open func tearDown() {
        server.stop()
        dir.remove()
    }

    /// `<dir>/kurs`.
    package var cacheDirectory: URL { dir.url.appendingPathComponent("kurs") }
    /// The disk cache of `cacheDirectory`.
    package var cache: DiskCache { DiskCache(directory: cacheDirectory) }

    /// A repository on the server, the cache directory and the clock.
    package func repository(offline: Bool = false, key: CoinGeckoKey? = nil) -> DataRepository {
        let clock = clock!
        return DataRepository(
            environment: server.environment(cacheDirectory: cacheDirectory, offline: offline, coinGeckoKey: key),
            client: HTTPClient(timeouts: .init(connect: 1, request: 2), retryPolicy: RetryPolicy(maxRetries: 0)),
            lockTimeout: 5, lockSleep: { _ in await Task.yield() }, now: { clock.now })
    }
}
