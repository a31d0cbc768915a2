import Foundation
import KursCore

/// `kurs history CODE`: the daily rates of the last `days` days from the history database. Online, the days it
/// lacks are first fetched once (`HistoryBackfill.run`: PrivatBank's archive or the NBU by date, paced); offline
/// only what is stored is read. A fetch that stops the backfill (rate limit, failure) is a note on stderr; the
/// stored days are still printed. A database that can't be written (read-only file, directory or file system) is
/// read as it is: the days it lacks are not fetched, said on stderr and listed in `not_fetched`. A damaged, locked
/// or newer-schema database is exit 1 with `HistoryError.message`.
///
/// JSON: `{"source":<SourceID.privatbank>|<SourceID.nbu>,"fetched_at":…,"ccy":"USD","base_ccy":"UAH",
/// "not_fetched":["2025-03-30",…],"days":[{"date":"2025-04-01","buy":41.25,"sale":41.85,"rate":41.4228}, …]}`, oldest first, one entry per
/// day; prices in UAH per 1 unit, exact; a day without a value (or without that price) has nulls. `fetched_at`
/// is when the newest observation shown was fetched (null when none is stored); `not_fetched` lists, oldest
/// first, the days this run did not fetch because a rate limit or failure stopped it or the database is read-only
/// (empty when nothing stopped it, and offline, where nothing is fetched). PrivatBank days carry its cash buy/sale and the NBU rate it
/// lists; NBU days the official rate only.
///
/// Table: DATE, BUY, SALE, RATE ("—" where absent); a pipe gets the same tab-separated with exact digits.
enum HistoryCommand {
    static func run(
        _ options: HistoryOptions, repository: DataRepository, now: @escaping @Sendable () -> Date, output: any CommandOutput
    ) async -> Int32 {
        if let problem = KnownCurrencies.hryvniaRateProblem(with: [options.code], repository: repository) {
            output.note(problem.message)
            return 2
        }
        let history: RateHistory
        do {
            history = try RateHistory(environment: repository.environment)
        } catch {
            output.note(error.message)
            return 1
        }
        var notFetched: [RateDay] = []
        if let reason = history.readOnlyReason {
            // What is stored can still be shown; the days it lacks would be fetched for nothing.
            let range = HistoryBackfill.range(days: options.days, today: RateDay(now()))
            notFetched = ((try? history.unknownDays(
                source: options.source, code: options.code, from: range.from, to: range.to)) ?? []).sorted()
            if !notFetched.isEmpty {
                output.note("history: \(reason); \(notFetched.count) of \(options.days) days not fetched (they can't be stored)")
            }
        } else if !repository.environment.offline {
            let backfill = HistoryBackfill(history: history, repository: repository, now: now)
            let report = await backfill.run(source: options.source, code: options.code, days: options.days)
            if let error = report.historyError {
                output.note(error.message)
                return 1
            }
            if let error = report.stoppedBy {
                output.note("\(options.source.rawValue): \(TerminalText.sanitize(error.message)); "
                    + "\(report.remaining.count) of \(options.days) days not fetched")
                notFetched = report.remaining.sorted()
            }
        }
        let range = HistoryBackfill.range(days: options.days, today: RateDay(now()))
        let days: [HistoryDay]
        do {
            days = try history.days(source: options.source, code: options.code, from: range.from, to: range.to)
        } catch {
            output.note(error.message)
            return 1
        }
        if options.json {
            output.write(json(days, notFetched: notFetched, options: options).serialized() + "\n")
        } else {
            let terminal = output.isTerminal
            func price(_ value: Decimal?) -> String {
                value.map { RatesCommand.rateText($0, terminal: terminal) } ?? (terminal ? PlainText.absent : "")
            }
            let table = TextTable(
                headers: ["DATE", "BUY", "SALE", "RATE"], alignments: [.left, .right, .right, .right],
                rows: days.map { [$0.day.iso, price($0.buy), price($0.sale), price($0.rate)] })
            output.write(table.render(terminal: terminal))
        }
        return 0
    }

    static func json(_ days: [HistoryDay], notFetched: [RateDay], options: HistoryOptions) -> JSONValue {
        .object([
            ("source", .string(options.source.rawValue)), ("fetched_at", .date(days.compactMap(\.fetchedAt).max())),
            ("ccy", .string(options.code.rawValue)), ("base_ccy", .string(CurrencyCode.uah.rawValue)),
            ("not_fetched", .array(notFetched.map { .string($0.iso) })),
            ("days", .array(days.map { day in
                .object([
                    ("date", .string(day.day.iso)), ("buy", .decimal(day.buy)), ("sale", .decimal(day.sale)),
                    ("rate", .decimal(day.rate)),
                ])
            })),
        ])
    }
}

extension HistoryOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let clock = context.dependencies.clock
        return .fetching { await HistoryCommand.run(self, repository: context.repository, now: { clock.now }, output: context.output) }
    }
}
