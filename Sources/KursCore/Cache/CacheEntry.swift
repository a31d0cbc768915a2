public import Foundation

/// One cached HTTP response: the body as received plus what is needed to revalidate it.
///
/// File format (one file per resource, `<key>.cache`, see `CacheFileFormat`): a first line holding a compact JSON
/// header `{"format":"kurs-cache","version":1,"url":…,"fetched_at":…,"fetched_at_ms":…,"etag":…,"last_modified":…,
/// "body_bytes":N}` (`fetched_at` ISO 8601 for people, `fetched_at_ms` the same moment in milliseconds since 1970),
/// a `\n`, then exactly `body_bytes` bytes of the raw response body. The URL never carries API keys (keys travel in
/// headers; query items whose name contains "key" are dropped anyway).
public struct CacheEntry: Equatable, Sendable {
    /// The request URL, without keys.
    public var url: String
    /// When the response was received (renewed by a 304).
    public var fetchedAt: Date
    /// The response's `ETag`, sent back as `If-None-Match`.
    public var etag: String?
    /// The response's `Last-Modified`, sent back as `If-Modified-Since`.
    public var lastModified: String?
    /// The raw response body.
    public var body: Data

    /// An entry for a response to `url` (without keys) received at `fetchedAt`.
    public init(url: String, fetchedAt: Date, etag: String? = nil, lastModified: String? = nil, body: Data) {
        self.url = url
        self.fetchedAt = fetchedAt
        self.etag = etag
        self.lastModified = lastModified
        self.body = body
    }

    /// The conditional-request headers for revalidating this entry (`If-None-Match`, `If-Modified-Since`).
    public var validatorHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// `url` with any query item whose name contains "key" removed.
    public static func redactedURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if let items = components.queryItems {
            let kept = items.filter { !$0.name.lowercased().contains("key") }
            components.queryItems = kept.isEmpty && items.isEmpty ? nil : kept
        }
        return components.string ?? url.absoluteString
    }
}
