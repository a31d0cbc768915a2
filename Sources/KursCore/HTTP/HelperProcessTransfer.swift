#if os(Linux)
import Foundation
import Glibc

/// One GET run by a short-lived helper process, `kurs __transfer` (this same executable, `/proc/self/exe`), so that a
/// long-running dashboard never maps libcurl and its TLS stack (~30 libraries, resident for weeks). The
/// requests that start while a helper is alive share it (`HelperProcessPool`: a cold start's seven requests load
/// libcurl once, not seven times); the helper runs each in a `CurlTransfer` on a thread of its own and exits one
/// second after its last answer. Requests go to the helper's stdin (API keys in headers never appear in its
/// arguments), answers come back on its stdout (`TransferMessage` in `TransferFrame`s); the helper's stderr is
/// /dev/null and it inherits no other descriptor of this process (no lock, no terminal).
///
/// Waiting costs no CPU: the calling task's thread sleeps until the answer, the whole-request time-out plus the
/// connect time-out and 5 s (then the helper is killed: `.timeout`), or the task's cancellation (`.offline`). A
/// helper that can't be started, dies or answers garbage is `.transportUnavailable` with the reason.
///
/// Public only for `kurs __transfer` itself (`command`, `serveStandardStreams()`); requests go through `HTTPClient`
/// with `.helper`.
package struct HelperProcessTransfer: Sendable {
    /// The hidden command the helper runs: `kurs __transfer`.
    package static let command = "__transfer"

    let request: TransferMessage.Request
    /// The executable run as the helper (this one: `/proc/self/exe`).
    let executable: String

    /// Runs the request through the executable's helper; cancelling the calling task answers `.offline` at once.
    /// The request is written to the helper here, on the calling thread, when that can't wait
    /// (`HelperProcessPool.deliverWithoutWaiting`); only the wait for its answer has a thread of its own. Why: a new
    /// thread can wait milliseconds for a busy host's other vCPU, and a cold start's first requests went out only once
    /// their threads ran. Otherwise (no helper yet, the pool busy, a full socket) that thread writes it (`deliver`), as
    /// the calling thread must not block.
    func run() async -> Result<CurlTransfer.Response, FetchError> {
        if Task.isCancelled { return .failure(.offline) }
        let pool = HelperProcessPool.shared(for: executable)
        let slot = HelperProcessPool.Slot()
        let request = self.request
        let delivered: HelperProcessPool.Sent?
        switch pool.deliverWithoutWaiting(request, slot: slot) {
        case .some(.success(let sent)): delivered = sent
        case .some(.failure(let error)): return .failure(error)
        case .none: delivered = nil
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                ThreadName.start("kurs.http") {
                    let sent = delivered.map { .success($0) } ?? pool.deliver(request, slot: slot)
                    continuation.resume(returning: sent.flatMap { pool.wait(for: $0, slot: slot) })
                }
            }
        } onCancel: {
            slot.finish(.failure(.offline))
        }
    }

    /// Starts `executable`'s helper ahead of the requests a caller is about to make (`HTTPClient.prepareTransport`).
    static func prestart(executable: String) {
        HelperProcessPool.shared(for: executable).prestart()
    }

    // MARK: The helper's side

    /// `kurs __transfer`: loads libcurl at once, reads request frames from stdin until it ends, runs each through
    /// libcurl (`CurlTransfer`) on a thread of its own, writes each answer frame to stdout as it completes, and
    /// exits once stdin has ended and every answer is written. Exit status 0; 2 for input that is not frames.
    package static func serveStandardStreams() -> Int32 {
        // libcurl and its TLS stack load first, on this thread, while the first request is on its way (no transfer can
        // run before anyway). Not on a thread of its own: one still ending (OpenSSL's per-thread clean-up) while this
        // process exited aborted about once in 2,000 helpers whose stdin ended at once. GnuTLS initialises itself when
        // it is loaded, for nothing here: it is a dependency of libcurl's LDAP and RTMP support even in the OpenSSL
        // flavour; kurs asks for http and https only, and the GnuTLS flavour's `curl_global_init` calls
        // `gnutls_global_init` itself. This process starts no other program.
        setenv("GNUTLS_NO_IMPLICIT_INIT", "1", 0)
        _ = LibCurl.shared
        let output = NSLock()
        let running = InFlight()
        var reader = TransferFrame.Reader(limit: 1 << 20)
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var status: Int32 = 0
        reading: while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            reader.append(buffer[0..<count])
            while true {
                guard let frame = reader.next() else { break }
                guard case .frame(let id, let payload) = frame else {
                    status = 2
                    break reading
                }
                running.started()
                let thread = Thread {
                    let answer = TransferMessage.encode(Self.transfer(payload))
                    let bytes = TransferFrame.encode(id: id, payload: answer)
                    output.withLock { _ = bytes.withUnsafeBytes { HelperProcessPool.writeAll(1, $0) } }
                    running.finished()
                }
                thread.start()
            }
        }
        running.waitForAll()
        return status
    }

    /// The helper's transfers still running.
    private final class InFlight: @unchecked Sendable {
        private let condition = NSCondition()
        private var count = 0

        func started() { condition.withLock { count += 1 } }

        func finished() {
            condition.withLock {
                count -= 1
                condition.signal()
            }
        }

        func waitForAll() { condition.withLock { while count > 0 { condition.wait() } } }
    }

    /// One request's answer: the transfer's result, or why it could not run.
    private static func transfer(_ payload: Data) -> Result<CurlTransfer.Response, FetchError> {
        guard let request = TransferMessage.decodeRequest(payload) else {
            return .failure(.transportUnavailable("the HTTP helper got a request it can't read"))
        }
        guard let curl = LibCurl.shared else { return .failure(.transportUnavailable(LibCurl.unavailableReason)) }
        return CurlTransfer(curl: curl, url: request.url, headers: request.headers, timeouts: request.timeouts,
                            maxBodyBytes: request.maxBodyBytes).runHere()
    }
}

/// Messages between the dashboard and its helper on one stream: a line `kurs-frame ID LENGTH`, then LENGTH bytes.
enum TransferFrame {
    static func encode(id: UInt64, payload: Data) -> Data {
        var data = Data("kurs-frame \(id) \(payload.count)\n".utf8)
        data.append(payload)
        return data
    }

    /// What `Reader.next()` found.
    enum Item {
        case frame(id: UInt64, payload: Data)
        /// Not a frame (or one longer than the limit): the stream can't be trusted further.
        case garbage
    }

    /// Cuts frames out of bytes as they arrive.
    struct Reader {
        /// The longest payload accepted, in bytes.
        let limit: Int
        private var buffer = Data()

        init(limit: Int) { self.limit = limit }

        mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

        /// The next whole frame, `.garbage`, or nil when more bytes are needed.
        mutating func next() -> Item? {
            guard let newline = buffer.firstIndex(of: 0x0A) else {
                return buffer.count > 64 ? .garbage : nil
            }
            let fields = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, fields[0] == "kurs-frame", let id = UInt64(fields[1]), let length = Int(fields[2]),
                  length >= 0, length <= limit
            else { return .garbage }
            let start = newline + 1
            guard buffer.endIndex - start >= length else { return nil }
            let payload = Data(buffer[start..<start + length])
            buffer = Data(buffer[(start + length)...])
            return .frame(id: id, payload: payload)
        }
    }
}
#endif
