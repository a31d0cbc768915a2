import KursCore

extension CommandTable {
    /// `kurs history CODE [--days N] [--source privatbank|nbu] [--json]`.
    static var history: CommandSpec { CommandSpec(
        name: "history", abstract: "daily hryvnia rates of the last days, from the history database",
        arguments: [ArgumentSpec(valueName: "CODE", help: "currency code")],
        options: [HistoryCommand.days, HistoryCommand.source, json],
        discussion: """
            Daily rates of CODE (UAH per 1 unit) for the last N days up to today, from the history database
            ($XDG_DATA_HOME/kurs/history.sqlite3). Days it lacks are fetched once — PrivatBank's archive (cash buy/sale
            and the NBU rate) or the NBU's rate by date — a few per second, stopping at a rate limit; once stored a
            day is never fetched again. Every live 'kurs rates' or 'kurs refresh' fetch is recorded too. Offline only
            what is stored is shown. A day without a value shows "—" (null in JSON: {source, ccy, base_ccy,
            days: [{date, buy, sale, rate}]}). Exit 2 for an unknown CODE or UAH; exit 1 when the history database is
            damaged or locked.
            """,
        examples: ["kurs history USD", "kurs history EUR --days 7 --source nbu --json"],
        parse: CommandParser.history) }
}

extension HistoryCommand {
    /// `--days N`: how many days up to today.
    static let days = OptionSpec(name: "--days", valueName: "N", help: "days up to today, 1-\(HistoryBackfill.maximumDays) (default 30)")
    /// `--source`: PrivatBank's archive or the NBU.
    static var source: OptionSpec {
        CommandTable.source(SourceRegistry.current.ids(.backfill).map(\.rawValue), help: "PrivatBank's archive or the NBU (default privatbank)")
    }
}

extension CommandParser {
    /// `kurs history CODE`. - Throws: no CODE, more than one, not 3 letters; --days not a whole number 1–365.
    static func history(_ line: ParsedArguments) throws(UsageError) -> Command {
        guard let code = line.positionals.first else {
            throw UsageError("missing CODE: kurs history CODE (e.g. kurs history USD)")
        }
        if line.positionals.count > 1 { throw unexpected(line.positionals[1], command: "history") }
        guard isCurrencyCode(code) else { throw UsageError("unknown currency '\(shown(code))' (a 3-letter code such as EUR)") }
        var options = HistoryOptions(code: CurrencyCode(code))
        options.json = line.has(CommandTable.json)
        if let source = line.value(of: HistoryCommand.source) { options.source = SourceRegistry.current.id(named: source, role: .backfill) ?? .privatbank }
        if let text = line.value(of: HistoryCommand.days) {
            guard let days = Int(text), (1...HistoryBackfill.maximumDays).contains(days) else {
                throw UsageError("invalid --days '\(shown(text))': a whole number from 1 to \(HistoryBackfill.maximumDays)")
            }
            options.days = days
        }
        return .run(options)
    }
}
