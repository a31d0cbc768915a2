package import Foundation

/// Why data could not be had, each case with a message a person can read (`message`).
package enum FetchError: Error, Equatable, Sendable {
    /// No network (DNS failure, connection refused, no route) or `--offline` with nothing cached.
    case offline
    /// The network answered but the secure connection (TLS) failed, in fixed words: "server certificate not
    /// trusted (is ca-certificates installed?)", "no CA certificates (install ca-certificates)", "TLS handshake failed".
    case secureConnectionFailed(String)
    /// The server did not answer in time.
    case timeout
    /// HTTP 429; `retryAfter` is the seconds to wait from `Retry-After`, when the server sent one.
    case rateLimited(retryAfter: TimeInterval?)
    /// HTTP 5xx or another unexpected status.
    case serverError(status: Int)
    /// The body is not what was expected: HTML where JSON was expected, empty, truncated, wrong shape.
    case unexpectedContent(String)
    /// The response decoded but holds nothing usable, in words ("PrivatBank sent an empty list").
    case unusable(String)
    /// The API answered with an error of its own (e.g. er-api `result: "error"`), in words.
    case apiError(String)
    /// The thing asked for does not exist (unknown coin id); the associated value names it.
    case notFound(String)
    /// No way to make HTTP requests at all (on Linux: libcurl could not be loaded); the associated value says why.
    case transportUnavailable(String)

    /// One line for a person, e.g. "rate limited · retry in 1:59".
    package var message: String {
        switch self {
        case .offline: return "offline"
        case .secureConnectionFailed(let why): return "secure connection failed: \(why)"
        case .timeout: return "timed out"
        case .rateLimited(let seconds):
            guard let seconds else { return "rate limited" }
            let s = Int(seconds.rounded(.up))
            return "rate limited · retry in \(s / 60):\(String(format: "%02d", s % 60))"
        case .serverError(let status): return "server error (HTTP \(status))"
        case .unexpectedContent(let what): return "unexpected content: \(what)"
        case .unusable(let what): return what
        case .apiError(let what): return what
        case .notFound(let what): return "not found: \(what)"
        case .transportUnavailable(let why): return "no HTTP (install libcurl): \(why)"
        }
    }
}
