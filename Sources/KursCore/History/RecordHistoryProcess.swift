package import Foundation

/// The short-lived `kurs __record-history DIRECTORY OBSERVATION…` child the dashboard records its live rates fetches
/// with (so SQLite is never loaded into the long-running dashboard for them).
package enum RecordHistoryProcess {
    /// The hidden command's name.
    package static let name = "__record-history"

    /// Starts `executable __record-history directory` with `observations` (`DetachedProcess.spawnReaped`: its own
    /// session, stdio on /dev/null, reaped by a thread; not `reaped` by a process about to exit, whose children the
    /// system reaps) and returns at once; nothing for an empty list. - Returns: whether it started.
    @discardableResult
    package static func spawn(_ observations: [RateObservation], directory: URL, executable: String, reaped: Bool = true) -> Bool {
        guard !observations.isEmpty else { return false }
        let arguments = [name, directory.path] + observations.map(\.argument)
        guard reaped else { return DetachedProcess.spawn(executable: executable, arguments) != nil }
        return DetachedProcess.spawnReaped(executable: executable, arguments)
    }
}
