package import Foundation
import Synchronization

/// The resource pipeline: network (`HTTPClient`) → decode → check usable → disk cache (`DiskCache`), with the
/// embedded sample as the last resort. One generic path for every `Resource`:
///
/// - `snapshot`: a usable cache entry (any age; one dated in the future is damaged and skipped), else the
///   embedded sample; never the network (the WidgetKit `snapshot()`).
/// - `fetch`: the network under the resource's cross-process lock (single-flight): after taking the lock it
///   re-reads the cache, and when another process wrote a newer entry since this one looked, uses that instead of
///   fetching again. Sends `If-None-Match` / `If-Modified-Since`; a 304 renews the entry's `fetched_at`. The cache
///   is written only after the body decoded into a usable value, so a failed, empty or malformed response never
///   replaces good data. A 429 records its (capped) `Retry-After` for every kurs process. A resource with a
///   `minimumInterval` (Monobank) is asked at most once per interval by all kurs processes together: a request
///   stamp beside the cache is written before each request, and a request it can't be written for is refused.
///   Offline: `.offline`.
/// - `load` (one-shot commands): a fresh cache entry (younger than `maxAge`, stored for this URL, not from the
///   future) at once; else `fetch`; when that fails, the cache entry with the error. Offline: the cache, else the
///   embedded sample. Online the sample is never used: with nothing usable, the error is thrown.
///
/// Every error leaving here has the configured API keys removed from its text.
package final class DataRepository: ResourceLoading {
    /// Base URLs, keys, offline flag and cache directory in use.
    package let environment: KursEnvironment
    /// Why the cache directory is not used (owned by another user, writable by others), to be said once; nil when
    /// it is trusted.
    package var cacheProblem: String? { cache.trustProblem }
    private let client: HTTPClient
    private let cache: DiskCache
    private let now: @Sendable () -> Date
    private let lockTimeout: TimeInterval
    private let lockSleep: @Sendable (TimeInterval) async -> Void
    private let copyWriter: DecodedCopyWriter?

    /// - Parameters:
    ///   - environment: base URLs, keys, offline, the cache directory and the file system it is in.
    ///   - client: the HTTP client (inject short time-outs and a fake retry sleep in tests).
    ///   - lockTimeout: the longest wait, in seconds, for another process's fetch of the same resource (20 s).
    ///   - lockSleep: the wait between lock polls (`Task.sleep` by default).
    ///   - copyWriter: runs the writing of each fresh answer's decoded copy, which `fetch` then no longer waits
    ///     for (nil: written before `fetch` returns).
    ///   - now: the clock.
    package init(
        environment: KursEnvironment, client: HTTPClient = HTTPClient(), lockTimeout: TimeInterval = 20,
        lockSleep: @escaping @Sendable (TimeInterval) async -> Void = RetryPolicy.taskSleep,
        copyWriter: DecodedCopyWriter? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.environment = environment
        self.client = client
        self.cache = environment.cache
        self.lockTimeout = lockTimeout
        self.lockSleep = lockSleep
        self.copyWriter = copyWriter
        self.now = now
    }

    /// The time on the repository's clock (what freshness is judged by).
    package func currentDate() -> Date { now() }

    // MARK: Snapshot

    /// See `ResourceLoading.cached`.
    package func cached<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
        if let (value, fetchedAt, url) = cache.readStampedValue(resource.id.key, decode: resource.decode, copy: resource.copy),
            resource.problem(value) == nil, !isFromTheFuture(fetchedAt)
        {
            observe(resource.id, fetchedAt: fetchedAt)
            return Loaded(source: resource.source, fetched: Fetched(value: value, fetchedAt: fetchedAt, origin: .cache),
                          canBeFresh: url == resource.request(environment).redactedURL)
        }
        observe(resource.id, fetchedAt: nil)
        return nil
    }

    /// See `ResourceLoading.embedded`.
    package func embedded<Value>(_ resource: Resource<Value>) -> Loaded<Value>? {
        guard let sample = resource.sample, let value = try? resource.usableValue(from: sample.body) else { return nil }
        let dataTime = resource.recordedAt(value)
        return Loaded(source: resource.source, fetched: Fetched(
            value: value, fetchedAt: sample.recordedAt(dataTime: dataTime),
            origin: .embeddedSample(recordedOn: sample.label(dataTime: dataTime))))
    }

    private func isFromTheFuture(_ date: Date) -> Bool { date.timeIntervalSince(now()) > CacheEntry.allowedClockSkew }

    // MARK: Observations

    /// Per cache key, the fetch time of the entry this process last showed or wrote (nil: it saw none). A later
    /// `fetch` that finds a newer entry knows another kurs process fetched it meanwhile and uses it: two
    /// dashboards started together fetch each resource once.
    private let observations = Mutex<[ResourceID: Date?]>([:])

    private func observe(_ id: ResourceID, fetchedAt: Date?) {
        observations.withLock { $0[id] = .some(fetchedAt) }
    }

    private func lastObservation(_ id: ResourceID) -> CacheObservation? {
        observations.withLock { seen in seen[id].map { CacheObservation(fetchedAt: $0) } }
    }

    // MARK: Fetch

    /// See `ResourceLoading.fetch`.
    package func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value> {
        do {
            return try await fetch(resource, seen: nil)
        } catch {
            throw environment.redacting(error)
        }
    }

    /// The network under the resource's lock. `seen`: what the caller saw in the cache before deciding to fetch
    /// (by default what this process last saw, else the cache now).
    private func fetch<Value>(_ resource: Resource<Value>, seen: CacheObservation?) async throws(FetchError)
        -> Loaded<Value>
    {
        guard !environment.offline else { throw .offline }
        let key = resource.id.key
        try checkNotRateLimited(key)
        let before = seen ?? lastObservation(resource.id) ?? CacheObservation(fetchedAt: cache.read(key)?.fetchedAt)
        try? cache.createDirectory()
        let lock = await FileLock.acquire(cache.lockURL(key), in: cache.fileSystem, timeout: lockTimeout, sleep: lockSleep)
        defer { lock?.release() }

        let request = resource.request(environment)
        let cached = cachedValue(resource, request: request)
        if let cached, cached.canBeFresh, before.isOlder(than: cached.entry.fetchedAt) {
            observe(resource.id, fetchedAt: cached.entry.fetchedAt)  // another process fetched it meanwhile
            return Loaded(source: resource.source, fetched: cached.fetched)
        }
        try checkNotRateLimited(key)  // another process may have been rate limited while this one waited
        try claimRequest(resource)

        var headers = request.headers
        if let cached, cached.canBeFresh { headers.merge(cached.entry.validatorHeaders) { $1 } }
        let response: HTTPResponse
        do {
            response = try await client.get(
                HTTPRequest(url: request.url, headers: headers, sensitiveHeaders: request.secretHeaders))
        } catch {
            if case .rateLimited(let seconds) = error { recordRateLimit(key, retryAfter: seconds) }
            if case .notFound = error, !resource.notFoundIsFinal { throw .serverError(status: 404) }
            throw error
        }

        let fetchedAt = CacheFileFormat.storedDate(now())  // as the cache file will hold it
        cache.clearBlockedUntil(key)
        if response.isNotModified {
            // Only an answer to our own validators: a 304 nobody asked for (no usable entry for this URL) confirms nothing.
            guard let cached, cached.canBeFresh, !cached.entry.validatorHeaders.isEmpty else {
                throw .unexpectedContent("304 Not Modified without a cached copy")
            }
            var entry = cached.entry
            let value = cached.fetched.value
            entry.fetchedAt = fetchedAt
            return store(entry, value: value, resource: resource)
        }
        let value = try resource.usableValue(from: response.body)
        let entry = CacheEntry(
            url: request.redactedURL, fetchedAt: fetchedAt, etag: response.etag, lastModified: response.lastModified,
            body: response.body)
        return store(entry, value: value, resource: resource)
    }

    /// Writes `entry` and the decoded copy of `value` (through `copyWriter` when there is one: maybe later, after the
    /// lock is released; the copy names the cache file it was made from, so a copy written late never passes for
    /// a newer entry's), and returns the live value; a cache that can't be written is said in `cacheProblem` (the
    /// value is good all the same).
    private func store<Value>(_ entry: CacheEntry, value: Value, resource: Resource<Value>) -> Loaded<Value> {
        var problem: String?
        do {
            if let identity = try cache.writeReturningIdentity(entry, key: resource.id.key), let copy = resource.copy {
                let (cache, key, fetchedAt, url) = (cache, resource.id.key, entry.fetchedAt, entry.url)
                let write: @Sendable () -> Void = {
                    cache.writeDecodedCopy(value, fetchedAt: fetchedAt, key: key, coding: copy, source: identity, url: url)
                }
                if let copyWriter { copyWriter(write) } else { write() }
            }
        } catch {
            problem = "can't write the cache: \(error.localizedDescription)"
        }
        observe(resource.id, fetchedAt: entry.fetchedAt)
        return Loaded(source: resource.source, fetched: Fetched(value: value, fetchedAt: entry.fetchedAt, origin: .live),
                      cacheProblem: problem)
    }

    /// The usable value of the resource's cache entry with the entry itself; `canBeFresh` is false for an entry
    /// stored for another URL. Nil when there is no usable entry (or it is dated in the future: damaged).
    private func cachedValue<Value>(_ resource: Resource<Value>, request: ResourceRequest)
        -> (entry: CacheEntry, fetched: Fetched<Value>, canBeFresh: Bool)?
    {
        guard let file = cache.readWithIdentity(resource.id.key), !isFromTheFuture(file.entry.fetchedAt) else {
            return nil
        }
        let value: Value?
        if let copy = resource.copy, let found = cache.readDecodedCopy(resource.id.key, coding: copy, source: file.identity),
            found.fetchedAt == file.entry.fetchedAt
        {
            value = found.value
        } else {
            value = try? resource.decode(file.entry.body)
        }
        guard let value, resource.problem(value) == nil else { return nil }
        return (file.entry, Fetched(value: value, fetchedAt: file.entry.fetchedAt, origin: .cache),
                file.entry.url == request.redactedURL)
    }

    // MARK: Rate limits

    /// The wait, in seconds, after a 429 without a usable `Retry-After`.
    static let defaultRateLimitBackoff: TimeInterval = 60

    /// Throws `.rateLimited(retryAfter: seconds left)` while the key's rate-limit record (written by any kurs
    /// process after a 429) lies in the future.
    private func checkNotRateLimited(_ key: String) throws(FetchError) {
        guard let until = cache.blockedUntil(key, now: now()) else { return }
        let remaining = until.timeIntervalSince(now())
        if remaining > 0 { throw .rateLimited(retryAfter: remaining) }
    }

    /// Records that the key must not be fetched for `retryAfter` seconds (60 s when the server sent none; the
    /// record never holds more than `RetryAfter.maximum` ahead), for every kurs process. A record that can't be
    /// written is ignored.
    private func recordRateLimit(_ key: String, retryAfter: TimeInterval?) {
        let seconds = max(retryAfter ?? Self.defaultRateLimitBackoff, 0)
        try? cache.writeBlockedUntil(now().addingTimeInterval(seconds), key: key, now: now())
    }

    // MARK: Minimum interval

    /// For a resource whose schedule has a `minimumInterval` (Monobank): throws `.rateLimited(retryAfter: seconds
    /// left)` while the request stamp (written by any kurs process) is younger than the interval, else writes the
    /// stamp for this request before it goes out. A stamp that can't be written refuses the request
    /// (`.unusable`, "Monobank allows one request per 5 minutes; the last request time can't be stored (…)"):
    /// without it the next kurs process could not know of this request.
    private func claimRequest<Value>(_ resource: Resource<Value>) throws(FetchError) {
        let interval = resource.schedule.minimumInterval
        guard interval > 0 else { return }
        let key = resource.id.key
        if let wait = RequestPacing.wait(lastRequested: cache.lastRequested(key), now: now(), interval: interval) {
            throw .rateLimited(retryAfter: wait)
        }
        do {
            try cache.writeLastRequested(now(), key: key)
        } catch {
            throw .unusable(RequestPacing.unrecordedMessage(
                source: resource.source.display, interval: interval, reason: error.description))
        }
    }

    // MARK: Load

    /// The best data for a one-shot command (see the type's documentation). `preferFresh` skips the fresh-cache
    /// shortcut (always asks the network first, as `kurs refresh` does).
    /// - Throws: `FetchError` when there is nothing usable: offline with no cache and no sample (`.offline`); online
    ///   when the fetch failed and there is no cache entry; `.notFound` for an unknown id, never masked.
    package func load<Value>(_ resource: Resource<Value>, preferFresh: Bool = false) async throws(FetchError)
        -> Loaded<Value>
    {
        let request = resource.request(environment)
        let cached = cachedValue(resource, request: request)
        let cachedLoaded = cached.map { Loaded(source: resource.source, fetched: $0.fetched, canBeFresh: $0.canBeFresh) }
        if environment.offline {
            if let fallback = cachedLoaded ?? embedded(resource) { return fallback }
            throw .offline
        }
        if !preferFresh, let cached, cached.entry.isFresh(maxAge: resource.maxAge, now: now(), expectedURL: request.redactedURL) {
            return Loaded(source: resource.source, fetched: cached.fetched)
        }
        do {
            return try await fetch(resource, seen: CacheObservation(fetchedAt: cached?.entry.fetchedAt))
        } catch {
            let error = environment.redacting(error)
            if case .notFound = error { throw error }
            guard var fallback = cachedLoaded else { throw error }
            fallback.refreshError = error
            return fallback
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
