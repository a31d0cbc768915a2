import KursCore

/// `kurs search QUERY [--json]`.
struct SearchOptions: Equatable, Sendable {
    /// What to look for, as typed (blanks around it trimmed by the resource).
    var query: String
    /// Print JSON instead of a table.
    var json = false

    /// A search for `query` as a table.
    init(query: String) { self.query = query }
}

extension CommandTable {
    /// `kurs search QUERY [--json]`.
    static let search = CommandSpec(
        name: "search", abstract: "find any CoinGecko coin by name or symbol",
        arguments: [ArgumentSpec(valueName: "QUERY", help: "coin name or symbol")],
        options: [json],
        discussion: """
            Searches CoinGecko (/search?query=QUERY) for coins by name, symbol or id, in CoinGecko's order: rank,
            id, symbol, name. Several coins may share a symbol; the id is what 'kurs coin', 'kurs chart' and 'kurs
            portfolio add' take. Nothing found: "nothing found" on stderr, exit 0 (JSON: an empty list). JSON:
            {source, fetched_at, origin, sample_recorded_on, query, coins: [{id, symbol, name, market_cap_rank}]}.
            A search is cached for a day; offline only a cached search is shown.
            """,
        examples: ["kurs search pepe", "kurs search 'wrapped bitcoin' --json | jq -r '.coins[0].id'"],
        parse: CommandParser.search)
}

extension CommandParser {
    /// `kurs search QUERY`. - Throws: no query, a blank one, or more than one word outside quotes.
    static func search(_ line: ParsedArguments) throws(UsageError) -> Command {
        guard let query = line.positionals.first else {
            throw UsageError("missing QUERY: kurs search QUERY (e.g. kurs search pepe)")
        }
        if line.positionals.count > 1 { throw unexpected(line.positionals[1], command: "search") }
        guard !query.trimmingBlanks().isEmpty else { throw UsageError("empty QUERY: kurs search QUERY (e.g. kurs search pepe)") }
        var options = SearchOptions(query: query)
        options.json = line.has(CommandTable.json)
        return .run(options)
    }
}
