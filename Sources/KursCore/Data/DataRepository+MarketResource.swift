import Foundation

/// The generic plumbing taking a `MarketResource` by its short case names (`.bankRates(kind)`,
/// `.coinDetail(id:)`), which a `some CachedResource` parameter cannot infer.
extension DataRepository {
    /// `snapshot` for a market resource.
    func snapshot<Value: Sendable>(
        _ resource: MarketResource, decode: (Data) throws(FetchError) -> Value, copy: DecodedCopyCoding<Value>? = nil
    ) -> Fetched<Value>? {
        let opened: any CachedResource = resource
        return snapshot(opened, decode: decode, copy: copy)
    }

    /// `fetch` for a market resource.
    func fetch<Value: Sendable>(
        _ resource: MarketResource, seen: CacheObservation? = nil, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>? = nil
    ) async throws(FetchError) -> Fetched<Value> {
        let opened: any CachedResource = resource
        return try await fetch(opened, seen: seen, decode: decode, copy: copy)
    }

    /// `load` for a market resource.
    func load<Value: Sendable>(
        _ resource: MarketResource, preferFresh: Bool, decode: (Data) throws(FetchError) -> Value,
        copy: DecodedCopyCoding<Value>? = nil
    ) async throws(FetchError) -> Loaded<Value> {
        let opened: any CachedResource = resource
        return try await load(opened, preferFresh: preferFresh, decode: decode, copy: copy)
    }
}
