package import Foundation

/// One GET a resource makes: where, with which extra headers, and what must never be shown or forwarded.
package struct ResourceRequest: Sendable {
    /// The request URL (a Pirate Weather URL holds its key in the path).
    package var url: URL
    /// Headers beyond the HTTP client's defaults (e.g. CoinGecko's `x-cg-demo-api-key`).
    package var headers: [String: String] = [:]
    /// Names of `headers` that carry a secret: never sent to another host on a redirect.
    package var secretHeaders: Set<String> = []
    /// `url` as written into the cache file and into messages: without any key.
    package var redactedURL: String

    /// A request for `url` with `headers`; `redactedURL` defaults to `url` with key-like query items removed.
    package init(url: URL, headers: [String: String] = [:], secretHeaders: Set<String> = [], redactedURL: String? = nil) {
        self.url = url
        self.headers = headers
        self.secretHeaders = secretHeaders
        self.redactedURL = redactedURL ?? CacheEntry.redactedURL(url)
    }
}
