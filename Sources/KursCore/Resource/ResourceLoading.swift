/// What the dashboard asks of the pipeline for any `Resource` (implemented by `DataRepository`; tests use fakes).
package protocol ResourceLoading: Sendable {
    /// The cached value (any age); nil when there is none usable. Never the network, never the embedded sample.
    func cached<Value>(_ resource: Resource<Value>) -> Loaded<Value>?
    /// The embedded sample, dated when its data was recorded; nil when there is none or it is not usable.
    func embedded<Value>(_ resource: Resource<Value>) -> Loaded<Value>?
    /// The value from the network (written to the cache), or another process's newer cache entry.
    /// - Throws: `FetchError` (`.offline` at once when offline; `.unusable` for a response that is not usable);
    ///   the cache is then left as it was.
    func fetch<Value>(_ resource: Resource<Value>) async throws(FetchError) -> Loaded<Value>
}

extension ResourceLoading {
    /// The cached value (any age), else the embedded sample; nil when neither is usable. Never the network.
    package func snapshot<Value>(_ resource: Resource<Value>) -> Loaded<Value>? { cached(resource) ?? embedded(resource) }
}
