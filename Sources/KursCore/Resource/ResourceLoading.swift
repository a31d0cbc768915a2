/// What the dashboard asks of the pipeline for any `Resource` (implemented by `DataRepository`; tests use fakes).
public protocol ResourceLoading: Sendable {
    /// The cached value (any age), else the embedded sample; nil when neither is usable. Never the network.
    func snapshot<Value>(_ resource: Resource<Value>) -> Loaded<Value>?
    /// The value from the network (written to the cache), or another process's newer cache entry.
    /// - Throws: `FetchError` (`.offline` at once when offline; `.unusable` for a response that is not usable);
    ///   the cache is then left as it was.
    func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value>
}
