import KursCore

/// `kurs coins`: the CoinGecko markets list, top N by market cap, or the config's coin ids in their order.
///
/// JSON: `{"source":<SourceID.coingecko>,"fetched_at":…,"origin":…,"sample_recorded_on":…,"vs_currency":"usd",
/// "coins":[<coin object, see CoinJSON>, …]}`. Ids CoinGecko does not return are named once on stderr
/// ("kurs: coingecko: unknown coin ids: foo"; "…: not in the offline sample: foo" for the embedded sample) and the
/// others listed.
enum CoinsCommand {
    static func run(_ options: CoinsOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let selection = options.ids.map(CoinSelection.ids) ?? .top(options.top)
        let loaded: Loaded<DecodedList<Coin>>
        do {
            loaded = try await repository.load(Resource.markets(vsCurrency: options.vsCurrency, coins: selection))
        } catch {
            if rejectsCurrency(error) {
                return RatesCommand.fail(CommandFailure(status: 2, message: "unknown currency '\(options.vsCurrency)'"), output)
            }
            return RatesCommand.fail(.from(error, source: SourceID.coingecko.rawValue, subject: "vs currency '\(options.vsCurrency)'"), output)
        }
        OriginNote.notes(for: loaded, source: SourceID.coingecko.rawValue, dropped: loaded.fetched.value.droppedCount).forEach(output.note)
        let selected = selection.select(from: loaded.fetched.value.elements)
        let coins = selected.coins
        if let missing = missingNote(selected.missingIDs, origin: loaded.fetched.origin) { output.note(missing) }
        if options.ids == nil, coins.count < options.top {
            output.note("coingecko: only \(coins.count) coins available (asked for \(options.top))")
        }
        if options.json {
            let doc = CommonJSON.header(source: SourceID.coingecko.rawValue, fetched: loaded.fetched) + [
                ("vs_currency", .string(options.vsCurrency)),
                ("coins", .array(coins.map { .object(CoinJSON.fields(id: $0.id, coin: $0, detail: nil)) })),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        let terminal = output.isTerminal
        let table = TextTable(
            headers: ["#", "SYMBOL", "NAME", "PRICE \(options.vsCurrency.uppercased())", "24H %", "MARKET CAP"],
            alignments: [.right, .left, .left, .right, .right, .right],
            rows: coins.map {
                [
                    PlainText.int($0.marketCapRank, terminal: terminal), PlainText.text($0.symbol.uppercased(), terminal: terminal),
                    PlainText.text($0.name, terminal: terminal), PlainText.decimal($0.currentPrice, terminal: terminal),
                    PlainText.decimal($0.priceChangePercentage24h, scale: 2, terminal: terminal),
                    PlainText.decimal($0.marketCap, scale: 0, terminal: terminal),
                ]
            })
        output.write(table.render(terminal: terminal))
        return 0
    }

    /// "coingecko: unknown coin ids: foo, bar" for ids of the list CoinGecko did not return (network or cache),
    /// "coingecko: not in the offline sample: foo" for the embedded sample; nil when none is missing. Ids are
    /// validated (`CoinID`), so they hold no control characters.
    static func missingNote(_ ids: [String], origin: DataOrigin) -> String? {
        guard !ids.isEmpty else { return nil }
        if case .embeddedSample = origin { return "coingecko: not in the offline sample: \(ids.joined(separator: ", "))" }
        return "coingecko: unknown coin ids: \(ids.joined(separator: ", "))"
    }

    /// Whether CoinGecko refused the request as such — 400, 404 or 422, or an error of its own in the body — which
    /// for a well-formed markets request means it does not know the vs currency; unless the reason is about the API
    /// key ("invalid API key"), which is said as it is.
    static func rejectsCurrency(_ error: FetchError) -> Bool {
        switch error {
        case .serverError(let status): return [400, 404, 422].contains(status)
        case .apiError(let reason): return !reason.lowercased().contains("key")
        default: return false
        }
    }
}

extension CoinsOptions: KursCommand {
    /// Without `--top` the config's top N and list of ids; without `--vs` the config's vs currency.
    func applying(_ defaults: CommandDefaults, gave: (OptionSpec) -> Bool) -> CoinsOptions {
        var options = self
        if !gave(CoinsCommand.top) {
            options.top = defaults.top
            options.ids = defaults.ids
        }
        if !gave(CommandTable.vs) { options.vsCurrency = defaults.vsCurrency }
        return options
    }

    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await CoinsCommand.run(self, repository: context.repository, output: context.output) }
    }
}
