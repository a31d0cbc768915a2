package import Foundation

/// Turns HTTP statuses and API error bodies into `FetchError`s. Pure functions.
package enum FetchErrorMapping {
    /// The error for a non-success status, or nil for 2xx and 304.
    /// 429 → `.rateLimited` with `Retry-After` (seconds or HTTP date, whatever the body is, JSON or HTML);
    /// 404 → `.notFound(last path component)`; anything else → `.serverError(status)`.
    package static func error(status: Int, headers: [String: String], url: URL, now: Date) -> FetchError? {
        switch status {
        case 200...299, 304: return nil
        case 429: return .rateLimited(retryAfter: RetryAfter.seconds(from: headers["retry-after"], now: now))
        case 404: return .notFound(url.lastPathComponent)
        default: return .serverError(status: status)
        }
    }

    /// A 4xx `.serverError` whose JSON body is `{"error":true,"reason":"…"}` (Open-Meteo's error shape) becomes
    /// `.apiError(reason)`, sanitized, so the API's words reach the user; anything else is returned unchanged.
    package static func withAPIReason(_ error: FetchError, body: Data) -> FetchError {
        guard case .serverError(let status) = error, (400...499).contains(status),
            let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            object["error"] as? Bool == true, let reason = object["reason"] as? String
        else { return error }
        let clean = TerminalText.sanitize(reason)
        return clean.isEmpty ? error : .apiError(clean)
    }
}
