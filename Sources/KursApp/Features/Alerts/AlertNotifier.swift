import Foundation
import KursCore
#if canImport(Glibc)
import Glibc
#endif

/// The desktop notification of a triggered alert (config `alerts.notify`): `notify-send "kurs alert" TEXT`, found
/// on `PATH`, started detached with `posix_spawn` (never a shell: the text is one argument), reaped by a thread
/// of its own. Nothing when `notify-send` is not installed.
enum AlertNotifier {
    /// The first executable `notify-send` in the directories of `path` (`PATH`); nil when there is none.
    static func executable(path: String?) -> String? {
        for directory in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where !directory.isEmpty {
            let candidate = "\(directory)/notify-send"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// Starts `notify-send` with `text` (control characters stripped); returns whether it started.
    @discardableResult
    static func notify(_ text: String, path: String?) -> Bool {
        guard let executable = executable(path: path) else { return false }
        return DetachedProcess.spawnReaped(executable: executable, ["kurs alert", TerminalText.sanitize(text)])
    }
}
