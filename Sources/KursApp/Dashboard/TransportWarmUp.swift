import Foundation
import KursCore

/// Whether the dashboard will probably fetch right after it starts, judged before anything is loaded: a cache
/// file of the rates, mid-market rates or the configured markets list is missing or older than the resource's
/// one-shot freshness (`MarketResource.maxAge`, by the file's modification time). Then the HTTP transport is
/// loaded in the background while the dashboard starts (`HTTPClient.prepareTransportInBackground`); from a warm
/// cache nothing is loaded. Only a guess: the scheduler still decides what is fetched.
enum TransportWarmUp {
    /// The cache entries the dashboard shows first.
    static func resources(config: KursConfig) -> [MarketResource] {
        [
            .bankRates(.cash), .midMarketRates(base: config.baseCurrency),
            MarketResource.markets(vsCurrency: config.vsCurrency.lowercased(), coins: config.coins),
        ]
    }

    /// True when one of `resources(config:)` has no cache file in `cacheDirectory` or one older than its
    /// `maxAge` at `now`.
    static func fetchLikely(cacheDirectory: URL, config: KursConfig, now: Date = Date()) -> Bool {
        let cache = DiskCache(directory: cacheDirectory)
        return resources(config: config).contains { resource in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: cache.fileURL(resource.cacheKey).path),
                let modified = attributes[.modificationDate] as? Date
            else { return true }
            return now.timeIntervalSince(modified) >= resource.maxAge
        }
    }

    /// Starts loading the transport when not offline and a fetch is likely.
    static func start(environment: KursEnvironment, config: KursConfig) {
        guard !environment.offline, fetchLikely(cacheDirectory: environment.cacheDirectory, config: config) else { return }
        HTTPClient.prepareTransportInBackground()
    }
}
