#if os(Linux)
import Foundation

/// One GET through libcurl's easy interface (`LibCurl`), run on its own thread: `curl_easy_perform` blocks in
/// `poll()`, so waiting on a slow server costs no CPU. libcurl enforces the connect time-out
/// (`CURLOPT_CONNECTTIMEOUT_MS`), the silence time-out (less than 1 byte/s for `connect` seconds) and the
/// whole-request time-out (`CURLOPT_TIMEOUT_MS`); it sends `Accept-Encoding` and decompresses gzip/deflate itself,
/// and follows up to 5 redirects like URLSession.
final class CurlTransfer: @unchecked Sendable {
    /// What came back: the final response's status, lower-cased headers and decompressed body.
    struct Response: Sendable {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    private let curl: LibCurl
    private let url: URL
    private let headers: [String: String]
    private let timeouts: HTTPClient.Timeouts
    /// Written only by libcurl's callbacks on the transfer thread.
    private var body = Data()
    private var responseHeaders: [String: String] = [:]
    private let lock = NSLock()
    private var cancelled = false

    init(curl: LibCurl, url: URL, headers: [String: String], timeouts: HTTPClient.Timeouts) {
        self.curl = curl
        self.url = url
        self.headers = headers
        self.timeouts = timeouts
    }

    /// Runs the transfer on a new thread; cancelling the calling task aborts it (reported as `.offline`).
    func run() async -> Result<Response, FetchError> {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { continuation.resume(returning: self.perform()) }
                thread.name = "kurs.http"
                thread.start()
            }
        } onCancel: {
            lock.withLock { cancelled = true }
        }
    }

    /// True once the calling task was cancelled; libcurl's progress callback then aborts the transfer.
    fileprivate var isCancelled: Bool { lock.withLock { cancelled } }

    fileprivate func append(body chunk: UnsafeRawBufferPointer) { body.append(contentsOf: chunk) }

    /// One header line; a status line ("HTTP/…", after a redirect or 100 Continue) starts a new header set.
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
        let this = Unmanaged.passUnretained(self).toOpaque()
        let setLong = { (option: Int32, value: Int) in _ = self.curl.setoptLong(handle, option, value) }
        let setPointer = { (option: Int32, value: UnsafeRawPointer?) in _ = self.curl.setoptPointer(handle, option, value) }
        url.absoluteString.withCString { setPointer(LibCurl.Option.url, $0) }
        "gzip, deflate".withCString { setPointer(LibCurl.Option.acceptEncoding, $0) }
        setPointer(LibCurl.Option.httpHeader, list.map { UnsafeRawPointer($0) })
        setLong(LibCurl.Option.httpGet, 1)
        setLong(LibCurl.Option.noSignal, 1)
        setLong(LibCurl.Option.followLocation, 1)
        setLong(LibCurl.Option.maxRedirects, 5)
        setLong(LibCurl.Option.connectTimeoutMilliseconds, Self.milliseconds(timeouts.connect))
        setLong(LibCurl.Option.timeoutMilliseconds, Self.milliseconds(timeouts.request))
        setLong(LibCurl.Option.lowSpeedLimit, 1)
        setLong(LibCurl.Option.lowSpeedTime, max(1, Int(timeouts.connect.rounded(.up))))
        setPointer(LibCurl.Option.writeFunction, unsafeBitCast(curlWriteBody, to: UnsafeRawPointer.self))
        setPointer(LibCurl.Option.writeData, this)
        setPointer(LibCurl.Option.headerFunction, unsafeBitCast(curlWriteHeader, to: UnsafeRawPointer.self))
        setPointer(LibCurl.Option.headerData, this)
        setLong(LibCurl.Option.noProgress, 0)
        setPointer(LibCurl.Option.xferInfoFunction, unsafeBitCast(curlProgress, to: UnsafeRawPointer.self))
        setPointer(LibCurl.Option.xferInfoData, this)

        let code = curl.perform(handle)
        guard code == LibCurl.Code.ok else { return .failure(Self.error(for: code)) }
        var status = 0
        _ = curl.getinfoLong(handle, LibCurl.Info.responseCode, &status)
        return .success(Response(status: status, headers: responseHeaders, body: body))
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int { max(1, Int((seconds * 1000).rounded())) }

    /// A failed transfer's `CURLcode` as a `FetchError`: time-outs → `.timeout`; a garbled, empty or cut-off
    /// response → `.unexpectedContent`; everything else (refused, DNS, TLS, reset, cancelled) → `.offline`.
    static func error(for code: Int32) -> FetchError {
        switch code {
        case LibCurl.Code.operationTimedOut: return .timeout
        case LibCurl.Code.weirdServerReply, LibCurl.Code.partialFile, LibCurl.Code.gotNothing,
            LibCurl.Code.badContentEncoding:
            return .unexpectedContent("bad HTTP response")
        default: return .offline
        }
    }
}

/// `CURLOPT_WRITEFUNCTION`: appends body bytes to the `CurlTransfer` in `userdata`.
private let curlWriteBody: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
    transfer.append(body: UnsafeRawBufferPointer(start: data, count: size * count))
    return size * count
}

/// `CURLOPT_HEADERFUNCTION`: one header line (not NUL-terminated) for the `CurlTransfer` in `userdata`.
private let curlWriteHeader: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int = {
    data, size, count, userdata in
    guard let data, let userdata else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    transfer.append(headerLine: String(decoding: bytes, as: UTF8.self))
    return size * count
}

/// `CURLOPT_XFERINFOFUNCTION`: non-zero aborts the transfer once the calling task was cancelled.
private let curlProgress: @convention(c) (UnsafeMutableRawPointer?, Int64, Int64, Int64, Int64) -> Int32 = {
    userdata, _, _, _, _ in
    guard let userdata else { return 0 }
    return Unmanaged<CurlTransfer>.fromOpaque(userdata).takeUnretainedValue().isCancelled ? 1 : 0
}
#endif
