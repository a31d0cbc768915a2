package import Foundation

/// A GET request as kurs sends it: the URL, extra headers (validators, API key headers) and which of those are
/// secret.
package struct HTTPRequest: Sendable, Equatable {
    /// The absolute URL to GET.
    package var url: URL
    /// Extra request headers, e.g. `If-None-Match`, `x-cg-demo-api-key`.
    package var headers: [String: String]
    /// Names of the `headers` that carry a secret (API keys), compared case-insensitively: sent only to the
    /// scheme, host and port of `url`, never on to a redirect's other host.
    package var sensitiveHeaders: Set<String>

    /// A GET of `url` with `headers`, of which those named in `sensitiveHeaders` are secret.
    package init(url: URL, headers: [String: String] = [:], sensitiveHeaders: Set<String> = []) {
        self.url = url
        self.headers = headers
        self.sensitiveHeaders = sensitiveHeaders
    }
}

/// A response that was not turned into a `FetchError`: 2xx or 304 Not Modified.
package struct HTTPResponse: Sendable, Equatable {
    /// The HTTP status (200…299 or 304).
    package var status: Int
    /// Response headers with lower-cased names.
    package var headers: [String: String]
    /// The (decompressed) body; empty for 304.
    package var body: Data

    /// A response with `status`, lower-cased `headers` and `body`.
    package init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// True for 304 Not Modified: the cached body is still current.
    package var isNotModified: Bool { status == 304 }
    /// The `ETag` header; nil when missing or when it holds a control byte (see `HeaderValue.isClean`).
    package var etag: String? { headers["etag"].flatMap(HeaderValue.clean) }
    /// The `Last-Modified` header; nil when missing or when it holds a control byte (see `HeaderValue.isClean`).
    package var lastModified: String? { headers["last-modified"].flatMap(HeaderValue.clean) }
}
