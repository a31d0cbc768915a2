#if !os(Linux)
import Foundation

/// One GET through URLSession, for platforms other than Linux (on Linux kurs uses `CurlTransfer` and never links
/// FoundationNetworking, see `LibCurl`). Ephemeral session, no URL cache or cookies; the whole-request time-out is
/// enforced with a timer that cancels the data task. Redirects are not followed (`HTTPClient` does that). A body
/// over `maxBodyBytes` is refused by its `Content-Length` or, when it has none, once it has arrived (unlike
/// `CurlTransfer`, memory is not bounded during the transfer here).
final class URLSessionTransfer: Sendable {
    private let session: URLSession
    private let requestTimeout: TimeInterval
    private let maxBodyBytes: Int

    /// A session with `timeouts.connect` as the silence time-out and `timeouts.request` for the whole request.
    init(timeouts: HTTPClient.Timeouts, maxBodyBytes: Int) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeouts.connect
        configuration.timeoutIntervalForResource = timeouts.request
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpAdditionalHeaders = [
            "User-Agent": HTTPClient.userAgent, "Accept-Encoding": "gzip, deflate", "Accept": "application/json",
        ]
        self.session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
        self.requestTimeout = timeouts.request
        self.maxBodyBytes = maxBodyBytes
    }

    /// The status, lower-cased headers and decompressed body of a GET of `url` with `headers`.
    func get(_ url: URL, headers: [String: String]) async throws(FetchError) -> (Int, [String: String], Data) {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = "GET"
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await perform(urlRequest).get()
        guard let http = response as? HTTPURLResponse else { throw .unexpectedContent("not an HTTP response") }
        guard data.count <= maxBodyBytes, http.expectedContentLength <= Int64(maxBodyBytes) else {
            throw HTTPClient.responseTooLarge(maxBodyBytes)
        }
        var lowered: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            lowered[String(describing: key).lowercased()] = String(describing: value)
        }
        return (http.statusCode, lowered, data)
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
                        completion.finish(.failure(Self.map(error)))
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

    /// A URLSession error: no connection (refused, DNS, no route, no internet) → `.offline`; time-outs → `.timeout`;
    /// a failed TLS connection → `.secureConnectionFailed`, in `CurlTransfer`'s words.
    static func map(_ error: any Error) -> FetchError {
        guard let urlError = error as? URLError else { return .offline }
        switch urlError.code {
        case .timedOut: return .timeout
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateHasUnknownRoot,
            .serverCertificateNotYetValid:
            return .secureConnectionFailed("server certificate not trusted (is ca-certificates installed?)")
        case .secureConnectionFailed, .clientCertificateRejected, .clientCertificateRequired:
            return .secureConnectionFailed("TLS handshake failed")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData,
            .zeroByteResource:
            return .unexpectedContent("bad HTTP response")
        default: return .offline
        }
    }
}

/// Declines every redirect, so the 3xx response itself reaches the completion handler.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
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
#endif
