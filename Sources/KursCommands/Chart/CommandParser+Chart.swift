import KursCore

/// `kurs chart ID [--days 1|7|30|90|365|max] [--vs CODE] [--json]`.
struct ChartOptions: Equatable, Sendable {
    /// CoinGecko coin id, lower case.
    var id: String
    /// The period (default 7 days).
    var days: ChartRange = .week
    /// CoinGecko vs currency, lower case; nil: the config's `vsCurrency` (default usd).
    var vsCurrency: String?
    /// Print JSON instead of a chart or TSV.
    var json = false

    /// Coin `id` over 7 days in the config's vs currency.
    init(id: String) { self.id = id }
}

extension CommandTable {
    /// `kurs chart ID [--days 1|7|30|90|365|max] [--vs CODE] [--json]`.
    static let chart = CommandSpec(
        name: "chart", abstract: "one coin's price chart over a period",
        arguments: [ArgumentSpec(valueName: "ID", help: "CoinGecko id")],
        options: [ChartCommand.days, vs, json],
        discussion: """
            A coin's prices over the last N days from CoinGecko (/coins/ID/market_chart). A terminal gets a braille
            chart with the high, middle and low prices and the first and last dates, under a line with the period's
            high, low and change; a pipe gets one point per line, "time<TAB>price" (ISO 8601 UTC, the exact price).
            JSON: {source, fetched_at, origin, sample_recorded_on, id, vs_currency, days, prices: [[ms, price], …]}
            with the points as served (days: a number, or "max"). CoinGecko picks the step: about 5 minutes for 1
            day, hourly up to 90 days, daily beyond. A 1-day chart is cached for 5 minutes, a year for a day.
            An id CoinGecko does not know is a usage error (exit 2); no data (rate limited, offline without a
            cached chart) is exit 1 with the reason.
            """,
        examples: ["kurs chart bitcoin", "kurs chart ethereum --days 365 --vs eur", "kurs chart bitcoin --days 1 | tail -1"],
        parse: CommandParser.chart)
}

extension ChartCommand {
    /// `--days N`: the period, one of CoinGecko's ranges.
    static let days = OptionSpec(name: "--days", valueName: "N", allowedValues: ChartRange.allCases.map(\.days), valueNoun: "range",
                                 help: "the period: 1, 7, 30, 90, 365 days or max (default 7)")
}

extension CommandParser {
    /// `kurs chart ID`. - Throws: no id, two, one outside CoinGecko's alphabet; a --vs that is not 2 to 5 letters
    /// or digits (--days is checked against its allowed values when read).
    static func chart(_ line: ParsedArguments) throws(UsageError) -> Command {
        if line.positionals.count > 1 { throw unexpected(line.positionals[1], command: "chart") }
        guard let id = line.positionals.first else { throw UsageError("missing coin id: kurs chart ID (e.g. kurs chart bitcoin)") }
        var options = ChartOptions(id: try CoinID.argument(id, usage: "kurs chart ID (e.g. kurs chart bitcoin)"))
        options.json = line.has(CommandTable.json)
        if let days = line.value(of: ChartCommand.days) { options.days = ChartRange(days: days) ?? .week }
        options.vsCurrency = try vsOption(line)
        return .run(options)
    }
}
