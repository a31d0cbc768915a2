import Foundation

/// Names the calling thread in the kernel's view (`/proc/thread-self/comm`, shown by `ps -L`, `top -H`, perf), as
/// `pthread_setname_np` does (it is not in Swift's Glibc module); Foundation's `Thread.name` never gets there.
public enum ThreadName {
    /// Gives the calling thread `name` (at most 15 bytes are kept). Best effort: nothing depends on it.
    public static func setCurrent(_ name: String) {
        let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        _ = Array(name.utf8.prefix(15)).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    }
}
