public import Foundation

/// A GET request as kurs sends it: the URL, extra headers (validators, API key headers) and which of those are
/// secret.
public struct HTTPRequest: Sendable, Equatable {
    /// The absolute URL to GET.
    public var url: URL
    /// Extra request headers, e.g. `If-None-Match`, `x-cg-demo-api-key`.
    public var headers: [String: String]
    /// Names of the `headers` that carry a secret (API keys), compared case-insensitively: sent only to the
    /// scheme, host and port of `url`, never on to a redirect's other host.
    public var sensitiveHeaders: Set<String>

    /// A GET of `url` with `headers`, of which those named in `sensitiveHeaders` are secret.
    public init(url: URL, headers: [String: String] = [:], sensitiveHeaders: Set<String> = []) {
        self.url = url
        self.headers = headers
        self.sensitiveHeaders = sensitiveHeaders
    }
}

/// A response that was not turned into a `FetchError`: 2xx or 304 Not Modified.
public struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status (200…299 or 304).
    public var status: Int
    /// Response headers with lower-cased names.
    public var headers: [String: String]
    /// The (decompressed) body; empty for 304.
    public var body: Data

    /// A response with `status`, lower-cased `headers` and `body`.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// True for 304 Not Modified: the cached body is still current.
    public var isNotModified: Bool { status == 304 }
    /// The `ETag` header; nil when missing or when it holds a control byte (see `HeaderValue.isClean`).
    public var etag: String? { headers["etag"].flatMap(HeaderValue.clean) }
    /// The `Last-Modified` header; nil when missing or when it holds a control byte (see `HeaderValue.isClean`).
    public var lastModified: String? { headers["last-modified"].flatMap(HeaderValue.clean) }
}
