import Foundation
import KursCore
import Synchronization

/// The dashboard's side of the rate history (`RateHistory`, SQLite): every live fetch of a rates source is
/// recorded, and a currency detail reads its period — what is stored at once, then again after the days it lacks
/// were fetched once (`HistoryBackfill`, paced, stopping at a rate limit; online only). The database is opened on first use; when it can't be (damaged,
/// locked, newer schema), the rates still show and the detail says why.
final class DashboardHistory: Sendable {
    /// Where the observations of live fetches are recorded.
    enum Recording: Sendable {
        /// In this process (tests; and the dashboard when its own executable can't be found).
        case inProcess
        /// By `executable __record-history` (`RecordHistoryCommand`), so this process loads SQLite only when a
        /// currency detail reads the history (the dashboard): observations wait until `flushPendingRecords` (the
        /// event loop calls it once no fetch is in flight, and the dashboard as it exits), so a start's four rates
        /// fetches are recorded by one process, started after the start's work instead of beside it.
        case childProcess(executable: String)
    }

    /// Observations waiting for their child (`Recording.childProcess`).
    private let pending = Mutex<[RateObservation]>([])

    private let environment: KursEnvironment
    private let recording: Recording
    private let repository: DataRepository
    private let now: @Sendable () -> Date
    private let pace: TimeInterval
    private let sleep: @Sendable (TimeInterval) async -> Void
    private let opened = Mutex<Result<RateHistory, HistoryError>?>(nil)

    /// The history of `environment` (`$XDG_DATA_HOME/kurs/history.sqlite3`), backfilled through `repository`,
    /// waiting `pace` seconds (with `sleep`) after each request of a backfill that reached the network; live
    /// fetches recorded as `recording` says.
    init(environment: KursEnvironment, repository: DataRepository, now: @escaping @Sendable () -> Date,
         recording: Recording = .inProcess,
         pace: TimeInterval = HistoryBackfill.defaultPace,
         sleep: @escaping @Sendable (TimeInterval) async -> Void = RetryPolicy.taskSleep) {
        self.environment = environment
        self.recording = recording
        self.repository = repository
        self.now = now
        self.pace = pace
        self.sleep = sleep
    }

    private func backfiller(_ history: RateHistory) -> HistoryBackfill {
        HistoryBackfill(history: history, repository: repository, pace: pace, sleep: sleep, now: now)
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

    /// Records what the history keeps of `value` (a live fetch of PrivatBank, NBU or Monobank rates), here or in a
    /// child process (`recording`); a failure is dropped (the currency detail says the database's problem when it
    /// is opened). With a child that could not be started, it is recorded here.
    func record(_ value: LoadedValue) {
        let observations = RateObservation.observations(of: value)
        guard !observations.isEmpty else { return }
        guard case .childProcess = recording else { return recordHere(observations) }
        pending.withLock { $0 += observations }
    }

    /// Starts the child that records the observations waiting for one (`Recording.childProcess`), if any; nothing
    /// otherwise. Observations it could not hand to a child are recorded here. `exiting`: this process ends right
    /// after, so no thread is started to reap the child (the system does; the thread's start would delay the exit).
    func flushPendingRecords(exiting: Bool = false) {
        guard case .childProcess(let executable) = recording else { return }
        let observations = pending.withLock { pending in
            defer { pending = [] }
            return pending
        }
        guard !observations.isEmpty,
              !RecordHistoryProcess.spawn(observations, directory: environment.dataDirectory, executable: executable,
                                          reaped: !exiting)
        else { return }
        recordHere(observations)
    }

    private func recordHere(_ observations: [RateObservation]) {
        guard case .success(let history) = database() else { return }
        try? history.record(observations)
    }

    /// `code`'s last `days` days as stored now; `notes` go with them.
    func stored(code: CurrencyCode, days: Int, notes: [String] = []) -> CurrencyHistoryLoad {
        let history: RateHistory
        switch database() {
        case .success(let opened): history = opened
        case .failure(let error): return .unavailable(error.message)
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

    /// How many of `code`'s last `days` days each backfill source still has to ask for (0 offline: nothing is
    /// fetched then).
    func missingDays(code: CurrencyCode, days: Int) -> Int {
        guard !environment.offline, case .success(let history) = database() else { return 0 }
        let backfill = backfiller(history)
        return SourceRegistry.current.ids(.backfill).reduce(0) { total, source in
            total + ((try? backfill.missingDays(source: source, code: code, days: days).count) ?? 0)
        }
    }

    /// Online, fetches the days of `code`'s last `days` days the history lacks (PrivatBank's archive, then the
    /// NBU by date; paced, stopping at a rate limit). - Returns: one note per source that stopped early
    /// ("NBU: rate limited …; 12 of 30 days not fetched"), or the database's problem.
    func backfill(code: CurrencyCode, days: Int) async -> [String] {
        guard !environment.offline else { return [] }
        guard case .success(let history) = database() else { return [] }
        var notes: [String] = []
        for source in SourceRegistry.current.ids(.backfill) {
            let report = await backfiller(history).run(source: source, code: code, days: days)
            if let error = report.historyError { return [error.message] }
            if let error = report.stoppedBy {
                notes.append("\(source.displayName): \(TerminalText.sanitize(error.message)); "
                    + "\(report.remaining.count) of \(days) days not fetched")
            }
        }
        return notes
    }
}
