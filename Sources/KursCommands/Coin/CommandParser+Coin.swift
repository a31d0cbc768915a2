import KursCore

extension CommandTable {
    /// `kurs coin ID [--json]`.
    static let coin = CommandSpec(
        name: "coin", abstract: "one coin by its CoinGecko id",
        arguments: [ArgumentSpec(valueName: "ID", help: "CoinGecko id")],
        options: [json],
        discussion: """
            One coin by its CoinGecko id: price and market data, block time, hashing algorithm, description, links.
            Ids are a-z, 0-9, '-', '_' and '.' (anything else is a usage error, exit 2), as is an id CoinGecko does
            not know. A terminal shows the description's first 240 characters, cut at a word ("…"); pipes and
            --json get it all. Offline (or when the detail can't be fetched) a coin in the markets list still shows
            its market values, the detail fields empty (null in JSON), with a note on stderr.
            """,
        examples: ["kurs coin bitcoin", "kurs coin ethereum --json"],
        parse: CommandParser.coin)
}

extension CommandParser {
    /// `kurs coin ID`. - Throws: no id, two, or one outside CoinGecko's alphabet.
    static func coin(_ line: ParsedArguments) throws(UsageError) -> Command {
        if line.positionals.count > 1 { throw unexpected(line.positionals[1], command: "coin") }
        guard let id = line.positionals.first else { throw UsageError("missing coin id: kurs coin ID (e.g. kurs coin bitcoin)") }
        var options = CoinOptions(id: try CoinID.argument(id, usage: "kurs coin ID (e.g. kurs coin bitcoin)"))
        options.json = line.has(CommandTable.json)
        return .run(options)
    }
}
