import Foundation
package import Glibc

/// Children kurs starts and does not wait for (a background refresh, the history recorder, `notify-send`): in a new
/// session, stdin/stdout/stderr on /dev/null, every other descriptor closed and a clean signal state
/// (`SpawnAttributes`).
package enum DetachedProcess {
    /// Runs `executable` (a path, never through a shell) with `arguments` so; returns its pid (nil when it could not
    /// be started).
    package static func spawn(executable: String, _ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Descriptors inherited without close-on-exec (e.g. the pipe a parent watches for this process's exit) must
        // not stay open in the child, or the parent would wait for the child too.
        InheritedDescriptors.closeAll(in: &actions)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let code = SpawnAttributes.clean(newSession: true) { posix_spawn(&pid, executable, &actions, $0, argv, environ) }
        return code == 0 ? pid : nil
    }

    /// Runs `executable` with `arguments` as `spawn(executable:_:)` does, and reaps it when it ends, on a
    /// thread of its own (so it never lingers as a zombie while this process runs); returns whether it started.
    package static func spawnReaped(executable: String, _ arguments: [String]) -> Bool {
        guard let pid = spawn(executable: executable, arguments) else { return false }
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        }
        return true
    }

    /// This process's executable (`/proc/self/exe`), else `argv[0]` when it is a path.
    package static func executablePath() -> String? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        let first = CommandLine.arguments.first ?? ""
        return first.contains("/") ? first : nil
    }
}
