#if os(Linux)
import Foundation
import Glibc
import Synchronization

/// The running `kurs __transfer` helper of one executable, shared by the requests that start while it is alive
/// (`HelperProcessTransfer`). A request writes its frame to the helper's stdin and sleeps on its `Slot`; one reader
/// thread per helper reads the answer frames and wakes their slots. One second after the last answer with nothing
/// waiting, the reader closes the helper's stdin (the helper then exits, and the next request starts a new one);
/// a helper that ends early fails whatever still waits with the reason, and one that outlives a request's deadline
/// is killed.
final class HelperProcessPool: @unchecked Sendable {
    private static let pools = Mutex<[String: HelperProcessPool]>([:])

    /// The pool of `executable`, made on first use.
    static func shared(for executable: String) -> HelperProcessPool {
        pools.withLock { pools in
            if let pool = pools[executable] { return pool }
            let pool = HelperProcessPool(executable: executable)
            pools[executable] = pool
            return pool
        }
    }

    /// Where one request's answer arrives; finished once (later answers are dropped).
    final class Slot: @unchecked Sendable {
        private let condition = NSCondition()
        private var result: Result<CurlTransfer.Response, FetchError>?

        /// Sets the answer unless one is set already, and wakes the waiter.
        func finish(_ answer: Result<CurlTransfer.Response, FetchError>) {
            condition.withLock {
                if result == nil { result = answer }
                condition.signal()
            }
        }

        /// The answer, or nil when `deadline` passed first.
        func wait(until deadline: Date) -> Result<CurlTransfer.Response, FetchError>? {
            condition.withLock {
                while result == nil { if !condition.wait(until: deadline) { break } }
                return result
            }
        }
    }

    /// One helper process: its pid, the ends of its stdin and stdout, the requests waiting on it (`waiting` and
    /// `closing` only under the pool's lock).
    fileprivate final class Helper: @unchecked Sendable {
        let pid: pid_t
        let input: Int32
        let output: Int32
        var waiting: [UInt64: Slot] = [:]
        var closing = false
        /// The helper has exited and is about to be reaped: its pid may be reused, never signal it.
        var exited = false

        init(pid: pid_t, input: Int32, output: Int32) {
            self.pid = pid
            self.input = input
            self.output = output
        }
    }

    private let executable: String
    private let lock = NSLock()
    private var helper: Helper?
    private var nextID: UInt64 = 0

    private init(executable: String) { self.executable = executable }

    /// Starts a helper now when none is alive, for requests about to come (it loads libcurl meanwhile); like any
    /// helper it exits one second after its last answer, or one second after it started if none comes.
    func prestart() {
        lock.withLock { _ = aliveHelper() }
    }

    /// The helper requests go to: the one alive, else a new one with its reader thread (under `lock`). A helper
    /// that has exited but whose reader has not noticed yet (a prestarted one killed meanwhile) is not used.
    private func aliveHelper() -> Result<Helper, FetchError> {
        if let alive = helper, !alive.closing {
            guard Self.hasExited(alive.pid) else { return .success(alive) }
            alive.closing = true
        }
        switch spawn() {
        case .success(let started):
            helper = started
            ThreadName.start("kurs.http-helper") { [self] in readAnswers(from: started) }
            return .success(started)
        case .failure(let error):
            return .failure(error)
        }
    }

    /// A request written to a helper (`deliver`), its answer still to come (`wait`).
    struct Sent: @unchecked Sendable {
        fileprivate let helper: Helper
        /// When the helper is killed and the request fails with `.timeout`: its time-outs plus 5 s from sending.
        let deadline: Date
        /// The request's body cap (bytes): a larger answer is `HTTPClient.responseTooLarge`.
        let maxBodyBytes: Int
    }

    /// The largest request frame `deliverWithoutWaiting` writes (a request's frame is a few hundred bytes).
    static let quickFrameLimit = 16 << 10

    /// Writes `request`'s frame to the helper (starting one when none is alive), its answer to come to `slot`;
    /// may wait (for the pool's lock, a helper's spawn, room in its socket), so it runs on the request's own thread.
    func deliver(_ request: TransferMessage.Request, slot: Slot) -> Result<Sent, FetchError> {
        let payload = TransferMessage.encode(request)
        let written: Result<Helper, FetchError> = lock.withLock {
            switch aliveHelper() {
            case .success(let alive): return writeFrame(payload, for: slot, to: alive)
            case .failure(let error): return .failure(error)
            }
        }
        return written.map { sent(request, to: $0) }
    }

    /// `deliver` when it can't wait, for a caller that must not block (the dashboard's one effects thread): a
    /// helper is alive, no one holds the pool's lock, the frame is small and the helper's socket has room (a Unix
    /// socket reports room with at least three quarters of its send buffer free, far more than a frame). nil when
    /// one of these fails: `deliver` then does it on the request's own thread, as before.
    func deliverWithoutWaiting(_ request: TransferMessage.Request, slot: Slot) -> Result<Sent, FetchError>? {
        guard lock.try() else { return nil }
        defer { lock.unlock() }
        guard let current = helper, !current.closing, !Self.hasExited(current.pid), Self.hasRoom(current.input)
        else { return nil }
        let payload = TransferMessage.encode(request)
        guard payload.count < Self.quickFrameLimit else { return nil }
        return writeFrame(payload, for: slot, to: current).map { sent(request, to: $0) }
    }

    /// Registers `slot` and writes its frame to `current` (under `lock`); a helper that doesn't take it is closing.
    private func writeFrame(_ payload: Data, for slot: Slot, to current: Helper) -> Result<Helper, FetchError> {
        nextID += 1
        let id = nextID
        current.waiting[id] = slot
        let frame = TransferFrame.encode(id: id, payload: payload)
        guard frame.withUnsafeBytes({ Self.writeAll(current.input, $0, socket: true) }) else {
            current.waiting[id] = nil
            current.closing = true  // it stopped reading: the next request starts another
            if helper === current { helper = nil }
            return .failure(.transportUnavailable("the HTTP helper (kurs \(HelperProcessTransfer.command)) stopped reading"))
        }
        return .success(current)
    }

    private func sent(_ request: TransferMessage.Request, to helper: Helper) -> Sent {
        Sent(helper: helper, deadline: Date().addingTimeInterval(request.timeouts.request + request.timeouts.connect + 5),
             maxBodyBytes: request.maxBodyBytes)
    }

    /// Whether `socket` can take a write without waiting (`poll` for `POLLOUT`, no wait).
    private static func hasRoom(_ socket: Int32) -> Bool {
        var poller = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        return poll(&poller, 1, 0) == 1 && poller.revents & Int16(POLLOUT) != 0
    }

    /// Waits on `slot` for the answer to `sent` until its deadline (the helper is then killed, `.timeout`) or a
    /// cancellation (`slot.finish`).
    func wait(for sent: Sent, slot: Slot) -> Result<CurlTransfer.Response, FetchError> {
        let current = sent.helper
        if let answer = slot.wait(until: sent.deadline) {
            if case .success(let response) = answer, response.body.count > sent.maxBodyBytes {
                return .failure(HTTPClient.responseTooLarge(sent.maxBodyBytes))
            }
            return answer
        }
        lock.withLock {
            current.closing = true
            if helper === current { helper = nil }
            if !current.exited { kill(current.pid, SIGKILL) }
        }
        slot.finish(.failure(.timeout))
        return slot.wait(until: sent.deadline) ?? .failure(.timeout)
    }

    /// The reader thread of `helper`: wakes each answer's slot; closes the helper's stdin one second after the last
    /// answer with nothing waiting; on the helper's end, reaps it and fails what still waits.
    private func readAnswers(from helper: Helper) {
        var reader = TransferFrame.Reader(limit: 64 << 20)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        var broken = false
        while true {
            let idle = lock.withLock { helper.waiting.isEmpty && !helper.closing }
            var poller = pollfd(fd: helper.output, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, idle ? 1_000 : -1)
            if ready < 0 && errno == EINTR { continue }
            if ready == 0 {
                lock.withLock {
                    guard helper.waiting.isEmpty, !helper.closing else { return }
                    helper.closing = true
                    if self.helper === helper { self.helper = nil }
                    shutdown(helper.input, Int32(SHUT_WR))
                }
                continue
            }
            if ready < 0 { break }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(helper.output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            reader.append(buffer[0..<count])
            while let item = reader.next() {
                guard case .frame(let id, let payload) = item else {
                    broken = true
                    break
                }
                let slot = lock.withLock { helper.waiting.removeValue(forKey: id) }
                let answer = TransferMessage.decodeAnswer(payload)
                    ?? .failure(.transportUnavailable("the HTTP helper (kurs \(HelperProcessTransfer.command)) sent an answer it can't read"))
                slot?.finish(answer)
            }
            if broken { break }
        }
        if broken { kill(helper.pid, SIGKILL) }
        let orphans: [Slot] = lock.withLock {
            helper.closing = true
            if self.helper === helper { self.helper = nil }
            defer { helper.waiting = [:] }
            return Array(helper.waiting.values)
        }
        close(helper.input)
        close(helper.output)
        // Wait for the exit without reaping, mark it, then reap: a time-out in `perform` signals the pid only
        // while it is still this helper's.
        var info = siginfo_t()
        while waitid(P_PID, id_t(helper.pid), &info, WEXITED | WNOWAIT) < 0 && errno == EINTR {}
        lock.withLock { helper.exited = true }
        var status: Int32 = 0
        while waitpid(helper.pid, &status, 0) < 0 && errno == EINTR {}
        let why = broken ? "sent something that is not an answer" : Self.describe(status)
        for slot in orphans {
            slot.finish(.failure(.transportUnavailable("the HTTP helper (kurs \(HelperProcessTransfer.command)) \(why)")))
        }
    }

    /// Starts a helper with its stdin and stdout on socket pairs, stderr on /dev/null, every other inherited
    /// descriptor closed, no signal blocked and every signal's action the default.
    private func spawn() -> Result<Helper, FetchError> {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1]
        // Socket pairs, not pipes: made close-on-exec atomically (no other thread's child inherits them), and
        // `send(MSG_NOSIGNAL)` to a helper that died fails with EPIPE instead of raising SIGPIPE in the dashboard.
        let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        guard socketpair(AF_UNIX, type, 0, &input) == 0 else {
            return .failure(.transportUnavailable("no socket pair: \(Self.reason(errno))"))
        }
        guard socketpair(AF_UNIX, type, 0, &output) == 0 else {
            close(input[0]); close(input[1])
            return .failure(.transportUnavailable("no socket pair: \(Self.reason(errno))"))
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, input[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        InheritedDescriptors.closeAll(in: &actions)
        let arguments: [String] = ["kurs", HelperProcessTransfer.command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let code = SpawnAttributes.clean { posix_spawn(&pid, executable, &actions, $0, argv, environ) }
        close(input[0]); close(output[1])
        guard code == 0 else {
            close(input[1]); close(output[0])
            return .failure(.transportUnavailable("the HTTP helper could not start: \(Self.reason(code))"))
        }
        return .success(Helper(pid: pid, input: input[1], output: output[0]))
    }

    /// Whether the child `pid` has exited (without reaping it: its reader thread does).
    private static func hasExited(_ pid: pid_t) -> Bool {
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return false }
        return info.si_signo == SIGCHLD  // left 0 when the child has not changed state
    }

    /// Writes all of `bytes` to `fd` (with `send(MSG_NOSIGNAL)` on a socket); false on an error.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, socket: Bool = false) -> Bool {
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
            if written == 0 { return false }
            offset += written
        }
        return true
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// "exited with status 1 without an answer", "was killed by signal 9".
    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        if signal == 0 { return "exited with status \((status >> 8) & 0xFF) without an answer" }
        return "was killed by signal \(signal)"
    }
}
#endif
