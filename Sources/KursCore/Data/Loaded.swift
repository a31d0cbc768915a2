/// What a one-shot command gets from `DataRepository.load…`: the best data available, and, when that is not
/// fresh from the network or a fresh cache, the error that prevented a refresh (to be said on stderr).
public struct Loaded<Value: Sendable>: Sendable {
    /// The value with its origin (network, cache, embedded sample) and fetch time.
    public var fetched: Fetched<Value>
    /// Why the data could not be refreshed (the value is then a stale cache entry or the embedded sample);
    /// nil when the data is fresh or the network was not asked (offline, fresh cache).
    public var refreshError: FetchError?

    /// `fetched`, with the error that kept it from being refreshed, if any.
    public init(fetched: Fetched<Value>, refreshError: FetchError? = nil) {
        self.fetched = fetched
        self.refreshError = refreshError
    }
}
