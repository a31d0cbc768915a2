import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The descriptors a child process would inherit: to be closed in every child kurs starts (a background refresh, a
/// `notify-send`, the HTTP helper), so that no child holds a lock file, the terminal or a pipe a parent watches.
public enum InheritedDescriptors {
    /// The open descriptors above 2 without close-on-exec, from `/proc/self/fd` (the process's own state, not a file
    /// of the user's, so read directly rather than through the `FileSystem`).
    public static func list() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { fd in
            guard fd > 2 else { return false }
            let flags = fcntl(fd, F_GETFD)
            return flags >= 0 && flags & FD_CLOEXEC == 0
        }
    }
}
