import Foundation
import KursCore
import Synchronization

/// The dashboard's side of the rate history (`RateHistory`, SQLite): every live fetch of a rates source is
/// recorded, and a currency detail reads its period, the days it lacks first fetched once (`HistoryBackfill`,
/// paced, stopping at a rate limit; online only). The database is opened on first use; when it can't be (damaged,
/// locked, newer schema), the rates still show and the detail says why.
final class DashboardHistory: Sendable {
    private let environment: KursEnvironment
    private let repository: DataRepository
    private let now: @Sendable () -> Date
    private let opened = Mutex<Result<RateHistory, HistoryError>?>(nil)

    /// The history of `environment` (`$XDG_DATA_HOME/kurs/history.sqlite3`), backfilled through `repository`.
    init(environment: KursEnvironment, repository: DataRepository, now: @escaping @Sendable () -> Date) {
        self.environment = environment
        self.repository = repository
        self.now = now
    }

    private func database() -> Result<RateHistory, HistoryError> {
        opened.withLock { opened in
            if let opened { return opened }
            let result: Result<RateHistory, HistoryError>
            do throws(HistoryError) {
                result = .success(try RateHistory(environment: environment))
            } catch {
                result = .failure(error)
            }
            opened = result
            return result
        }
    }

    /// Records what the history keeps of `value` (a live fetch of PrivatBank, NBU or Monobank rates); a failure is
    /// dropped (the currency detail says the database's problem when it is opened).
    func record(_ value: LoadedValue) {
        let observations = HistoryRecorder.observations(of: value)
        guard !observations.isEmpty, case .success(let history) = database() else { return }
        try? history.record(observations)
    }

    /// `code`'s last `days` days: online, the days missing are fetched first (PrivatBank's archive and the NBU by
    /// date); offline, what is stored.
    func load(code: CurrencyCode, days: Int) async -> CurrencyHistoryLoad {
        let history: RateHistory
        switch database() {
        case .success(let opened): history = opened
        case .failure(let error): return .unavailable(error.message)
        }
        var notes: [String] = []
        if !environment.offline {
            for source in HistoryBackfill.Source.allCases {
                let backfill = HistoryBackfill(history: history, repository: repository, now: now)
                let report = await backfill.run(source: source, code: code, days: days)
                if let error = report.historyError { return .unavailable(error.message) }
                if let error = report.stoppedBy {
                    notes.append("\(source.historySource.displayName): \(TerminalText.sanitize(error.message)); "
                        + "\(report.remaining.count) of \(days) days not fetched")
                }
            }
        }
        let range = HistoryBackfill.range(days: days, today: RateDay(now()))
        do throws(HistoryError) {
            return .loaded(CurrencyHistory(
                privatbank: try history.days(source: .privatbank, code: code, from: range.from, to: range.to),
                nbu: try history.days(source: .nbu, code: code, from: range.from, to: range.to), notes: notes))
        } catch {
            return .unavailable(error.message)
        }
    }
}
