package import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The descriptors a child process would inherit: closed in every child kurs starts (a background refresh, a
/// `notify-send`, the HTTP helper), so that no child holds a lock file, the terminal or a pipe a parent watches.
package enum InheritedDescriptors {
    /// Adds to `actions`, after the standard streams were set up, the closing in the child of every descriptor above 2:
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later: one `close_range(2)` in the child), else
    /// (missing, or failing) a close for each one `list()` finds. Listing `/proc/self/fd` slowed each start of the
    /// fetch helper, on a first start's way to its data. (Looked up with `dlsym`: Swift's Glibc module leaves out
    /// glibc's `_np` extensions.)
    package static func closeAll(in actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        for fd in list() { posix_spawn_file_actions_addclose(&actions, fd) }
    }

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    private static let closeFrom: CloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: CloseFrom.self) }

    /// The open descriptors above 2 without close-on-exec, from `/proc/self/fd` (the process's own state, not a file
    /// of the user's, so read directly rather than through the `FileSystem`).
    static func list() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { fd in
            guard fd > 2 else { return false }
            let flags = fcntl(fd, F_GETFD)
            return flags >= 0 && flags & FD_CLOEXEC == 0
        }
    }
}
