public import Foundation
import Synchronization

/// The data layer: network (`HTTPClient`) → decode → disk cache (`DiskCache`), with the embedded samples as the
/// last resort. Implements `MarketDataSource` for the app, plus `load…` for the one-shot commands.
///
/// - `snapshot…`: cache (any age), else the embedded sample; never the network.
/// - `fetch…`: the network under the resource's cross-process lock (single-flight): after taking the lock it
///   re-reads the cache, and when another process wrote a newer entry since the caller looked, uses that instead of
///   fetching again. Sends `If-None-Match` / `If-Modified-Since`; a 304 renews the entry's `fetched_at`. The cache
///   is written only after the body decoded, so a failed or malformed fetch never replaces good data.
///   Offline: throws `.offline` at once.
/// - `load…`: a fresh cache entry (younger than `MarketResource.maxAge`) at once; else `fetch…`; when that fails,
///   the stale cache entry, else the embedded sample, carrying the error. `.notFound` (unknown coin id) is never
///   masked by a fallback.
public final class DataRepository: MarketDataSource {
    /// Base URLs, keys, offline flag and cache directory in use.
    public let environment: KursEnvironment
    private let client: HTTPClient
    private let cache: DiskCache
    private let now: @Sendable () -> Date
    private let lockTimeout: TimeInterval
    private let lockSleep: @Sendable (TimeInterval) async -> Void

    /// - Parameters:
    ///   - environment: base URLs, keys, offline, cache directory.
    ///   - client: the HTTP client (inject short time-outs and a fake retry sleep in tests).
    ///   - lockTimeout: the longest wait, in seconds, for another process's fetch of the same resource (20 s).
    ///   - lockSleep: the wait between lock polls (`Task.sleep` by default).
    ///   - now: the clock.
    public init(
        environment: KursEnvironment, client: HTTPClient = HTTPClient(), lockTimeout: TimeInterval = 20,
        lockSleep: @escaping @Sendable (TimeInterval) async -> Void = RetryPolicy.taskSleep,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.environment = environment
        self.client = client
        self.cache = DiskCache(directory: environment.cacheDirectory)
        self.lockTimeout = lockTimeout
        self.lockSleep = lockSleep
        self.now = now
    }

    // MARK: MarketDataSource

    /// See `MarketDataSource`.
    public func snapshotBankRates(_ kind: PrivatBankRateKind) -> Fetched<DecodedList<BankRate>>? {
        snapshot(.bankRates(kind), decode: PrivatBankDecoder.decode, copy: .bankRates)
    }
    /// See `MarketDataSource`.
    public func snapshotMidMarketRates(base: CurrencyCode) -> Fetched<MidMarketRates>? {
        snapshot(.midMarketRates(base: base), decode: ERAPIDecoder.decode, copy: .midMarketRates)
    }
    /// The default top-100 markets list from cache or the embedded sample (`snapshotMarkets(vsCurrency:coins:)`).
    public func snapshotMarkets(vsCurrency: String) -> Fetched<DecodedList<Coin>>? {
        snapshot(.markets(vsCurrency: vsCurrency), decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)
    }
    /// See `MarketDataSource`.
    public func snapshotCoinDetail(id: String) -> Fetched<CoinDetail>? {
        snapshot(.coinDetail(id: id), decode: CoinGeckoDecoder.decodeCoinDetail)
    }

    /// See `MarketDataSource`.
    public func fetchBankRates(_ kind: PrivatBankRateKind) async throws(FetchError) -> Fetched<DecodedList<BankRate>> {
        try await fetch(.bankRates(kind), decode: PrivatBankDecoder.decode, copy: .bankRates)
    }
    /// See `MarketDataSource`.
    public func fetchMidMarketRates(base: CurrencyCode) async throws(FetchError) -> Fetched<MidMarketRates> {
        try await fetch(.midMarketRates(base: base), decode: ERAPIDecoder.decode, copy: .midMarketRates)
    }
    /// The default top-100 markets list from the network (`fetchMarkets(vsCurrency:coins:)`).
    public func fetchMarkets(vsCurrency: String) async throws(FetchError) -> Fetched<DecodedList<Coin>> {
        try await fetch(.markets(vsCurrency: vsCurrency), decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)
    }
    /// CoinGecko markets listing at least the top `top` coins from the network (`MarketResource.markets(vsCurrency:top:)`).
    /// - Throws: `FetchError` (`.offline` at once when offline).
    public func fetchMarkets(vsCurrency: String, top: Int) async throws(FetchError) -> Fetched<DecodedList<Coin>> {
        try await fetchMarkets(vsCurrency: vsCurrency, coins: .top(top))
    }
    /// See `MarketDataSource`.
    public func fetchCoinDetail(id: String) async throws(FetchError) -> Fetched<CoinDetail> {
        try await fetch(.coinDetail(id: id), decode: CoinGeckoDecoder.decodeCoinDetail)
    }

    // MARK: One-shot loading

    /// PrivatBank rates for a one-shot command. `preferFresh` skips the fresh-cache shortcut (always asks the network
    /// first, as `kurs refresh` would). - Throws: `FetchError` only when there is no data at all.
    public func loadBankRates(_ kind: PrivatBankRateKind, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<DecodedList<BankRate>>
    {
        try await load(.bankRates(kind), preferFresh: preferFresh, decode: PrivatBankDecoder.decode, copy: .bankRates)
    }
    /// open.er-api rates for `base` (see `loadBankRates`).
    public func loadMidMarketRates(base: CurrencyCode, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<MidMarketRates>
    {
        try await load(
            .midMarketRates(base: base), preferFresh: preferFresh, decode: ERAPIDecoder.decode, copy: .midMarketRates)
    }
    /// CoinGecko markets (see `loadBankRates`).
    public func loadMarkets(vsCurrency: String, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<DecodedList<Coin>>
    {
        try await load(
            .markets(vsCurrency: vsCurrency), preferFresh: preferFresh, decode: CoinGeckoDecoder.decodeMarkets,
            copy: .coinList)
    }
    /// CoinGecko markets listing at least the top `top` coins (1…250; more than 100 asks for a bigger page,
    /// `MarketResource.markets(vsCurrency:top:)`); see `loadBankRates`.
    public func loadMarkets(vsCurrency: String, top: Int, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<DecodedList<Coin>>
    {
        try await loadMarkets(vsCurrency: vsCurrency, coins: .top(top), preferFresh: preferFresh)
    }
    /// CoinGecko coin detail (see `loadBankRates`). - Throws: `.notFound(id)` for an unknown id, never masked.
    public func loadCoinDetail(id: String, preferFresh: Bool = false) async throws(FetchError) -> Loaded<CoinDetail> {
        try await load(.coinDetail(id: id), preferFresh: preferFresh, decode: CoinGeckoDecoder.decodeCoinDetail)
    }

    // MARK: Generic plumbing

    /// Cache (any age), else the embedded sample; nil when neither decodes. With `copy`, the cache is read from the
    /// entry's decoded copy when it has a current one (`DecodedCopyFile`), and a copy is written when it has not.
    func snapshot<Value: Sendable>(
        _ resource: some CachedResource, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>? = nil
    ) -> Fetched<Value>? {
        if let (value, fetchedAt) = cache.readValue(resource.cacheKey, decode: decode, copy: copy) {
            observe(resource, fetchedAt: fetchedAt)
            return Fetched(value: value, fetchedAt: fetchedAt, origin: .cache)
        }
        observe(resource, fetchedAt: nil)
        return embedded(resource, decode: decode)
    }

    /// Per cache key, the fetch time of the entry this process last showed or wrote (nil: it saw none). A later
    /// `fetch` that finds a newer entry knows another kurs process fetched it meanwhile and uses it: two
    /// dashboards started together fetch each resource once.
    private let observations = Mutex<[String: Date?]>([:])

    /// Records that this process has seen `resource`'s entry fetched at `fetchedAt` (nil: no entry).
    func observe(_ resource: some CachedResource, fetchedAt: Date?) {
        observations.withLock { $0[resource.cacheKey] = .some(fetchedAt) }
    }

    /// What this process last saw of `resource`, if it has looked at it.
    func lastObservation(_ resource: some CachedResource) -> CacheObservation? {
        observations.withLock { seen in seen[resource.cacheKey].map { CacheObservation(fetchedAt: $0) } }
    }

    func embedded<Value: Sendable>(
        _ resource: some CachedResource, decode: (Data) throws(FetchError) -> Value
    ) -> Fetched<Value>? {
        guard let sample = resource.embeddedSample, let value = try? decode(sample.body) else { return nil }
        return Fetched(value: value, fetchedAt: now(), origin: .embeddedSample(recordedOn: sample.recordedOn))
    }

    /// The network, under the resource's lock (see the type's documentation).
    /// - Parameter seen: what the caller saw in the cache before deciding to fetch (`load` passes it; by default the
    ///   cache is looked at now). When, once the lock is held, the cache holds a newer entry than that, another
    ///   process fetched it meanwhile, and it is used instead of fetching again.
    ///   With `copy`, cached values are read from the entry's decoded copy when current, and every entry written gets
    ///   a fresh copy.
    func fetch<Value: Sendable>(
        _ resource: some CachedResource, seen: CacheObservation? = nil, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>? = nil
    ) async throws(FetchError) -> Fetched<Value> {
        guard !environment.offline else { throw .offline }
        try checkNotRateLimited(resource)
        let before = seen ?? lastObservation(resource)
            ?? CacheObservation(fetchedAt: cache.read(resource.cacheKey)?.fetchedAt)
        try? cache.createDirectory()
        let lock = await FileLock.acquire(cache.lockURL(resource.cacheKey), timeout: lockTimeout, sleep: lockSleep)
        defer { lock?.release() }

        let cachedFile = cache.readWithIdentity(resource.cacheKey)
        let cachedEntry = cachedFile?.entry
        let cachedValue = cachedFile.flatMap { file in
            self.decodedValue(of: file.entry, identity: file.identity, key: resource.cacheKey, decode: decode, copy: copy)
        }
        if let cachedEntry, let cachedValue, before.isOlder(than: cachedEntry.fetchedAt) {
            observe(resource, fetchedAt: cachedEntry.fetchedAt)
            return Fetched(value: cachedValue, fetchedAt: cachedEntry.fetchedAt, origin: .cache)  // another process fetched it
        }
        try checkNotRateLimited(resource)  // another process may have been rate limited while this one waited

        let keyHeaders = resource.headers(in: environment)
        var headers = keyHeaders
        if let cachedEntry, cachedValue != nil { headers.merge(cachedEntry.validatorHeaders) { $1 } }
        let url = resource.url(in: environment)
        let response: HTTPResponse
        do {
            response = try await client.get(HTTPRequest(url: url, headers: headers, sensitiveHeaders: Set(keyHeaders.keys)))
        } catch {
            if case .rateLimited(let seconds) = error { recordRateLimit(resource, retryAfter: seconds) }
            if case .notFound = error, resource.reportsNotFound { throw error }
            if case .notFound = error { throw .serverError(status: 404) }
            throw error
        }

        let fetchedAt = CacheFileFormat.storedDate(now())  // as the cache file will hold it
        cache.clearBlockedUntil(resource.cacheKey)
        if response.isNotModified {
            guard var entry = cachedEntry, let cachedValue else {
                throw .unexpectedContent("304 Not Modified without a cached copy")
            }
            entry.fetchedAt = fetchedAt
            writeEntry(entry, value: cachedValue, key: resource.cacheKey, copy: copy)
            observe(resource, fetchedAt: fetchedAt)
            return Fetched(value: cachedValue, fetchedAt: fetchedAt, origin: .network)
        }
        let value = try decode(response.body)
        let entry = CacheEntry(
            url: resource.redactedURL(url), fetchedAt: fetchedAt, etag: response.etag,
            lastModified: response.lastModified, body: response.body)
        writeEntry(entry, value: value, key: resource.cacheKey, copy: copy)
        observe(resource, fetchedAt: fetchedAt)
        return Fetched(value: value, fetchedAt: fetchedAt, origin: .network)
    }

    /// The value of `entry` (just read from `key`'s cache file, whose version was `identity`): from its decoded copy
    /// when that was made from this very file version, else decoded from the body (nil when that fails).
    func decodedValue<Value>(
        of entry: CacheEntry, identity: FileIdentity, key: String, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>?
    ) -> Value? {
        if let copy, let found = cache.readDecodedCopy(key, coding: copy, source: identity), found.fetchedAt == entry.fetchedAt {
            return found.value
        }
        return try? decode(entry.body)
    }

    /// Writes `entry` for `key` and, with `copy`, `value` as its decoded copy stamped with the identity of the file
    /// just written. Errors are ignored (a cache that can't be written only costs a later fetch).
    func writeEntry<Value>(_ entry: CacheEntry, value: Value, key: String, copy: DecodedCopyCoding<Value>?) {
        guard let identity = try? cache.writeReturningIdentity(entry, key: key), let copy else { return }
        cache.writeDecodedCopy(value, fetchedAt: entry.fetchedAt, key: key, coding: copy, source: identity)
    }

    /// The wait, in seconds, after a 429 without `Retry-After`.
    static let defaultRateLimitBackoff: TimeInterval = 60

    /// Throws `.rateLimited(retryAfter: seconds left)` while `resource`'s rate-limit record (written by any kurs
    /// process after a 429) lies in the future.
    func checkNotRateLimited(_ resource: some CachedResource) throws(FetchError) {
        guard let until = cache.blockedUntil(resource.cacheKey, now: now()) else { return }
        let remaining = until.timeIntervalSince(now())
        if remaining > 0 { throw .rateLimited(retryAfter: remaining) }
    }

    /// Records that `resource` must not be fetched for `retryAfter` seconds (`defaultRateLimitBackoff` when the
    /// server sent no `Retry-After`), for every kurs process. A record that can't be written is ignored.
    func recordRateLimit(_ resource: some CachedResource, retryAfter: TimeInterval?) {
        let seconds = max(retryAfter ?? Self.defaultRateLimitBackoff, 0)
        try? cache.writeBlockedUntil(now().addingTimeInterval(seconds), key: resource.cacheKey, now: now())
    }

    /// Fresh cache, else the network, else stale cache or the embedded sample with the error.
    func load<Value: Sendable>(
        _ resource: some CachedResource, preferFresh: Bool, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>? = nil
    ) async throws(FetchError) -> Loaded<Value> {
        let file = cache.readWithIdentity(resource.cacheKey)
        let entry = file?.entry
        let seen = CacheObservation(fetchedAt: entry?.fetchedAt)
        let cached: Fetched<Value>? = file.flatMap { file in
            self.decodedValue(of: file.entry, identity: file.identity, key: resource.cacheKey, decode: decode, copy: copy)
                .map { Fetched(value: $0, fetchedAt: file.entry.fetchedAt, origin: .cache) }
        }
        if environment.offline {
            if let fallback = cached ?? embedded(resource, decode: decode) { return Loaded(fetched: fallback) }
            throw .offline
        }
        if !preferFresh, let cached, now().timeIntervalSince(cached.fetchedAt) < resource.maxAge {
            return Loaded(fetched: cached)
        }
        do {
            return Loaded(fetched: try await fetch(resource, seen: seen, decode: decode, copy: copy))
        } catch {
            if case .notFound = error { throw error }
            guard let fallback = cached ?? embedded(resource, decode: decode) else { throw error }
            return Loaded(fetched: fallback, refreshError: error)
        }
    }
}

/// The `fetched_at` of a cache entry as seen at one moment (nil: no entry), to tell later whether another process
/// has written a newer one since.
struct CacheObservation {
    var fetchedAt: Date?

    /// True when an entry fetched at `date` is newer than what was seen.
    func isOlder(than date: Date) -> Bool {
        guard let fetchedAt else { return true }
        return date > fetchedAt
    }
}
