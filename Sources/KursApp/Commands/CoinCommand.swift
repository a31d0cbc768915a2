import KursCore

/// `kurs coin ID`: one coin's detail (description, links, block time, algorithm) with its market values from the
/// USD markets list when the coin is in it (else those are null / "—").
///
/// JSON: the coin object (see `CoinJSON`) with the common fields first:
/// `{"source":"coingecko","fetched_at":…,"origin":…,"sample_recorded_on":…,"vs_currency":"usd","id":…, …}`;
/// `fetched_at`/`origin` describe the detail response.
enum CoinCommand {
    static func run(_ options: CoinOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let loaded: Loaded<CoinDetail>
        do {
            loaded = try await repository.loadCoinDetail(id: options.id)
        } catch {
            return RatesCommand.fail(.from(error, source: "coingecko", subject: "coin '\(options.id)'"), output)
        }
        OriginNote.notes(for: loaded, source: "coingecko").forEach(output.note)
        let detail = loaded.fetched.value
        let markets = try? await repository.loadMarkets(vsCurrency: "usd")
        let coin = markets?.fetched.value.elements.first { $0.id == options.id }
        let fields = CoinJSON.fields(id: options.id, coin: coin, detail: detail)
        if options.json {
            let doc = CommonJSON.header(source: "coingecko", fetched: loaded.fetched) + [("vs_currency", .string("usd"))] + fields
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        let terminal = output.isTerminal
        let rows: [[String]] = fields.compactMap { name, value in
            guard name != "sparkline" else { return nil }
            let text: String
            switch value {
            case .null: text = terminal ? PlainText.absent : ""
            case .string(let s): text = Sanitizer.clean(name == "description" && terminal ? String(s.prefix(240)) : s)
            default: text = value.serialized()
            }
            return [name, text]
        }
        output.write(TextTable(headers: ["FIELD", "VALUE"], alignments: [.left, .left], rows: rows).render(terminal: terminal))
        return 0
    }
}
