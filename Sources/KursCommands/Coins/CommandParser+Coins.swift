import KursCore

extension CommandTable {
    /// `kurs coins [--top N] [--vs CODE] [--json]`.
    static let coins = CommandSpec(
        name: "coins", abstract: "CoinGecko markets by market cap",
        options: [CoinsCommand.top, vs.helping("price currency (default usd)"), json],
        discussion: """
            CoinGecko markets by market cap: rank, symbol, name, price, 24h %, market cap.
            --top N: 1 to \(maxTop) (default 20, or the config's coins: { top: N }). With a list of ids in the config
            (coins: ["ethereum", "bitcoin"]) and no --top: those coins in that order; ids CoinGecko does not return
            are named on stderr. --vs: the price currency (default usd; 2 to 5 letters or digits, crypto units too:
            btc, eth, sats); one CoinGecko does not know is a usage error (exit 2).
            """,
        examples: ["kurs coins --top 5", "kurs coins --vs eur --json | jq '.coins[0]'"],
        parse: CommandParser.coins)

    /// The largest `--top`: CoinGecko's largest markets page.
    static var maxTop: Int { Resource<DecodedList<Coin>>.maxMarketsPerPage }
}

extension CoinsCommand {
    /// `--top N`: how many coins by market cap.
    static let top = OptionSpec(name: "--top", valueName: "N", help: "how many coins, 1-\(CommandTable.maxTop) (default 20)")
}

extension CommandParser {
    /// `kurs coins`; --top clears the config's list of ids (applied later, `Parsed.applying`).
    /// - Throws: a --top that is not a number from 1 to 250; a --vs that is not 2 to 5 letters or digits.
    static func coins(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = CoinsOptions()
        options.json = line.has(CommandTable.json)
        if let value = line.value(of: CoinsCommand.top) {
            guard value.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let n = Int(value), (1...CommandTable.maxTop).contains(n) else {
                throw UsageError("invalid --top '\(shown(value))' (a number from 1 to \(CommandTable.maxTop))")
            }
            options.top = n
        }
        if let vs = try vsOption(line) { options.vsCurrency = vs }
        return .run(options)
    }

    /// CoinGecko vs currencies: 2–5 ASCII letters or digits, at least one a letter ("usd", "eth", "bits", "sats").
    static func isVsCurrency(_ text: String) -> Bool {
        (2...5).contains(text.unicodeScalars.count)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) }
            && text.unicodeScalars.contains { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }
}
