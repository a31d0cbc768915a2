import Foundation
import KursCore

/// Records the observations of live rates fetches in the history database (`RateHistory`,
/// `$XDG_DATA_HOME/kurs/history.sqlite3`). A damaged, locked or unwritable history never fails the command: it is
/// said once on stderr ("kurs: history unavailable: …; rates not recorded").
final class HistoryRecorder {
    private let environment: KursEnvironment
    private let output: any CommandOutput
    /// The database, opened on first use; nil before, or after it could not be opened (`failed`).
    private var history: RateHistory?
    /// Whether the database could not be opened or could not take a record (then nothing more is tried).
    private(set) var failed = false

    /// A recorder writing to `environment`'s history, its notes to `output`.
    init(environment: KursEnvironment, output: any CommandOutput) {
        self.environment = environment
        self.output = output
    }

    /// Stores `observations` (nothing for an empty list: the database is not even opened).
    func record(_ observations: [RateObservation]) {
        guard !observations.isEmpty, !failed else { return }
        do throws(HistoryError) {
            let history: RateHistory
            if let opened = self.history {
                history = opened
            } else {
                history = try RateHistory(environment: environment)
                self.history = history
            }
            try history.record(observations)
        } catch {
            failed = true
            output.note("\(error.message); rates not recorded")
        }
    }
}
