#if os(Linux)
import Foundation
import Glibc

/// One GET run by a short-lived helper process, `kurs __transfer` (this same executable, `/proc/self/exe`), so that
/// a long-running dashboard never maps libcurl and its TLS stack (~30 libraries, ≈ 8 MB resident, for weeks): the
/// helper loads libcurl, runs one `CurlTransfer` and exits. The request goes to the helper's stdin (API keys in
/// headers never appear in its arguments), the answer comes back on its stdout (`TransferMessage`); the helper's
/// stderr is /dev/null and it inherits no other descriptor of this process (no lock, no terminal).
///
/// Waiting costs no CPU: a thread of its own blocks in `poll` until the answer ends or the whole-request time-out
/// (plus the connect time-out and 5 s for the helper's start) passes; then, or when the calling task is cancelled,
/// the helper is killed.
/// A helper that can't be started, dies or answers garbage is `.transportUnavailable` with the reason.
public struct HelperProcessTransfer: Sendable {
    /// The hidden command the helper runs: `kurs __transfer`.
    public static let command = "__transfer"

    let request: TransferMessage.Request
    /// The executable run as the helper (this one: `/proc/self/exe`).
    let executable: String

    /// Runs the helper on a new thread; cancelling the calling task kills it (reported as `.offline`).
    func run() async -> Result<CurlTransfer.Response, FetchError> {
        let child = ChildState()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread { continuation.resume(returning: perform(child)) }
                thread.name = "kurs.http"
                thread.start()
            }
        } onCancel: {
            child.cancel()
        }
    }

    /// The helper's pid once started, and whether the caller gave up; shared with the cancellation handler.
    final class ChildState: @unchecked Sendable {
        private let lock = NSLock()
        private var pid: pid_t?
        private(set) var cancelled = false

        func started(_ pid: pid_t) -> Bool {
            lock.withLock {
                self.pid = pid
                if cancelled { kill(pid, SIGKILL) }
                return !cancelled
            }
        }

        func cancel() {
            lock.withLock {
                cancelled = true
                if let pid { kill(pid, SIGKILL) }
            }
        }

        var isCancelled: Bool { lock.withLock { cancelled } }
    }

    /// Starts the helper, sends the request, reads the answer to its end, reaps the helper.
    private func perform(_ child: ChildState) -> Result<CurlTransfer.Response, FetchError> {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        // Socket pairs, not pipes: they are made close-on-exec atomically (no other thread's child inherits them), and
        // `send(MSG_NOSIGNAL)` to a helper that died fails with EPIPE instead of raising SIGPIPE in the dashboard.
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &input) == 0 else {
            return .failure(Self.unavailable("no socket pair: \(Self.reason(errno))"))
        }
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &output) == 0 else {
            close(input[0]); close(input[1])
            return .failure(Self.unavailable("no socket pair: \(Self.reason(errno))"))
        }
        let spawned = spawn(stdin: input[0], stdout: output[1])
        close(input[0]); close(output[1])
        guard case .success(let pid) = spawned else {
            close(input[1]); close(output[0])
            if case .failure(let error) = spawned { return .failure(error) }
            return .failure(.offline)
        }
        let message = TransferMessage.encode(request)
        let sent = message.withUnsafeBytes { Self.writeAll(input[1], $0, socket: true) }
        close(input[1])
        let answer = child.started(pid) && sent ? read(output[0], pid: pid) : nil
        close(output[0])
        if answer == nil { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        if child.isCancelled { return .failure(.offline) }
        switch answer {
        case .some(.tooLarge): return .failure(HTTPClient.responseTooLarge(request.maxBodyBytes))
        case .some(.timedOut): return .failure(.timeout)
        case .some(.data(let data)):
            if let result = TransferMessage.decodeAnswer(data) { return result }
            return .failure(Self.unavailable("the HTTP helper (kurs \(Self.command)) \(Self.describe(status))"))
        case nil:
            return .failure(Self.unavailable("the HTTP helper (kurs \(Self.command)) \(Self.describe(status))"))
        }
    }

    /// What reading the helper's stdout gave.
    private enum Answer {
        case data(Data)
        case tooLarge
        case timedOut
    }

    /// The helper's whole answer, read until its end; `.timedOut` when the request's time-out plus 5 s passes
    /// first, `.tooLarge` past the body cap plus 1 MB of framing; nil on a read error.
    private func read(_ fd: Int32, pid: pid_t) -> Answer? {
        let deadline = Date().addingTimeInterval(request.timeouts.request + request.timeouts.connect + 5)
        let limit = request.maxBodyBytes + (1 << 20)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .timedOut }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining * 1000, Double(Int32.max)).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return nil
            }
            if ready == 0 { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return nil
            }
            if count == 0 { return .data(data) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit { return .tooLarge }
        }
    }

    /// Starts the helper with `stdin`/`stdout` on the given pipe ends, stderr on /dev/null, every other inherited
    /// descriptor closed, no signal blocked and every signal's action the default.
    private func spawn(stdin: Int32, stdout: Int32) -> Result<pid_t, FetchError> {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for fd in InheritedDescriptors.list() where fd != stdin && fd != stdout {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
        let arguments: [String] = ["kurs", Self.command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let code = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        return code == 0 ? .success(pid) : .failure(Self.unavailable("the HTTP helper could not start: \(Self.reason(code))"))
    }

    /// Writes all of `bytes` to `fd` (with `send(MSG_NOSIGNAL)` on a socket); false on an error.
    private static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, socket: Bool = false) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = socket
                ? send(fd, base + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                : write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    private static func unavailable(_ why: String) -> FetchError { .transportUnavailable(why) }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// "exited with status 1", "was killed by signal 9".
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF) without an answer" }
        return "was killed by signal \(signal)"
    }

    // MARK: The helper's side

    /// `kurs __transfer`: reads one request (`TransferMessage`, at most 1 MB) from stdin, runs it through libcurl
    /// (`CurlTransfer`) and writes the answer to stdout. Exit status 0 when an answer was written (an error answer
    /// too), 2 for a request it can't read, 1 when stdout fails.
    public static func serveStandardStreams() -> Int32 {
        var input = Data()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while input.count <= 1 << 20 {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            input.append(contentsOf: buffer[0..<count])
        }
        guard let request = TransferMessage.decodeRequest(input) else { return 2 }
        let result: Result<CurlTransfer.Response, FetchError>
        if let curl = LibCurl.shared {
            result = CurlTransfer(curl: curl, url: request.url, headers: request.headers, timeouts: request.timeouts,
                                  maxBodyBytes: request.maxBodyBytes).runHere()
        } else {
            result = .failure(.transportUnavailable(LibCurl.unavailableReason))
        }
        let answer = TransferMessage.encode(result)
        return answer.withUnsafeBytes { writeAll(1, $0) } ? 0 : 1
    }
}
#endif
