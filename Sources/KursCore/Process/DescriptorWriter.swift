import Glibc

/// Writes bytes to a file descriptor with write(2), retrying short writes and EINTR, and returns the error
/// instead of trapping (Foundation's `FileHandle.write(_:)` raises an uncatchable exception on a full disk or
/// a closed descriptor).
package struct DescriptorWriter {
    /// The descriptor written (1 for stdout, 2 for stderr).
    package let descriptor: Int32

    /// A writer to `descriptor`.
    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// Writes all of `bytes`; returns nil when every byte was written, else the `errno` of the failed write.
    package func write(_ bytes: [UInt8]) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if result == 0 { return EIO }
            written += result
        }
        return nil
    }

    /// Whether the descriptor is open (`fcntl(F_GETFD)` succeeds).
    package var isOpen: Bool { fcntl(descriptor, F_GETFD) != -1 }

    /// Occupies a closed descriptor with /dev/null (opened read-write onto the same number), so a file the
    /// process opens later cannot take its number and receive output meant for the terminal. Returns true when
    /// the descriptor was closed.
    package func occupyIfClosed() -> Bool {
        guard !isOpen else { return false }
        let null = open("/dev/null", O_RDWR)
        if null >= 0, null != descriptor {
            _ = dup2(null, descriptor)
            close(null)
        }
        return true
    }
}

/// The message of an `errno` value, e.g. "No space left on device".
package func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
