package import Foundation
import Dispatch
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command in a private tmux server (its own `-L` socket) for end-to-end tests: send keys, read the
/// screen, wait for a condition with a deadline, read the command's exit status, resize. `kill()` (call it
/// in tearDown) stops the server and removes the temp directory.
package final class TmuxSession {
    /// The tmux socket name (`tmux -L <socket>`), unique per session.
    package let socket: String
    /// A fresh temp directory: `cache/` (XDG_CACHE_HOME) and the `status` file live here.
    package let directory: URL
    private var statusFile: URL { directory.appendingPathComponent("status") }

    /// The `kurs` binary to test: `KURS_BIN` when set, else `<project root>/.build/debug/kurs`.
    package static var kursBinary: String {
        ProcessInfo.processInfo.environment["KURS_BIN"]
            ?? Fixtures.projectRoot.appendingPathComponent(".build/debug/kurs").path
    }

    /// Whether the tmux executable can be found on PATH.
    package static var isAvailable: Bool { (try? runTmux(["-V"]))?.status == 0 }

    /// Starts `binary arguments…` in a detached `width`×`height` session with XDG_CACHE_HOME=<fresh dir>,
    /// KURS_OFFLINE=1, TERM=xterm-256color, LANG=C.UTF-8 plus `environment`. When the command exits its status
    /// is written to the status file and the pane stays open (showing the normal screen) until `kill()`.
    /// - Throws: `TmuxError` when tmux cannot start the session.
    package init(binary: String = TmuxSession.kursBinary, arguments: [String] = ["--offline"], width: Int = 120,
                height: Int = 40, environment: [String: String] = [:]) throws {
        socket = "kurs-test-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("cache"), withIntermediateDirectories: true)
        var env = [
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path, "KURS_OFFLINE": "1",
            "TERM": "xterm-256color", "LANG": "C.UTF-8",
        ]
        env.merge(environment) { $1 }
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }.joined(separator: " ")
        let command = ([binary] + arguments).map(Self.quote).joined(separator: " ")
        // `trap : INT`: the shell survives the Ctrl-C sent to the foreground group (as an interactive shell would);
        // a trapped (not ignored) signal is reset to the default action for the program it starts.
        let script = "trap : INT QUIT; env \(assignments) \(command); echo $? > \(Self.quote(statusFile.path)); exec cat"
        // No output capture here: the tmux server this starts would inherit the pipe and never close it.
        let result = try Self.runTmux(["-L", socket, "-f", "/dev/null", "new-session", "-d", "-x", "\(width)", "-y", "\(height)",
                                       "sh -c \(Self.quote(script))"], captureOutput: false)
        guard result.status == 0 else { throw TmuxError(message: "tmux new-session failed with status \(result.status)") }
    }

    deinit { kill() }

    /// Sends keys in tmux's notation ("q", "Enter", "C-c", "Down", "Tab"); `literal` sends text as typed.
    package func sendKeys(_ keys: String..., literal: Bool = false) {
        _ = try? tmux(["send-keys", "-t", "0"] + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen as lines (trailing blanks trimmed by tmux).
    package func capturePane() -> [String] {
        guard let result = try? tmux(["capture-pane", "-p", "-t", "0"]), result.status == 0 else { return [] }
        var lines = result.output.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A tmux format value of the pane, e.g. "alternate_on", "pane_width", "pane_pid".
    package func paneValue(_ name: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", "0", "#{\(name)}"]))?.output ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pid of the `kurs` process below the pane's shell (its child, or a grandchild under bash), read from
    /// /proc; nil when there is none.
    package func kursPID() -> pid_t? {
        guard let shellPID = pid_t(paneValue("pane_pid")) else { return nil }
        var queue = Self.children(of: shellPID)
        while !queue.isEmpty {
            let pid = queue.removeFirst()
            if Self.command(of: pid).hasPrefix(Self.kursBinary) { return pid }
            queue += Self.children(of: pid)
        }
        return nil
    }

    private static func children(of pid: pid_t) -> [pid_t] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task -> [pid_t] in
            let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? ""
            return text.split(separator: " ").compactMap { pid_t($0) }
        }
    }

    private static func command(of pid: pid_t) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.replacingOccurrences(of: "\0", with: " ") ?? ""
    }

    /// Resizes the window (and so the pane) to `width`×`height`; the program gets SIGWINCH.
    package func resize(width: Int, height: Int) {
        _ = try? tmux(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls `condition` on the screen until it holds or `timeout` seconds pass; returns the last screen when
    /// it held, nil on timeout. Waits between polls on a semaphore with a deadline.
    @discardableResult
    package func waitFor(timeout: TimeInterval = 10, _ condition: ([String]) -> Bool) -> [String]? {
        waitUntil(timeout: timeout) {
            let screen = capturePane()
            return condition(screen) ? screen : nil
        }
    }

    /// Waits until the command has exited; returns its exit status, nil on timeout.
    package func waitForExit(timeout: TimeInterval = 10) -> Int32? {
        waitUntil(timeout: timeout) {
            guard let text = try? String(contentsOf: statusFile, encoding: .utf8),
                  let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
            return status
        }
    }

    /// Stops the tmux server and removes the temp directory. Safe to call more than once. The socket is removed
    /// only once the server is gone (a server whose socket was removed can't be reached to stop it any more).
    package func kill() {
        let gone = waitUntil(timeout: 5) { () -> Bool? in
            _ = try? Self.runTmux(["-L", socket, "kill-server"], captureOutput: false)
            let alive = try? Self.runTmux(["-L", socket, "has-session"], captureOutput: false)
            return alive.map { $0.status == 0 } == false ? true : nil
        } ?? false
        try? FileManager.default.removeItem(at: directory)
        guard gone else { return }
        let socketDirectory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(socketDirectory)/tmux-\(getuid())/\(socket)")
    }

    private func waitUntil<T>(timeout: TimeInterval, _ probe: () -> T?) -> T? {
        Deadline.poll(timeout: timeout, probe)
    }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.runTmux(["-L", socket] + arguments)
    }

    private static func runTmux(_ arguments: [String], captureOutput: Bool = true) throws -> (status: Int32, output: String) {
        guard captureOutput else { return (try spawnAndWait(["tmux"] + arguments), "") }
        return try CapturedProcess.run(["/usr/bin/env", "tmux"] + arguments)
    }

    /// Runs `arguments` (looked up on PATH) with stdio on /dev/null and waits with waitpid(2). Used where the
    /// program forks a daemon (the tmux server): Foundation's `Process` detects exit through a socket the daemon
    /// would inherit, so `waitUntilExit` would wait for the server instead. The child starts with a clean signal
    /// state (`SpawnAttributes`): a server started from an async test inherited the blocked signals of a Swift
    /// concurrency thread, never saw its pane end, and outlived `kill-server`.
    private static func spawnAndWait(_ arguments: [String]) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 { posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0) }
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = SpawnAttributes.clean { posix_spawnp(&pid, arguments[0], &actions, $0, &argv, environ) }
        guard spawned == 0 else { throw TmuxError(message: "cannot run \(arguments[0]): error \(spawned)") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// tmux could not do what a test asked.
package struct TmuxError: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}
