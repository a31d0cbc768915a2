public import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one HTTP client of kurs: GET only (libcurl's easy interface on Linux, URLSession elsewhere), `User-Agent: kurs/<version>`, compressed responses
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
        /// The whole request including the body: 15 s. Enforced by the client itself (a timer that cancels the
        /// task), since swift-corelibs-foundation ignores `timeoutIntervalForResource`.
        public var request: TimeInterval

        /// Time-outs in whole seconds (defaults 5 and 15).
        public init(connect: TimeInterval = 5, request: TimeInterval = 15) {
            self.connect = connect
            self.request = request
        }
    }

    /// `kurs/<version>`.
    public static let userAgent = "kurs/\(KursVersion.string)"

    private let session: URLSession
    private let timeouts: Timeouts
    private let requestTimeout: TimeInterval
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
        self.timeouts = timeouts
        self.requestTimeout = timeouts.request
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
        let (status, headers, body) = try await transfer(request)
        if let error = FetchErrorMapping.error(status: status, headers: headers, url: request.url, now: now()) {
            throw FetchErrorMapping.withAPIReason(error, body: body)
        }
        return HTTPResponse(status: status, headers: headers, body: body)
    }

    /// The status, lower-cased headers and decompressed body of one GET. On Linux through libcurl directly
    /// (`CurlTransfer`: no CPU while waiting, see `LibCurl`), elsewhere (or without libcurl) through URLSession.
    private func transfer(_ request: HTTPRequest) async throws(FetchError) -> (Int, [String: String], Data) {
        #if os(Linux)
        if let curl = LibCurl.shared {
            let transfer = CurlTransfer(curl: curl, url: request.url, headers: request.headers, timeouts: timeouts)
            let response = try await transfer.run().get()
            return (response.status, response.headers, response.body)
        }
        #endif
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await perform(urlRequest).get()
        guard let http = response as? HTTPURLResponse else { throw .unexpectedContent("not an HTTP response") }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headers[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, headers, data)
    }

    /// Runs one data task, failing with `.timeout` when it has not finished within `requestTimeout` (the task is
    /// then cancelled). Cancelling the calling Swift task cancels the data task (reported as `.offline`).
    private func perform(_ request: URLRequest) async -> Result<(Data, URLResponse), FetchError> {
        let completion = Completion()
        let timeout = requestTimeout
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let task = session.dataTask(with: request) { data, response, error in
                    if let error {
                        completion.finish(.failure(FetchErrorMapping.map(error)))
                    } else if let response {
                        completion.finish(.success((data ?? Data(), response)))
                    } else {
                        completion.finish(.failure(.unexpectedContent("no HTTP response")))
                    }
                }
                guard completion.install(continuation, task: task) else { return }
                DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { completion.finish(.failure(.timeout)) }
                task.resume()
            }
        } onCancel: {
            completion.finish(.failure(.offline))
        }
    }
}

/// Resumes a continuation exactly once, with whichever comes first: the data task's completion, the time-out timer
/// or cancellation; a failure cancels the data task. All state is behind `lock`.
private final class Completion: @unchecked Sendable {
    typealias Outcome = Result<(Data, URLResponse), FetchError>
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var task: URLSessionDataTask?
    /// An outcome that arrived before `install` (only cancellation can).
    private var early: Outcome?
    private var done = false

    /// Installs the continuation and the (not yet resumed) task. Returns false when an outcome already arrived:
    /// the continuation has then been resumed with it and the task must not start.
    func install(_ continuation: CheckedContinuation<Outcome, Never>, task: URLSessionDataTask) -> Bool {
        let early: Outcome? = lock.withLock {
            if let early = self.early {
                done = true
                return early
            }
            self.continuation = continuation
            self.task = task
            return nil
        }
        guard let early else { return true }
        continuation.resume(returning: early)
        return false
    }

    func finish(_ outcome: Outcome) {
        let taken: (CheckedContinuation<Outcome, Never>, URLSessionDataTask?)? = lock.withLock {
            guard !done else { return nil }
            guard let continuation else {
                if early == nil { early = outcome }
                return nil
            }
            done = true
            return (continuation, task)
        }
        guard let (continuation, task) = taken else { return }
        if case .failure = outcome { task?.cancel() }
        continuation.resume(returning: outcome)
    }
}
