public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one HTTP client of kurs, on URLSession: GET only, `User-Agent: kurs/<version>`, compressed responses
/// accepted, no URL cache (validators are handled by `DiskCache`), bounded time-outs and retries.
///
/// Failures become `FetchError`: no connection → `.offline`; time-out → `.timeout`; 429 → `.rateLimited`
/// (`Retry-After` as seconds or HTTP date); 404 → `.notFound`; 5xx and other statuses → `.serverError`.
/// 5xx and time-outs are retried per `RetryPolicy` (at most 2 retries, with doubling waits, bounded in total).
public final class HTTPClient: Sendable {
    /// Time-outs in seconds. swift-corelibs-foundation truncates them to whole seconds (0.5 becomes 0 and fails at
    /// once), so use whole numbers ≥ 1.
    public struct Timeouts: Sendable {
        /// Connecting, and any silence while waiting for data (`timeoutIntervalForRequest`): 5 s.
        public var connect: TimeInterval
        /// The whole request including the body (`timeoutIntervalForResource`): 15 s.
        public var request: TimeInterval

        public init(connect: TimeInterval = 5, request: TimeInterval = 15) {
            self.connect = connect
            self.request = request
        }
    }

    /// `kurs/<version>`.
    public static let userAgent = "kurs/\(KursVersion.string)"

    private let session: URLSession
    private let retryPolicy: RetryPolicy
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - timeouts: connect/idle and whole-request time-outs.
    ///   - retryPolicy: retries on 5xx and time-outs; inject `sleep` in tests.
    ///   - now: the clock used for `Retry-After` dates and the total time budget.
    public init(
        timeouts: Timeouts = Timeouts(), retryPolicy: RetryPolicy = RetryPolicy(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.connect
        configuration.timeoutIntervalForResource = timeouts.request
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpAdditionalHeaders = [
            "User-Agent": Self.userAgent, "Accept-Encoding": "gzip, deflate", "Accept": "application/json",
        ]
        self.session = URLSession(configuration: configuration)
        self.retryPolicy = retryPolicy
        self.now = now
    }

    /// GETs `request.url`, retrying 5xx and time-outs per the retry policy.
    /// - Returns: a 2xx response (body decompressed) or a 304 (empty body).
    /// - Throws: `FetchError` as described on the type.
    public func get(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        let started = now()
        var retry = 0
        while true {
            do {
                return try await attempt(request)
            } catch {
                retry += 1
                guard retry <= retryPolicy.maxRetries, RetryPolicy.isRetryable(error) else { throw error }
                let wait = retryPolicy.delay(beforeRetry: retry)
                guard now().timeIntervalSince(started) + wait < retryPolicy.maxTotalTime else { throw error }
                await retryPolicy.sleep(wait)
            }
        }
    }

    /// One attempt, no retries.
    private func attempt(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw FetchErrorMapping.map(error)
        }
        guard let http = response as? HTTPURLResponse else { throw .unexpectedContent("not an HTTP response") }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        if let error = FetchErrorMapping.error(status: http.statusCode, headers: headers, url: request.url, now: now()) {
            throw error
        }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }
}
