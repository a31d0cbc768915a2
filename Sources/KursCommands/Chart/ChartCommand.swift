import KursCore

/// `kurs chart ID`: one coin's market chart (`Resource.marketChart(id:vsCurrency:days:)`).
///
/// JSON: `{"source":<SourceID.coingecko>,"fetched_at":…,"origin":…,"sample_recorded_on":…,"id":…,"vs_currency":…,
/// "days":7|"max","prices":[[ms, price], …]}`, the points as served (price digits exact). A terminal: the summary
/// line and a braille chart (`ChartText.picture`); a pipe: TSV `time<TAB>price` (`ChartText.tsv`). An id
/// CoinGecko answers 404 for: exit 2 "unknown coin 'xyz'"; a vs currency it refuses: exit 2; rate limited,
/// offline without a cache, any other failure without a cached chart: exit 1 with the reason ("coingecko: rate
/// limited · retry in 1:59; no data to show").
enum ChartCommand {
    /// - Parameters:
    ///   - vsCurrency: the config's vs currency, used when `--vs` was not given.
    ///   - columns: the terminal's width for the chart.
    static func run(
        _ options: ChartOptions, vsCurrency: String, columns: Int, repository: DataRepository, output: any CommandOutput
    ) async -> Int32 {
        let vs = (options.vsCurrency ?? vsCurrency).lowercased()
        let loaded: Loaded<MarketChart>
        do {
            loaded = try await repository.load(Resource.marketChart(id: options.id, vsCurrency: vs, days: options.days))
        } catch {
            if case .notFound = error {
                return RatesCommand.fail(CommandFailure(status: 2, message: "unknown coin '\(options.id)'"), output)
            }
            if CoinsCommand.rejectsCurrency(error) {
                return RatesCommand.fail(CommandFailure(status: 2, message: "unknown currency '\(vs)'"), output)
            }
            let subject = "\(options.id) \(options.days.label) chart"
            return RatesCommand.fail(.from(error, source: SourceID.coingecko.rawValue, subject: subject), output)
        }
        OriginNote.notes(for: loaded, source: SourceID.coingecko.rawValue).forEach(output.note)
        let chart = loaded.value
        if options.json {
            let days: JSONValue = options.days == .max ? .string("max") : .number(options.days.days)
            let doc = CommonJSON.header(source: SourceID.coingecko.rawValue, fetched: loaded.fetched) + [
                ("id", .string(options.id)), ("vs_currency", .string(vs)), ("days", days),
                ("prices", .array(chart.prices.map { .array([.number(String($0.milliseconds)), .decimal($0.value)]) })),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
            return 0
        }
        if output.isTerminal {
            output.write(ChartText.picture(chart, id: options.id, range: options.days, vsCurrency: vs, columns: columns))
        } else {
            output.write(ChartText.tsv(chart))
        }
        return 0
    }
}

extension ChartOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let columns = TerminalColumns.width(variables: context.variables)
        return .fetching { await ChartCommand.run(
            self, vsCurrency: context.config.vsCurrency, columns: columns, repository: context.repository, output: context.output) }
    }
}
