import KursCore

/// `kurs coin ID`: one coin's detail (description, links, block time, algorithm) with its market values from the
/// USD markets list when the coin is in it (else those are null / "—").
///
/// JSON: the coin object (see `CoinJSON`) with the common fields first:
/// `{"source":<SourceID.coingecko>,"fetched_at":…,"origin":…,"sample_recorded_on":…,"vs_currency":"usd","id":…, …}`;
/// `fetched_at`/`origin` describe the detail response; `market_fetched_at`/`market_origin` the markets list the
/// market values come from (null when the coin is not in it), and a note on stderr says when that list is not
/// this run's live answer ("coingecko markets: showing cached data from …"). When the detail can't be had (offline, network failure)
/// but the markets list has the coin, the market fields are printed with null detail fields, a note on stderr
/// ("details unavailable: offline") and exit 0; `fetched_at`/`origin` then describe the markets list. An id in
/// neither: exit 1 with the reason; an id CoinGecko answers 404 for: exit 2 "unknown coin 'xyz'".
enum CoinCommand {
    /// How many characters of the description a terminal shows (cut at a word, "…"); pipes and JSON get it all.
    static let descriptionLimit = 240

    static func run(_ options: CoinOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let loadedDetail: Loaded<CoinDetail>?
        var detailError: FetchError?
        do {
            loadedDetail = try await repository.load(Resource.coinDetail(id: options.id))
        } catch {
            if case .notFound = error {
                return RatesCommand.fail(CommandFailure(status: 2, message: "unknown coin '\(options.id)'"), output)
            }
            loadedDetail = nil
            detailError = error
        }
        let markets = try? await repository.load(Resource.markets(vsCurrency: "usd"))
        let coin = markets?.fetched.value.elements.first { $0.id == options.id }
        let fetched: Fetched<Void>
        if let loadedDetail {
            OriginNote.notes(for: loadedDetail, source: SourceID.coingecko.rawValue).forEach(output.note)
            fetched = Fetched(value: (), fetchedAt: loadedDetail.fetched.fetchedAt, origin: loadedDetail.fetched.origin)
        } else if let detailError, coin != nil, let markets {
            // The detail can't be had, but the markets list (cache or embedded sample) has the coin.
            OriginNote.notes(for: markets, source: SourceID.coingecko.rawValue).forEach(output.note)
            output.note("coingecko: details unavailable: \(TerminalText.sanitize(detailError.message))")
            fetched = Fetched(value: (), fetchedAt: markets.fetched.fetchedAt, origin: markets.fetched.origin)
        } else {
            return RatesCommand.fail(.from(detailError ?? .offline, source: SourceID.coingecko.rawValue, subject: "coin '\(options.id)'"), output)
        }
        // The market values come from the markets list: say where from when it is not this run's live answer.
        if loadedDetail != nil, let markets, coin != nil, markets.origin != .live || markets.refreshError != nil {
            OriginNote.notes(for: markets, source: "coingecko markets").forEach(output.note)
        }
        let fields = CoinJSON.fields(id: options.id, coin: coin, detail: loadedDetail?.fetched.value)
        if options.json {
            let marketProvenance: [(String, JSONValue)] = coin != nil && markets != nil ? [
                ("market_fetched_at", .date(markets!.fetchedAt)), ("market_origin", .string(markets!.origin.jsonName)),
            ] : [("market_fetched_at", .null), ("market_origin", .null)]
            let doc = CommonJSON.header(source: SourceID.coingecko.rawValue, fetched: fetched) + [("vs_currency", .string("usd"))]
                + marketProvenance + fields
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        let terminal = output.isTerminal
        let rows: [[String]] = fields.compactMap { name, value in
            guard name != "sparkline" else { return nil }
            let text: String
            switch value {
            case .null: text = terminal ? PlainText.absent : ""
            case .string(let s):
                let clean = TerminalText.sanitize(s)
                text = name == "description" && terminal ? WordCut.cut(clean, limit: descriptionLimit) : clean
            default: text = value.serialized()
            }
            return [name, text]
        }
        output.write(TextTable(headers: ["FIELD", "VALUE"], alignments: [.left, .left], rows: rows).render(terminal: terminal))
        return 0
    }
}

extension CoinOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await CoinCommand.run(self, repository: context.repository, output: context.output) }
    }
}
