import CNcursesw
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-blocking pipe used to wake a thread blocked in poll(2): signal handlers and other threads write a
/// byte to `writeEnd`; the loop polls `readEnd` and drains it. Both ends are close-on-exec.
public final class SelfPipe: Sendable {
    /// File descriptor to poll for POLLIN.
    public let readEnd: Int32
    /// File descriptor written by `wake()` (and by the C signal handlers).
    public let writeEnd: Int32

    /// Opens the pipe, both ends non-blocking and closed on exec (`pipe2`: one system call, not seven). Returns
    /// nil when it fails (out of descriptors).
    public init?() {
        var fds: [Int32] = [-1, -1]
        #if canImport(Glibc)
        guard kurs_open_wake_pipe(&fds) == 0 else { return nil }
        #else
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        #endif
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Writes one byte (never blocks; when the pipe is full it is already readable).
    public func wake() {
        var byte: UInt8 = 1
        _ = write(writeEnd, &byte, 1)
    }

    /// Reads and discards every pending byte.
    public func drain() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &scratch, scratch.count) > 0 {}
    }
}
