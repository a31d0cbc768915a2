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

    /// What the history keeps of `value`, a fetch of one of the hryvnia rates resources (PrivatBank cash or card,
    /// NBU today, Monobank) made now; empty for any other resource or a value not fetched now.
    static func observations(of value: LoadedValue) -> [RateObservation] {
        guard value.origin == .live else { return [] }
        let fetchedAt = value.fetchedAt
        for (kind, source) in [(PrivatBankRateKind.cash, HistorySource.privatbank), (.card, .privatbankCard)]
        where value.id == Resource.privatBank(kind).id {
            guard let list = value.fetched(as: DecodedList<BankRate>.self) else { return [] }
            return RateObservation.from(list.value.elements, source: source, fetchedAt: fetchedAt)
        }
        if value.id == Resource.nbu().id, let list = value.fetched(as: DecodedList<OfficialRate>.self) {
            return RateObservation.from(list.value.elements, fetchedAt: fetchedAt)
        }
        if value.id == Resource.monobank().id, let list = value.fetched(as: DecodedList<MonobankRate>.self) {
            return RateObservation.from(list.value.elements, fetchedAt: fetchedAt)
        }
        return []
    }
}
