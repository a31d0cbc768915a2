public import Foundation

/// Something `DataRepository` fetches over HTTP and keeps in the disk cache: market data (`MarketResource`) and
/// weather (`WeatherResource`).
public protocol CachedResource: Sendable {
    /// The file name stem under the cache directory. Only `[a-z0-9._-]`.
    var cacheKey: String { get }
    /// How old a cached entry may be and still count as fresh for a one-shot command (seconds).
    var maxAge: TimeInterval { get }
    /// The request URL under the base URLs (and with the keys) of `environment`.
    func url(in environment: KursEnvironment) -> URL
    /// Request headers beyond the client's defaults (key headers).
    func headers(in environment: KursEnvironment) -> [String: String]
    /// The recorded response compiled into the binary for this resource, if there is one.
    var embeddedSample: (body: Data, recordedOn: String)? { get }
    /// `url` as written into the cache file and error messages: without any key.
    func redactedURL(_ url: URL) -> String
    /// Whether an HTTP 404 means "no such thing" (`FetchError.notFound`, never masked by a fallback) rather than
    /// a server error.
    var reportsNotFound: Bool { get }
}

extension CachedResource {
    /// Query items whose name contains "key" removed (`CacheEntry.redactedURL`).
    public func redactedURL(_ url: URL) -> String { CacheEntry.redactedURL(url) }
    /// No key headers.
    public func headers(in environment: KursEnvironment) -> [String: String] { [:] }
    /// No embedded sample.
    public var embeddedSample: (body: Data, recordedOn: String)? { nil }
    /// A 404 is a server error.
    public var reportsNotFound: Bool { false }
}

extension MarketResource: CachedResource {
    /// Only an unknown coin id (`coinDetail`) is reported as not found.
    public var reportsNotFound: Bool {
        if case .coinDetail = self { return true }
        return false
    }
}
