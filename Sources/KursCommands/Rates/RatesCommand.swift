import Foundation
import KursCore

/// `kurs rates`: one source's rates — PrivatBank cash or card, NBU, Monobank, open.er-api — or, with `--compare`,
/// every bank side by side (`RatesCompareCommand`). A live fetch of a hryvnia source is recorded in the history
/// (`HistoryRecorder`; a history error is a note on stderr, never a failure).
///
/// Every row is `{"ccy","base_ccy","buy","sale","rate"}`: prices of 1 `ccy` in `base_ccy`, exact digits from the
/// API, null where the source has no such price. A pipe gets exactly these five tab-separated fields per row for
/// every source (an empty field where absent); a terminal gets only the columns the source has.
///
/// JSON (PrivatBank, `--source privatbank|privatbank-card`, `--card`): `{"source":<SourceID.privatbank>,"fetched_at":…,
/// "origin":…,"sample_recorded_on":…,"kind":"cash"|"card","rates":[{"ccy":"EUR","base_ccy":"UAH","buy":46.8,
/// "sale":47.84689,"rate":null}, …]}`.
///
/// JSON (NBU): `{"source":<SourceID.nbu>,…,"rates":[{"ccy":"USD","base_ccy":"UAH","buy":null,"sale":null,"rate":41.4228}, …]}`
/// — `rate` is the official rate. Monobank: `{"source":<SourceID.monobank>,…}`, `ccy` the alpha code of `currencyCodeA`
/// (its number as text when the table lacks it), `base_ccy` that of `currencyCodeB`, `rate` the cross rate.
/// NBU and Monobank have no embedded sample: offline with nothing cached is exit 1.
///
/// JSON (open.er-api): `{"source":<SourceID.erapi>,…,"base_ccy":"USD","time_last_update":…,"time_next_update":…,
/// "rates":[{"ccy":"EUR","base_ccy":"USD","buy":null,"sale":null,"rate":0.9}, …]}` sorted by `ccy` — `rate` is units
/// of `ccy` per 1 `base_ccy` (open.er-api's own direction); buy/sale are null (a mid-market rate has neither).
enum RatesCommand {
    static func run(_ options: RatesOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let recorder = HistoryRecorder(environment: repository.environment, output: output)
        if options.compare {
            return await RatesCompareCommand.run(options, repository: repository, recorder: recorder, output: output)
        }
        guard let source = options.effectiveSource.historySource else {
            return await runERAPI(options, repository: repository, output: output)
        }
        return await runHryvnia(source, options: options, repository: repository, recorder: recorder, output: output)
    }

    /// One hryvnia source (PrivatBank cash or card, NBU, Monobank) as a table or JSON.
    static func runHryvnia(
        _ source: HistorySource, options: RatesOptions, repository: DataRepository, recorder: HistoryRecorder,
        output: any CommandOutput
    ) async -> Int32 {
        let name = SourceRegistry.current.descriptor(source)?.providerID.rawValue ?? source.rawValue
        let loaded: RateRows
        do {
            loaded = try await RateRows.load(source, repository: repository)
        } catch {
            return fail(.from(error, source: name), output)
        }
        loaded.notes.forEach(output.note)
        recorder.record(loaded.observations)
        let rows = loaded.rows.value
        if options.json {
            var doc = CommonJSON.header(source: name, fetched: loaded.rows)
            if name == SourceID.privatbank.rawValue { doc.append(("kind", .string(source == .privatbankCard ? "card" : "cash"))) }
            doc.append(("rates", .array(rows.map(json))))
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else {
            let terminal = output.isTerminal
            let columns = terminal ? RateColumn.columns(of: source) : RateColumn.all
            let table = TextTable(
                headers: ["CCY", "BASE"] + columns.map(\.header),
                alignments: [.left, .left] + columns.map { _ in .right },
                rows: rows.map { row in
                    [row.ccy.rawValue, row.baseCcy.rawValue] + columns.map { column in
                        row[keyPath: column.value].map { rateText($0, terminal: terminal) } ?? (terminal ? PlainText.absent : "")
                    }
                })
            output.write(table.render(terminal: terminal))
        }
        return 0
    }

    /// A row as JSON: `{"ccy","base_ccy","buy","sale","rate"}`, exact decimals, null where absent.
    static func json(_ row: RateQuote) -> JSONValue {
        .object([
            ("ccy", .string(row.ccy.rawValue)), ("base_ccy", .string(row.baseCcy.rawValue)),
            ("buy", .decimal(row.buy)), ("sale", .decimal(row.sale)), ("rate", .decimal(row.rate)),
        ])
    }

    static func runERAPI(_ options: RatesOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        if let problem = KnownCurrencies.problem(with: options.base, repository: repository) {
            output.note(problem.message)
            return 2
        }
        var loaded: Loaded<MidMarketRates>
        var derivedFrom: CurrencyCode?
        do {
            loaded = try await repository.load(Resource.midMarketRates(base: options.base))
        } catch {
            guard let derived = await derive(options.base, repository: repository, because: error) else {
                return fail(.from(error, source: SourceID.erapi.rawValue, subject: options.base.rawValue), output)
            }
            loaded = derived
            derivedFrom = .usd
            let why = error == .offline ? "offline" : TerminalText.sanitize(error.message)
            output.note("erapi: no \(options.base.rawValue) rates (\(why)); derived from USD rates by cross rates")
        }
        OriginNote.notes(for: loaded, source: SourceID.erapi.rawValue).forEach(output.note)
        let rates = loaded.fetched.value
        // A rate of 0 or below is no rate (`rate(of:)`): its row stays, the rate absent (null, "—").
        let sorted = rates.rates.keys.sorted().map { (key: $0, value: rates.rate(of: $0)) }
        if options.json {
            let rows: [JSONValue] = sorted.map {
                .object([
                    ("ccy", .string($0.key.rawValue)), ("base_ccy", .string(rates.baseCode.rawValue)),
                    ("buy", .null), ("sale", .null), ("rate", .decimal($0.value)),
                ])
            }
            let doc = CommonJSON.header(source: SourceID.erapi.rawValue, fetched: loaded.fetched) + [
                ("base_ccy", .string(rates.baseCode.rawValue)), ("derived_from", .string(derivedFrom?.rawValue)),
                ("time_last_update", .date(rates.lastUpdate)), ("time_next_update", .date(rates.nextUpdate)),
                ("rates", .array(rows)),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else {
            let terminal = output.isTerminal
            let table = TextTable(
                headers: ["CCY", "PER 1 \(rates.baseCode.rawValue)"], alignments: [.left, .right],
                rows: sorted.map { rate in
                    let code = TerminalText.sanitize(rate.key.rawValue)
                    let value = rate.value.map { rateText($0, terminal: terminal) } ?? (terminal ? PlainText.absent : "")
                    return terminal ? [code, value] : [code, rates.baseCode.rawValue, "", "", value]
                })
            output.write(table.render(terminal: terminal))
        }
        return 0
    }

    /// `base` rates cross-computed from the USD rates at hand (network when online, else cache or the embedded
    /// sample offline), when the USD rates list `base`; the refresh error is the one that kept `base` from loading.
    static func derive(_ base: CurrencyCode, repository: DataRepository, because error: FetchError) async
        -> Loaded<MidMarketRates>?
    {
        guard base != .usd, error != .notFound(base.rawValue) else { return nil }
        guard let usd = try? await repository.load(Resource.midMarketRates(base: .usd)),
            let rebased = CrossRates.rebased(usd.value, on: base)
        else { return nil }
        return Loaded(source: usd.source, fetched: usd.fetched.map { _ in rebased }, refreshError: usd.refreshError)
    }

    /// A rate as a table shows it: on a terminal 2 decimals from 1 up, 4 significant digits below 1
    /// (`RateFormat.tableText`: BIF 0.0158, KRW 0.02811); every digit in a pipe.
    static func rateText(_ rate: Decimal, terminal: Bool) -> String {
        terminal ? RateFormat.tableText(rate) : rate.description
    }

    static func fail(_ failure: CommandFailure, _ output: any CommandOutput) -> Int32 {
        output.note(failure.message)
        return failure.status
    }
}

extension RatesOptions: KursCommand {
    /// `--source erapi` without `--base` takes the config's base; `--compare` without codes the config's `currencies`.
    func applying(_ defaults: CommandDefaults, gave: (OptionSpec) -> Bool) -> RatesOptions {
        var options = self
        if source == .erapi && !gave(RatesCommand.base) {
            options.base = defaults.base
        } else if compare && codes.isEmpty {
            options.codes = defaults.comparedCurrencies
        }
        return options
    }

    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await RatesCommand.run(self, repository: context.repository, output: context.output) }
    }
}
