package import Foundation

/// The one HTTP client of kurs: GET only (libcurl's easy interface on Linux, URLSession elsewhere),
/// `User-Agent: kurs/<version>`, compressed responses accepted, no URL cache (validators are handled by
/// `DiskCache`), bounded time-outs and retries.
///
/// On Linux kurs does not link FoundationNetworking (and so libcurl and its ~35 libraries) at all: `libcurl.so.4` is
/// loaded with `dlopen` on the first request (`LibCurl`), so commands that never fetch start without it. When it
/// can't be loaded every request fails with `.transportUnavailable`.
///
/// Failures become `FetchError`: no connection → `.offline`; time-out → `.timeout`; 429 → `.rateLimited`
/// (`Retry-After` as seconds or HTTP date, see `RetryAfter`); 404 → `.notFound`; 5xx and other statuses →
/// `.serverError`; a body over `maxBodyBytes` (as received or decompressed) → `.unexpectedContent("response too
/// large (over 16 MB)")`, the transfer stopped at that point. 5xx and time-outs are retried per `RetryPolicy` (at
/// most 2 retries, with doubling waits, bounded in total).
///
/// Redirects are followed here, not by the transport (see `Redirect`): only to http/https, at most 5, and the
/// request's `sensitiveHeaders` are never sent to another scheme, host or port. Request headers holding a control
/// byte (a CR or LF would inject a header) are not sent.
package final class HTTPClient: Sendable {
    /// Where a request's bytes are moved (Linux; elsewhere URLSession always).
    package enum Transport: Sendable, Equatable {
        /// libcurl loaded into this process on the first request (`LibCurl`): one-shot commands, no extra process.
        case inProcess
        /// A short-lived `executable __transfer` helper process, shared by the requests that start together
        /// (`HelperProcessTransfer`): the dashboard, which then never maps libcurl and its TLS stack. `executable`
        /// must be this same build of kurs (the framing is private to kurs; only its version line is checked, and a
        /// helper that answers anything else fails the request).
        case helperProcess(executable: String)

        /// This executable (`/proc/self/exe`) as the helper.
        package static let helper = Transport.helperProcess(executable: "/proc/self/exe")
    }

    /// Time-outs in seconds; use whole numbers ≥ 1 (the silence time-out is counted in whole seconds).
    package struct Timeouts: Sendable {
        /// Connecting, and any silence while waiting for data: 5 s.
        package var connect: TimeInterval
        /// The whole request including the body: 15 s.
        package var request: TimeInterval

        /// Time-outs in whole seconds (defaults 5 and 15).
        package init(connect: TimeInterval = 5, request: TimeInterval = 15) {
            self.connect = connect
            self.request = request
        }
    }

    /// `kurs/<version>`.
    package static let userAgent = "kurs/\(KursVersion.string)"

    /// The default cap on a response body, as received and as decompressed: 16 MB (far above CoinGecko's largest
    /// answer, the markets list with 250 sparklines).
    package static let defaultMaxBodyBytes = 16 << 20

    /// The error for a body over `limit` bytes, e.g. "response too large (over 16 MB)".
    static func responseTooLarge(_ limit: Int) -> FetchError {
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MB" : limit % (1 << 10) == 0 ? "\(limit >> 10) KB" : "\(limit) bytes"
        return .unexpectedContent("response too large (over \(size))")
    }

    private let timeouts: Timeouts
    private let maxBodyBytes: Int
    #if !os(Linux)
    private let session: URLSessionTransfer
    #endif
    private let retryPolicy: RetryPolicy
    private let now: @Sendable () -> Date
    private let transport: Transport

    /// - Parameters:
    ///   - timeouts: connect/idle and whole-request time-outs.
    ///   - retryPolicy: retries on 5xx and time-outs; inject `sleep` in tests.
    ///   - maxBodyBytes: the cap on a response body in bytes, as received and as decompressed (16 MB).
    ///   - transport: libcurl in this process, or a helper process per request (Linux).
    ///   - now: the clock used for `Retry-After` dates and the total time budget.
    package init(
        timeouts: Timeouts = Timeouts(), retryPolicy: RetryPolicy = RetryPolicy(),
        maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes, transport: Transport = .inProcess,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.transport = transport
        self.timeouts = timeouts
        self.maxBodyBytes = maxBodyBytes
        #if !os(Linux)
        self.session = URLSessionTransfer(timeouts: timeouts, maxBodyBytes: maxBodyBytes)
        #endif
        self.retryPolicy = retryPolicy
        self.now = now
    }

    /// GETs `request.url`, retrying 5xx and time-outs per the retry policy.
    /// - Returns: a 2xx response (body decompressed) or a 304 (empty body).
    /// - Throws: `FetchError` as described on the type.
    package func get(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
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

    /// One attempt, no retries: the request and the redirects it leads to.
    private func attempt(_ request: HTTPRequest) async throws(FetchError) -> HTTPResponse {
        var current = request
        for _ in 0...Redirect.maxHops {
            let (status, headers, body) = try await transfer(current)
            if let next = try Redirect.next(after: current, status: status, headers: headers, original: request) {
                current = next
                continue
            }
            if let error = FetchErrorMapping.error(status: status, headers: headers, url: current.url, now: now()) {
                throw FetchErrorMapping.withAPIReason(error, body: body)
            }
            return HTTPResponse(status: status, headers: headers, body: body)
        }
        throw Redirect.tooManyRedirects
    }

    /// Gets the transport ready for requests about to be made: starts the helper process (`.helperProcess`, which
    /// loads libcurl meanwhile); nothing for the other transports.
    package func prepareTransport() {
        #if os(Linux)
        if case .helperProcess(let executable) = transport { HelperProcessTransfer.prestart(executable: executable) }
        #endif
    }

    /// The status, lower-cased headers and decompressed body of one GET, without following redirects; headers
    /// with a control byte in their name or value are left out. On Linux through libcurl directly
    /// (`CurlTransfer`: no CPU while waiting, loaded on first use, see `LibCurl`) or in a helper process
    /// (`HelperProcessTransfer`), elsewhere through URLSession.
    private func transfer(_ request: HTTPRequest) async throws(FetchError) -> (Int, [String: String], Data) {
        let headers = request.headers.filter { HeaderValue.isClean($0.key) && HeaderValue.isClean($0.value) }
        #if os(Linux)
        if case .helperProcess(let executable) = transport {
            let message = TransferMessage.Request(url: request.url, headers: headers, timeouts: timeouts, maxBodyBytes: maxBodyBytes)
            let response = try await HelperProcessTransfer(request: message, executable: executable).run().get()
            return (response.status, response.headers.filter { HeaderValue.isClean($0.key) && HeaderValue.isClean($0.value) },
                    response.body)
        }
        guard let curl = LibCurl.shared else { throw .transportUnavailable(LibCurl.unavailableReason) }
        let transfer = CurlTransfer(
            curl: curl, url: request.url, headers: headers, timeouts: timeouts, maxBodyBytes: maxBodyBytes)
        let response = try await transfer.run().get()
        return (response.status, response.headers, response.body)
        #else
        return try await session.get(request.url, headers: headers)
        #endif
    }
}
