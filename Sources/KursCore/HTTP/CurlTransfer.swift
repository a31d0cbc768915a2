#if os(Linux)
import Foundation

/// One GET through libcurl's easy interface (`LibCurl`), run on its own thread: `curl_easy_perform` blocks in
/// `poll()`, so waiting on a slow server costs no CPU. libcurl enforces the connect time-out
/// (`CURLOPT_CONNECTTIMEOUT_MS`), the silence time-out (less than 1 byte/s for `connect` seconds) and the
/// whole-request time-out (`CURLOPT_TIMEOUT_MS`); it sends `Accept-Encoding` and decompresses gzip/deflate itself.
/// Only `http`/`https` are allowed, and redirects are not followed here: a 3xx comes back as it is, and
/// `HTTPClient` decides whether to follow it (libcurl would send every custom header, API keys included, on to
/// the redirect's host).
///
/// The body is capped at `maxBodyBytes`, both as received (compressed) and as decompressed: a `Content-Length` over
/// it is refused before any body is read (`CURLOPT_MAXFILESIZE_LARGE`), and the write and progress callbacks abort
/// the transfer as soon as either count passes it, so memory never holds more than the cap.
final class CurlTransfer: @unchecked Sendable {
    /// What came back: the response's status, lower-cased headers and decompressed body.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    private let curl: LibCurl
    private let url: URL
    private let headers: [String: String]
    private let timeouts: HTTPClient.Timeouts
    private let maxBodyBytes: Int
    /// Written only by libcurl's callbacks on the transfer thread.
    private var body = Data()
    private var responseHeaders: [String: String] = [:]
    /// Set by a callback that stopped the transfer because the body passed `maxBodyBytes`.
    private var tooLarge = false
    private let lock = NSLock()
    private var cancelled = false

    init(curl: LibCurl, url: URL, headers: [String: String], timeouts: HTTPClient.Timeouts, maxBodyBytes: Int) {
        self.curl = curl
        self.url = url
        self.headers = headers
        self.timeouts = timeouts
        self.maxBodyBytes = maxBodyBytes
    }

    /// Runs the transfer on a new thread; cancelling the calling task aborts it (reported as `.offline`).
    func run() async -> Result<Response, FetchError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                ThreadName.start("kurs.http") { continuation.resume(returning: self.perform()) }
            }
        } onCancel: {
            lock.withLock { cancelled = true }
        }
    }

    /// Runs the transfer on the calling thread, blocking until it ends (`kurs __transfer`, the helper process).
    func runHere() -> Result<Response, FetchError> { perform() }

    /// True once the calling task was cancelled; libcurl's progress callback then aborts the transfer.
    fileprivate var isCancelled: Bool { lock.withLock { cancelled } }

    /// Appends decompressed body bytes; false (abort) when they would take the body past the cap.
    fileprivate func append(body chunk: UnsafeRawBufferPointer) -> Bool {
        guard body.count + chunk.count <= maxBodyBytes else {
            tooLarge = true
            return false
        }
        body.append(contentsOf: chunk)
        return true
    }

    /// Whether the transfer goes on after a progress report of `received` bytes on the wire: not once the caller
    /// was cancelled, nor past the cap.
    fileprivate func shouldContinue(received: Int64) -> Bool {
        if received > Int64(maxBodyBytes) {
            tooLarge = true
            return false
        }
        return !isCancelled
    }

    /// One header line; a status line ("HTTP/…", after 100 Continue) starts a new header set.
    fileprivate func append(headerLine line: String) {
        if line.hasPrefix("HTTP/") {
            responseHeaders = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        if !name.isEmpty { responseHeaders[name] = value }
    }

    /// The blocking transfer.
    private func perform() -> Result<Response, FetchError> {
        guard !isCancelled else { return .failure(.offline) }
        guard let handle = curl.easyInit() else { return .failure(.offline) }
        defer { curl.cleanup(handle) }
        var list: OpaquePointer?
        for (name, value) in headers.merging(["User-Agent": HTTPClient.userAgent, "Accept": "application/json"], uniquingKeysWith: { mine, _ in mine }) {
            list = curl.slistAppend(list, "\(name): \(value)")
        }
        defer { curl.slistFreeAll(list) }
        let this = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        url.absoluteString.withCString { _ = curl.setopt(handle, LibCurl.Option.url, pointer: $0) }
        "gzip, deflate".withCString { _ = curl.setopt(handle, LibCurl.Option.acceptEncoding, pointer: $0) }
        "http,https".withCString { _ = curl.setopt(handle, LibCurl.Option.protocolsString, pointer: $0) }
        curl.setopt(handle, LibCurl.Option.httpHeader, pointer: list.map { UnsafeRawPointer($0) })
        curl.setopt(handle, LibCurl.Option.httpGet, long: 1)
        curl.setopt(handle, LibCurl.Option.noSignal, long: 1)
        curl.setopt(handle, LibCurl.Option.followLocation, long: 0)
        curl.setopt(handle, LibCurl.Option.maxFileSizeLarge, offT: Int64(maxBodyBytes))
        curl.setopt(handle, LibCurl.Option.connectTimeoutMilliseconds, long: Self.milliseconds(timeouts.connect))
        curl.setopt(handle, LibCurl.Option.timeoutMilliseconds, long: Self.milliseconds(timeouts.request))
        curl.setopt(handle, LibCurl.Option.lowSpeedLimit, long: 1)
        curl.setopt(handle, LibCurl.Option.lowSpeedTime, long: max(1, Int(timeouts.connect.rounded(.up))))
        curl.setopt(handle, LibCurl.Option.writeFunction, write: curlWriteBody)
        curl.setopt(handle, LibCurl.Option.writeData, pointer: this)
        curl.setopt(handle, LibCurl.Option.headerFunction, write: curlWriteHeader)
        curl.setopt(handle, LibCurl.Option.headerData, pointer: this)
        curl.setopt(handle, LibCurl.Option.noProgress, long: 0)
        curl.setopt(handle, LibCurl.Option.xferInfoFunction, xferInfo: curlProgress)
        curl.setopt(handle, LibCurl.Option.xferInfoData, pointer: this)

        let code = curl.perform(handle)
        if tooLarge || code == LibCurl.Code.fileSizeExceeded { return .failure(HTTPClient.responseTooLarge(maxBodyBytes)) }
        guard code == LibCurl.Code.ok else { return .failure(Self.error(for: code)) }
        let status = curl.getinfoLong(handle, LibCurl.Info.responseCode) ?? 0
        return .success(Response(status: status, headers: responseHeaders, body: body))
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int { max(1, Int((seconds * 1000).rounded())) }

    /// A failed transfer's `CURLcode` as a `FetchError`: time-outs → `.timeout`; a garbled, empty or cut-off
    /// response → `.unexpectedContent`; a failed TLS connection → `.secureConnectionFailed` (a certificate that is
    /// not trusted is not "offline"); everything else (refused, DNS, reset, cancelled) → `.offline`.
    static func error(for code: Int32) -> FetchError {
        switch code {
        case LibCurl.Code.operationTimedOut: return .timeout
        case LibCurl.Code.peerFailedVerification, LibCurl.Code.sslIssuerError, LibCurl.Code.sslInvalidCertStatus:
            // GnuTLS's libcurl reports a missing CA bundle this way too (not 77).
            return .secureConnectionFailed("server certificate not trusted (is ca-certificates installed?)")
        case LibCurl.Code.sslCACertBadFile:
            return .secureConnectionFailed("no CA certificates (install ca-certificates)")
        case LibCurl.Code.sslConnectError, LibCurl.Code.sslCertProblem, LibCurl.Code.sslCipher, LibCurl.Code.sslClientCert:
            return .secureConnectionFailed("TLS handshake failed")
        case LibCurl.Code.weirdServerReply, LibCurl.Code.partialFile, LibCurl.Code.gotNothing,
            LibCurl.Code.badContentEncoding:
            return .unexpectedContent("bad HTTP response")
        default: return .offline
        }
    }
}

/// `CURLOPT_WRITEFUNCTION`: appends body bytes to the `CurlTransfer` in `userdata`; 0 (abort) past the cap.
private let curlWriteBody: LibCurl.WriteCallback = { data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
    return transfer.append(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

/// `CURLOPT_HEADERFUNCTION`: one header line (not NUL-terminated) for the `CurlTransfer` in `userdata`.
private let curlWriteHeader: LibCurl.WriteCallback = { data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    transfer.append(headerLine: String(decoding: bytes, as: UTF8.self))
    return size * count
}

/// `CURLOPT_XFERINFOFUNCTION`: non-zero aborts the transfer once the calling task was cancelled or more than the
/// cap came in on the wire.
private let curlProgress: LibCurl.XferInfoCallback = { userdata, _, received, _, _ in
    guard let userdata else { return 0 }
    return Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue().shouldContinue(received: received) ? 0 : 1
}
#endif
