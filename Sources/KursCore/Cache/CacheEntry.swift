package import Foundation

/// One cached HTTP response: the body as received plus what is needed to revalidate it.
///
/// File format (one file per resource, `<key>.cache`, see `CacheFileFormat`): a first line holding a compact JSON
/// header `{"format":"kurs-cache","version":1,"url":…,"fetched_at":…,"fetched_at_ms":…,"etag":…,"last_modified":…,
/// "body_bytes":N}` (`fetched_at` ISO 8601 for people, `fetched_at_ms` the same moment in milliseconds since 1970),
/// a `\n`, then exactly `body_bytes` bytes of the raw response body. The URL never carries API keys (keys travel in
/// headers; query items whose name contains "key" are dropped anyway).
package struct CacheEntry: Equatable, Sendable {
    /// The request URL, without keys.
    package var url: String
    /// When the response was received (renewed by a 304).
    package var fetchedAt: Date
    /// The response's `ETag`, sent back as `If-None-Match`.
    package var etag: String?
    /// The response's `Last-Modified`, sent back as `If-Modified-Since`.
    package var lastModified: String?
    /// The raw response body.
    package var body: Data

    /// An entry for a response to `url` (without keys) received at `fetchedAt`.
    package init(url: String, fetchedAt: Date, etag: String? = nil, lastModified: String? = nil, body: Data) {
        self.url = url
        self.fetchedAt = fetchedAt
        self.etag = etag
        self.lastModified = lastModified
        self.body = body
    }

    /// The conditional-request headers for revalidating this entry (`If-None-Match`, `If-Modified-Since`). A stored
    /// value holding a control character (an old or hand-edited file with a CR in its ETag) is left out, so it can
    /// never become a header line of its own.
    package var validatorHeaders: [String: String] {
        var headers: [String: String] = [:]
        if let etag, Self.isSafeHeaderValue(etag) { headers["If-None-Match"] = etag }
        if let lastModified, Self.isSafeHeaderValue(lastModified) { headers["If-Modified-Since"] = lastModified }
        return headers
    }

    /// Whether `value` may be sent as (or stored for) a header value: not empty and free of control characters
    /// (C0, DEL, C1). Pure.
    package static func isSafeHeaderValue(_ value: String) -> Bool {
        !value.isEmpty && !value.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// How far in the future a `fetchedAt` may lie and still be believed (clocks of processes or machines sharing a
    /// cache differ a little), in seconds.
    package static let allowedClockSkew: TimeInterval = 300

    /// Whether this entry may be used as fresh for the resource requested at `expectedURL` (without keys, as
    /// stored): it is for that URL, is not dated more than `allowedClockSkew` after `now` (a damaged or hand-edited
    /// file dated 9999 would otherwise be fresh forever), and is younger than `maxAge` seconds. Pure.
    package func isFresh(maxAge: TimeInterval, now: Date, expectedURL: String) -> Bool {
        guard url == expectedURL else { return false }
        let age = now.timeIntervalSince(fetchedAt)
        return age >= -Self.allowedClockSkew && age < maxAge
    }

    /// `url` with any query item whose name contains "key" removed.
    package static func redactedURL(_ url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url.absoluteString }
        if let items = components.queryItems {
            let kept = items.filter { !$0.name.lowercased().contains("key") }
            components.queryItems = kept.isEmpty && items.isEmpty ? nil : kept
        }
        return components.string ?? url.absoluteString
    }
}
