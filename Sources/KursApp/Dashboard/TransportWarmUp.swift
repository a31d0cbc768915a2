import Foundation
import KursCore

/// Whether the dashboard will probably fetch right after it starts, judged before anything is loaded, from the
/// modification times of the cache files it shows first, by each source's reload policy: PrivatBank's rates when
/// written before the current hour began (it reloads on the hour), open.er-api's when older than a day (it updates
/// daily), the configured markets list when older than its reload interval (`refresh`, default 60 min); any of
/// them missing. Then the HTTP transport is loaded in the background while the dashboard starts
/// (`HTTPClient.prepareTransportInBackground`); from a cache the scheduler would not reload, nothing is loaded.
/// Only a guess: the scheduler still decides what is fetched.
enum TransportWarmUp {
    /// The cache entries the dashboard shows first, each with the age (seconds) after which a reload is due, or
    /// nil for "written before the current hour".
    static func resources(config: KursConfig) -> [(id: ResourceID, maxAge: TimeInterval?)] {
        let refresh = config.refresh
        return [
            (Resource.privatBank(.cash).id, refresh.reloadInterval(for: .privatbank)),
            (Resource.midMarketRates(base: config.baseCurrency).id, refresh.reloadInterval(for: .erapi) ?? 86_400),
            (Resource.markets(vsCurrency: config.vsCurrency.lowercased(), coins: config.coins).id,
             refresh.reloadInterval(for: .coingecko) ?? 3_600),
        ]
    }

    /// True when one of `resources(config:)` has no cache file in `cache`, or one a reload is due for at `now`.
    static func fetchLikely(cache: DiskCache, config: KursConfig, now: Date) -> Bool {
        let hourStart = Date(timeIntervalSince1970: (now.timeIntervalSince1970 / 3_600).rounded(.down) * 3_600)
        return resources(config: config).contains { resource, maxAge in
            guard let modified = cache.fileSystem.status(atPath: cache.fileURL(resource.key).path, followingLinks: true)?.modified
            else { return true }
            if let maxAge { return now.timeIntervalSince(modified) >= maxAge }
            return modified < hourStart
        }
    }

    /// Starts loading the transport when not offline and a fetch is likely.
    static func start(environment: KursEnvironment, config: KursConfig, now: Date) {
        guard !environment.offline, fetchLikely(cache: environment.cache, config: config, now: now)
        else { return }
        HTTPClient.prepareTransportInBackground()
    }
}
