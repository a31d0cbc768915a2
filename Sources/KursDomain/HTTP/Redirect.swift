import Foundation

/// How `HTTPClient` follows a redirect (libcurl's own following is off): only to `http`/`https`, at most
/// `maxHops` times, and headers marked secret (`HTTPRequest.sensitiveHeaders`) only to the original request's
/// scheme, host and port. Pure functions.
package enum Redirect {
    /// Redirects followed per request at most (like URLSession and curl's defaults for kurs): 5.
    package static let maxHops = 5

    /// The statuses that send a GET elsewhere: 301, 302, 303, 307, 308.
    package static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request to send after `status` with (lower-cased) `headers` answered `current`, or nil when it is not a
    /// redirect (or a redirect without `Location`, left to the status mapping). `original` is the first request
    /// of the chain: its headers are the ones sent on, without the sensitive ones when the target's origin differs.
    /// - Throws: `.unexpectedContent` for a `Location` that is not a URL with a host or whose scheme is not
    ///   http/https (a URL's scheme holds only letters, digits, "+", "-" and ".", so it is safe to show).
    package static func next(
        after current: HTTPRequest, status: Int, headers: [String: String], original: HTTPRequest
    ) throws(FetchError) -> HTTPRequest? {
        guard statuses.contains(status), let location = headers["location"], !location.isEmpty else { return nil }
        guard let target = URL(string: location, relativeTo: current.url)?.absoluteURL else {
            throw .unexpectedContent("redirect to an unreadable location")
        }
        let scheme = target.scheme?.lowercased() ?? ""
        guard scheme == "http" || scheme == "https" else {
            throw .unexpectedContent("redirect to an unsupported scheme \(scheme)")
        }
        guard target.host?.isEmpty == false else { throw .unexpectedContent("redirect to an unreadable location") }
        var next = original
        next.url = target
        if Origin(target) != Origin(original.url) {
            let secret = Set(original.sensitiveHeaders.map { $0.lowercased() })
            next.headers = original.headers.filter { !secret.contains($0.key.lowercased()) }
        }
        return next
    }

    /// The error after more than `maxHops` redirects.
    package static let tooManyRedirects = FetchError.unexpectedContent("too many redirects (more than \(maxHops))")

    /// Scheme, host and port (the scheme's default when none is given), compared case-insensitively.
    package struct Origin: Equatable {
        var scheme: String
        var host: String
        var port: Int?

        init(_ url: URL) {
            scheme = url.scheme?.lowercased() ?? ""
            host = url.host?.lowercased() ?? ""
            port = url.port ?? ["http": 80, "https": 443][scheme]
        }
    }
}
