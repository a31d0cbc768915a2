import KursCore

/// `kurs search QUERY`: CoinGecko's coin search (`Resource.search(query:)`), in CoinGecko's order.
///
/// JSON: `{"source":<SourceID.coingecko>,"fetched_at":…,"origin":…,"sample_recorded_on":…,"query":…,
/// "coins":[{"id","symbol","name","market_cap_rank"}, …]}`. Nothing found: "coingecko: nothing found for 'q'" on
/// stderr, exit 0 (JSON with an empty list; a table prints nothing). No data at all: exit 1 with the reason.
enum SearchCommand {
    static func run(_ options: SearchOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let loaded: Loaded<DecodedList<SearchCoin>>
        do {
            loaded = try await repository.load(Resource.search(query: options.query))
        } catch {
            return RatesCommand.fail(.from(error, source: SourceID.coingecko.rawValue, subject: "search '\(options.query)'"), output)
        }
        OriginNote.notes(for: loaded, source: SourceID.coingecko.rawValue, dropped: loaded.value.droppedCount).forEach(output.note)
        let coins = loaded.value.elements
        if coins.isEmpty { output.note("coingecko: nothing found for '\(CommandParser.shown(options.query))'") }
        if options.json {
            let doc = CommonJSON.header(source: SourceID.coingecko.rawValue, fetched: loaded.fetched) + [
                ("query", .string(options.query)), ("coins", .array(coins.map { .object(fields($0)) })),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        guard !coins.isEmpty else { return 0 }
        let terminal = output.isTerminal
        let table = TextTable(
            headers: ["#", "ID", "SYMBOL", "NAME"], alignments: [.right, .left, .left, .left],
            rows: coins.map {
                [
                    PlainText.int($0.marketCapRank, terminal: terminal), PlainText.text($0.id, terminal: terminal),
                    PlainText.text($0.symbol, terminal: terminal), PlainText.text($0.name, terminal: terminal),
                ]
            })
        output.write(table.render(terminal: terminal))
        return 0
    }

    /// One result as JSON: `{id, symbol, name, market_cap_rank}` (rank null when CoinGecko ranks it not).
    static func fields(_ coin: SearchCoin) -> [(String, JSONValue)] {
        [("id", .string(coin.id)), ("symbol", .string(coin.symbol)), ("name", .string(coin.name)),
         ("market_cap_rank", .int(coin.marketCapRank))]
    }
}

extension SearchOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await SearchCommand.run(self, repository: context.repository, output: context.output) }
    }
}
