package import Foundation

/// Fills the days a chart or `kurs history` lacks: for the last N days (1–365) of one currency, each day with
/// neither an observation nor a "no data" mark is fetched once — from PrivatBank's archive
/// (`Resource.privatBankArchive(date:)`, which stores every currency of that day) or the NBU by date
/// (`Resource.nbu(code:date:)`) — through the `DataRepository`, newest day first, paced (`pace` seconds after each
/// request that reached the network), stopping at the first error (a 429 above all). It is resumable: what was
/// stored stays, the next run asks only for what is still missing, and a day the source had nothing for is
/// remembered and never asked again (today excepted: its data may still come).
package struct HistoryBackfill: Sendable {
    /// Where the days come from: a registry source with the `.backfill` role (PrivatBank's archive, the NBU by
    /// date), whose days fill its own history rows.
    package typealias Source = SourceID

    /// The most days one backfill covers.
    package static let maximumDays = 365
    /// Default pause after each network request, in seconds (about 3 requests per second).
    package static let defaultPace: TimeInterval = 0.35

    private let history: RateHistory
    private let repository: DataRepository
    private let pace: TimeInterval
    private let sleep: @Sendable (TimeInterval) async -> Void
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - history: the store.
    ///   - repository: the pipeline the days are loaded through (its cache keeps each day's answer).
    ///   - pace: seconds to wait after each request that reached the network.
    ///   - sleep: the wait (`Task.sleep` by default; tests record it).
    ///   - now: the clock ("today" is its Kyiv day).
    package init(
        history: RateHistory, repository: DataRepository, pace: TimeInterval = HistoryBackfill.defaultPace,
        sleep: @escaping @Sendable (TimeInterval) async -> Void = RetryPolicy.taskSleep,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.history = history
        self.repository = repository
        self.pace = pace
        self.sleep = sleep
        self.now = now
    }

    /// What one run did.
    package struct Report: Equatable, Sendable {
        /// The days asked for, newest first (from the cache or the network).
        package var asked: [RateDay] = []
        /// How many of them went to the network.
        package var requests = 0
        /// Days that now have an observation of the currency.
        package var filled: [RateDay] = []
        /// Days the source had nothing for (remembered unless today).
        package var empty: [RateDay] = []
        /// Days still missing when the run stopped early (to be asked next time), newest first.
        package var remaining: [RateDay] = []
        /// Why it stopped early: the fetch error (`.rateLimited` for a 429, `.offline`…), with the day.
        package var stoppedBy: FetchError?
        /// The store's error, when the history could not be read or written.
        package var historyError: HistoryError?
    }

    /// The days of the last `days` (clamped to 1…365, ending today in Kyiv) that `source` still has to fill for
    /// `code`, newest first. - Throws: `HistoryError`.
    package func missingDays(source: Source, code: CurrencyCode, days: Int) throws(HistoryError) -> [RateDay] {
        let range = Self.range(days: days, today: RateDay(now()))
        return try history.unknownDays(source: source, code: code, from: range.from, to: range.to)
    }

    /// The first and last day of the last `days` days ending `today` (`days` clamped to 1…365).
    package static func range(days: Int, today: RateDay) -> (from: RateDay, to: RateDay) {
        let count = min(max(days, 1), maximumDays)
        return (today.adding(days: -(count - 1)), today)
    }

    /// Fetches and stores the missing days (see the type). Never throws: errors end the run and are in the report.
    package func run(source: Source, code: CurrencyCode, days: Int) async -> Report {
        var report = Report()
        let today = RateDay(now())
        let missing: [RateDay]
        do {
            missing = try missingDays(source: source, code: code, days: days)
        } catch {
            report.historyError = error
            return report
        }
        for (index, day) in missing.enumerated() {
            do {
                let outcome = try await fill(day, source: source, code: code, today: today)
                report.asked.append(day)
                if outcome.live {
                    report.requests += 1
                    if index < missing.count - 1 { await sleep(pace) }
                }
                if outcome.found { report.filled.append(day) } else { report.empty.append(day) }
            } catch let failure {
                switch failure {
                case .fetch(let error): report.stoppedBy = error
                case .history(let error): report.historyError = error
                }
                report.remaining = Array(missing[index...])
                return report
            }
        }
        return report
    }

    private enum Failure: Error {
        case fetch(FetchError)
        case history(HistoryError)
    }

    /// Loads `day`, stores what it holds, remembers an empty answer (not for today); `live`: the network was asked,
    /// `found`: the day now has an observation of `code`.
    private func fill(_ day: RateDay, source: Source, code: CurrencyCode, today: RateDay) async throws(Failure)
        -> (live: Bool, found: Bool)
    {
        let maxAge: TimeInterval = day >= today ? 3600 : 30 * 86_400
        guard let fetchDay = SourceRegistry.current.descriptor(source)?.rates?.day else { return (false, false) }
        let fetched: (observations: [RateObservation], live: Bool)
        do {
            fetched = try await fetchDay(day, code, maxAge, repository)
        } catch {
            throw .fetch(error)
        }
        let observations = fetched.observations
        let found = observations.contains { $0.currency == code && $0.day == day }
        do {
            try history.record(observations)
            if !found, day < today {
                try history.recordEmpty(source: source, code: code, days: [day], checkedAt: now())
            }
        } catch {
            throw .history(error)
        }
        return (fetched.live, found)
    }
}
