import Foundation
import KursCore

/// `kurs convert AMOUNT FROM TO`: an exact conversion at PrivatBank's or mid-market rates.
///
/// Currencies are resolved (code, name or country, `CurrencySearch.resolve`) against the catalog of the
/// open.er-api rates already at hand (cache, else the embedded sample), so a bad currency is a usage error
/// before any network request. Pricing (`ConvertOptions.Pricing`): automatic uses PrivatBank when it quotes both
/// currencies against UAH, else mid-market; `--bank` falls back to mid-market with a note on stderr;
/// `--mid` uses open.er-api rates of the configured base (USD when that base can't be had).
///
/// Output: see `ConversionOutput`. Exit 1 when no rates cover the pair at all.
enum ConvertCommand {
    static func run(
        _ options: ConvertOptions, repository: DataRepository, base: CurrencyCode, output: any CommandOutput
    ) async -> Int32 {
        let catalog = Self.catalog(repository: repository, base: base)
        let from: CurrencyCode
        let to: CurrencyCode
        do {
            from = try CurrencyArgument.resolve(options.from, in: catalog)
            to = try CurrencyArgument.resolve(options.to, in: catalog)
        } catch {
            output.note(error.message)
            return 2
        }
        if let source = options.source, source == .nbu || source == .monobank {
            return await runHryvnia(source, options, from: from, to: to, repository: repository, output: output)
        }
        let kind: PrivatBankRateKind = options.card ? .card : .cash
        var bank: Loaded<DecodedList<BankRate>>?
        if options.pricing != .mid { bank = try? await repository.load(Resource.privatBank(kind)) }
        if let bank {
            let converter = Converter(bankRates: bank.fetched.value.elements, bankKind: kind)
            if case .success(let conversion) = converter.convert(options.amount, from: from, to: to, mode: .bank),
                case .bank = conversion.source
            {
                OriginNote.notes(for: bank, source: SourceID.privatbank.rawValue).forEach(output.note)
                ConversionOutput.write(conversion, fetched: bank.fetched, options: options, to: output)
                return 0
            }
        }
        let mid: Loaded<MidMarketRates>
        do {
            mid = try await loadMidMarket(repository: repository, base: base)
        } catch {
            output.note("no rates for \(from) → \(to) (erapi: \(TerminalText.sanitize(error.message)))")
            return 1
        }
        let converter = Converter(
            bankRates: bank?.fetched.value.elements ?? [], bankKind: kind, midMarket: mid.fetched.value)
        switch converter.convert(options.amount, from: from, to: to, mode: options.pricing == .bank ? .bank : .midMarket) {
        case .success(let conversion):
            OriginNote.notes(for: mid, source: SourceID.erapi.rawValue).forEach(output.note)
            if let note = conversion.fallbackNote { output.note("\(note); using mid-market rates") }
            ConversionOutput.write(conversion, fetched: mid.fetched, options: options, to: output)
            return 0
        case .failure(let error):
            output.note(TerminalText.sanitize(error.reason))
            return error == .negativeAmount(options.amount) ? 2 : 1
        }
    }

    /// `--source nbu|monobank`: the conversion at that source's UAH prices (`HryvniaPrices`); exit 1 when the
    /// source can't be had or lacks the pair.
    static func runHryvnia(
        _ source: RatesOptions.Source, _ options: ConvertOptions, from: CurrencyCode, to: CurrencyCode,
        repository: DataRepository, output: any CommandOutput
    ) async -> Int32 {
        let loaded: RateRows
        do {
            loaded = try await RateRows.load(source, repository: repository)
        } catch {
            return RatesCommand.fail(.from(error, source: source.rawValue), output)
        }
        loaded.notes.forEach(output.note)
        HistoryRecorder(environment: repository.environment, output: output).record(loaded.observations)
        guard let prices = loaded.prices else { return 1 }
        switch Converter().convert(options.amount, from: from, to: to, at: prices) {
        case .success(let conversion):
            ConversionOutput.write(conversion, fetched: loaded.rows, options: options, to: output)
            return 0
        case .failure(let error):
            output.note("\(source.rawValue): \(TerminalText.sanitize(error.reason))")
            return error == .negativeAmount(options.amount) ? 2 : 1
        }
    }

    /// The currencies to resolve against: the open.er-api rates of `base` at hand (cache, else the embedded
    /// sample), else those of USD (always embedded). No network.
    static func catalog(repository: DataRepository, base: CurrencyCode) -> CurrencyCatalog {
        if let rates = repository.snapshot(Resource.midMarketRates(base: base))
            ?? repository.snapshot(Resource.midMarketRates(base: .usd))
        {
            return CurrencyCatalog(rates: rates.value)
        }
        return CurrencyCatalog(codes: CurrencyCode.commonISOCodes.sorted().map { CurrencyCode($0) })
    }

    /// open.er-api rates of `base`, else of USD when `base` can't be had at all.
    static func loadMidMarket(repository: DataRepository, base: CurrencyCode) async throws(FetchError) -> Loaded<MidMarketRates> {
        do {
            return try await repository.load(Resource.midMarketRates(base: base))
        } catch {
            guard base != .usd else { throw error }
            return try await repository.load(Resource.midMarketRates(base: .usd))
        }
    }
}

extension ConvertOptions: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        .fetching { await ConvertCommand.run(
            self, repository: context.repository, base: context.config.baseCurrency, output: context.output) }
    }
}
