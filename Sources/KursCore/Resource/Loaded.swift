package import Foundation

/// What the pipeline (`DataRepository`) hands out for a resource: the value with its provenance (source, origin,
/// `fetched_at`) and, beside it, the last error — why it could not be refreshed, when it is not live.
package struct Loaded<Value: Sendable>: Sendable {
    /// Who the data comes from.
    package var source: DataSourceName
    /// The value with its origin and fetch time.
    package var fetched: Fetched<Value>
    /// Why the value could not be refreshed (it is then a cache entry, or the sample offline); nil when it is
    /// live, fresh from the cache, or the network was not asked.
    package var refreshError: FetchError?
    /// False for a cache entry that may not count as fresh whatever its age (it was stored for another URL):
    /// the scheduler reloads it at once.
    package var canBeFresh: Bool
    /// Why the fetched response could not be stored in the cache (the value is still good); nil when it was.
    package var cacheProblem: String?

    /// `fetched` from `source`, with the error that kept it from being refreshed, if any.
    package init(source: DataSourceName, fetched: Fetched<Value>, refreshError: FetchError? = nil,
                canBeFresh: Bool = true, cacheProblem: String? = nil) {
        self.source = source
        self.fetched = fetched
        self.refreshError = refreshError
        self.canBeFresh = canBeFresh
        self.cacheProblem = cacheProblem
    }

    /// The value.
    package var value: Value { fetched.value }
}

extension Loaded {
    /// Live, cache or embedded sample.
    package var origin: DataOrigin { fetched.origin }
    /// When the data left the API.
    package var fetchedAt: Date { fetched.fetchedAt }
}
