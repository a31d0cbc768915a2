public import Foundation

/// A GET request as kurs sends it: the URL and extra headers (validators, API key headers).
public struct HTTPRequest: Sendable, Equatable {
    /// The absolute URL to GET.
    public var url: URL
    /// Extra request headers, e.g. `If-None-Match`, `x-cg-demo-api-key`.
    public var headers: [String: String]

    /// A GET of `url` with `headers`.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
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
    /// The `ETag` header, if any.
    public var etag: String? { headers["etag"] }
    /// The `Last-Modified` header, if any.
    public var lastModified: String? { headers["last-modified"] }
}
