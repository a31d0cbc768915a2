/// A secret API key. Its `description` and `debugDescription` are redacted, so interpolating it into a
/// message, a log line or a cache header never prints the key.
package struct APIKey: Equatable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The key itself; only the HTTP client reads it, to build a request header.
    package let secret: String

    /// Wraps `secret`.
    package init(_ secret: String) { self.secret = secret }

    /// Always "<redacted>".
    package var description: String { "<redacted>" }
    /// Always "APIKey(<redacted>)".
    package var debugDescription: String { "APIKey(<redacted>)" }
}

/// Which CoinGecko plan a key belongs to; decides the header name and the default base URL.
package enum CoinGeckoKey: Equatable, Sendable {
    /// `COINGECKO_API_KEY`: sent as `x-cg-demo-api-key` to the public API.
    case demo(APIKey)
    /// `COINGECKO_PRO_API_KEY`: sent as `x-cg-pro-api-key`; the default base URL becomes the pro API.
    case pro(APIKey)

    /// The request header carrying the key: (name, value).
    package var header: (name: String, value: String) {
        switch self {
        case .demo(let key): return ("x-cg-demo-api-key", key.secret)
        case .pro(let key): return ("x-cg-pro-api-key", key.secret)
        }
    }
}
