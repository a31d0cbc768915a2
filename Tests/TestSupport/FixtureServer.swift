package import Foundation
package import KursCore
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The loopback fixture server (`fixture_server.py` beside this file) as a child process: serves
/// `Fixtures.directory` on 127.0.0.1 at a free port, with faults injected per path, and logs every request.
/// Stopped by `stop()` or when released.
package final class FixtureServer: @unchecked Sendable {
    /// A fault the server applies to the next `times` requests of a path (see fixture_server.py).
    package enum Fault: String, Sendable {
        /// 400 with the Open-Meteo error body (`{"error":true,"reason":…}`).
        case badRequest = "400"
        /// 429 with the CoinGecko JSON body and `Retry-After: 119`.
        case rateLimited = "429"
        /// 429 with `Retry-After` as an HTTP date 120 s ahead.
        case rateLimitedUntilDate = "429-date"
        /// 429 with an HTML body and no `Retry-After`.
        case rateLimitedHTML = "429-html"
        /// 429 with Monobank's body (`{"errorDescription":"Too many requests"}`) and no `Retry-After`.
        case rateLimitedMonobank = "429-monobank"
        case notFound = "404"
        case internalServerError = "500"
        case serviceUnavailable = "503"
        /// 200 with an HTML page.
        case html
        /// 200 with an empty body.
        case empty
        /// 200 with an empty JSON list, `[]`.
        case emptyList = "empty-list"
        /// 200 with a JSON list none of whose elements decodes.
        case invalidRows = "invalid-rows"
        /// 200 with the first half of the normal body.
        case truncated
        /// The normal response after `delay` seconds.
        case slow
        /// The normal body, gzip-encoded.
        case gzip
        /// The normal response, trickled: a byte every 0.5 s for `delay` seconds (never idle, slow overall).
        case trickle
        /// 401 with a JSON error body (Open-Meteo and CoinGecko shapes) echoing the request's CoinGecko key header,
        /// raw and percent-encoded (upper- and lower-case hex).
        case echoKey = "echo-key"
        /// As `echoKey`, with HTTP 400.
        case echoKey400 = "echo-key-400"
        /// As `echoKey`, with HTTP 500.
        case echoKey500 = "echo-key-500"
        /// 200 with `size` bytes (default 300 MB) streamed without `Content-Length`, ending at connection close.
        case huge
        /// 200 with `size` bytes (default 300 MB) and `Content-Length: size` declared up front.
        case hugeWithLength = "huge-length"
        /// 200, `Content-Encoding: gzip`, a body that inflates to `size` zero bytes (default 1 GiB, ~1 MB sent).
        case gzipBomb = "gzipbomb"
        /// 302 to `location`.
        case redirect
        /// 429 with `Retry-After: <retryAfter>`, the value exactly as given.
        case rateLimitedWithValue = "429-value"
        /// The normal 200 with a CR inside its ETag (`"abc\rX-Injected: 1"`).
        case etagWithCR = "etag-cr"
        /// `status` (200 unless given) with `body` as the whole response body.
        case body
    }

    /// One logged request.
    package struct LoggedRequest: Decodable, Sendable {
        /// The path without the query, e.g. "/api/v3/coins/markets".
        package var path: String
        /// Path and query as sent.
        package var target: String
        /// Request headers, names lower-cased.
        package var headers: [String: String]
    }

    /// The port the server listens on (127.0.0.1).
    package let port: Int
    private let process: Process
    /// The server's stdin, never written: its write end closes when this process ends, however it ends.
    private let parentAlive = Pipe()

    /// `http://127.0.0.1:<port>` — the base for PrivatBank and er-api.
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }
    /// `http://127.0.0.1:<port>/api/v3` — the base for CoinGecko.
    package var coinGeckoBaseURL: URL { baseURL.appendingPathComponent("api/v3") }

    /// Starts the server and waits (blocking read, no sleep) until it prints its port.
    /// - Throws: `StartError` when python3 can't start or prints no port.
    package init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("fixture_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, Fixtures.directory.path]
        let output = Pipe()
        process.standardOutput = output
        // The server ends when this pipe does: a test process that crashes (no `stop()`) leaves no server behind
        // holding the test runner's output open.
        process.standardInput = parentAlive
        process.environment = ProcessInfo.processInfo.environment.merging(["FIXTURE_SERVER_EXIT_ON_STDIN_EOF": "1"]) { $1 }
        try process.run()
        var line = Data()
        while !line.contains(0x0A) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        guard let text = String(data: line, encoding: .utf8)?.trimmingCharacters(in: .whitespacesAndNewlines),
            let port = Int(text)
        else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw StartError()
        }
        self.process = process
        self.port = port
    }

    deinit { stop() }

    /// Stops the server process and waits for it to exit.
    package func stop() {
        guard process.isRunning else { return }
        // SIGKILL: a signal mask inherited from the test thread could block SIGTERM.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Applies `fault` to the next `times` requests of `path` (-1: all), after any faults already queued there.
    /// `location` is the target of `.redirect`; `size` the body size in bytes of `.huge`, `.hugeWithLength` and
    /// (inflated) `.gzipBomb`; `retryAfter` the header value of `.rateLimitedWithValue`; `body` and `status` the response of `.body`.
    package func inject(
        _ fault: Fault, path: String, times: Int = -1, delay: TimeInterval = 3, location: String? = nil, size: Int? = nil,
        retryAfter: String? = nil, body responseBody: String? = nil, status: Int? = nil
    ) async throws {
        var body: [String: Any] = ["path": path, "kind": fault.rawValue, "times": times, "delay": delay]
        if let location { body["location"] = location }
        if let size { body["size"] = size }
        if let retryAfter { body["retry_after"] = retryAfter }
        if let responseBody { body["body"] = responseBody }
        if let status { body["status"] = status }
        try await post("/__fault", body: JSONSerialization.data(withJSONObject: body))
    }

    /// Clears faults and the request log.
    package func reset() async throws { try await post("/__reset", body: Data("{}".utf8)) }

    /// Every request served so far (control requests excluded), oldest first.
    package func requests() async throws -> [LoggedRequest] {
        struct Log: Decodable { var log: [LoggedRequest] }
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("__requests"))
        return try JSONDecoder().decode(Log.self, from: data).log
    }

    /// How many requests were made for `path` (without query).
    package func requestCount(path: String) async throws -> Int {
        try await requests().filter { $0.path == path }.count
    }

    /// A `KursEnvironment` pointing every source at this server, with its cache in `cacheDirectory` and its data
    /// directory (the history) in `data/kurs` beside it.
    package func environment(cacheDirectory: URL, offline: Bool = false, coinGeckoKey: CoinGeckoKey? = nil) -> KursEnvironment {
        var environment = KursEnvironment(
            offline: offline, privatBankBaseURL: baseURL, erapiBaseURL: baseURL, coinGeckoBaseURL: coinGeckoBaseURL,
            coinGeckoKey: coinGeckoKey, cacheDirectory: cacheDirectory)
        environment.openMeteoBaseURL = baseURL
        environment.geocodingBaseURL = baseURL
        environment.pirateWeatherBaseURL = baseURL
        environment.nbuBaseURL = baseURL
        environment.monobankBaseURL = baseURL
        environment.dataDirectory = cacheDirectory.deletingLastPathComponent().appendingPathComponent("data/kurs", isDirectory: true)
        return environment
    }

    /// Environment variables pointing a `kurs` process at this server, with its cache under `cacheHome/kurs`.
    package func processEnvironment(cacheHome: URL) -> [String: String] {
        [
            "KURS_PRIVATBANK_URL": baseURL.absoluteString, "KURS_ERAPI_URL": baseURL.absoluteString,
            "KURS_COINGECKO_URL": coinGeckoBaseURL.absoluteString, "XDG_CACHE_HOME": cacheHome.path,
            "KURS_OPENMETEO_URL": baseURL.absoluteString, "KURS_GEOCODING_URL": baseURL.absoluteString,
            "KURS_PIRATEWEATHER_URL": baseURL.absoluteString,
            "KURS_NBU_URL": baseURL.absoluteString, "KURS_MONOBANK_URL": baseURL.absoluteString,
            "HOME": cacheHome.path, "PATH": "/usr/bin:/bin",
        ]
    }

    private func post(_ path: String, body: Data) async throws {
        var request = URLRequest(url: baseURL.appendingPathComponent(String(path.dropFirst())))
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        _ = try await URLSession.shared.data(for: request)
    }

    /// python3 did not start or printed no port.
    package struct StartError: Error {}
}
