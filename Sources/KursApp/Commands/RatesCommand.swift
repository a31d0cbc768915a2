import Foundation
import KursCore

/// `kurs rates`: PrivatBank buy/sale (UAH per unit) or open.er-api mid-market rates.
///
/// JSON (PrivatBank): `{"source":"privatbank","fetched_at":…,"origin":…,"sample_recorded_on":…,"kind":"cash"|"card",
/// "rates":[{"ccy":"EUR","base_ccy":"UAH","buy":46.8,"sale":47.84689}, …]}` — buy/sale are units of `base_ccy` per
/// 1 `ccy`, exact digits from the API.
///
/// JSON (open.er-api): `{"source":"erapi",…,"base_ccy":"USD","time_last_update":…,"time_next_update":…,
/// "rates":[{"ccy":"EUR","base_ccy":"USD","buy":null,"sale":null,"rate":0.9}, …]}` sorted by `ccy` — `rate` is units
/// of `ccy` per 1 `base_ccy` (open.er-api's own direction); buy/sale are null (a mid-market rate has neither).
enum RatesCommand {
    static func run(_ options: RatesOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        switch options.source {
        case .privatbank: return await runPrivatBank(options, repository: repository, output: output)
        case .erapi: return await runERAPI(options, repository: repository, output: output)
        }
    }

    static func runPrivatBank(_ options: RatesOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let kind: PrivatBankRateKind = options.card ? .card : .cash
        let loaded: Loaded<DecodedList<BankRate>>
        do {
            loaded = try await repository.load(Resource.privatBank(kind))
        } catch {
            return fail(.from(error, source: "privatbank"), output)
        }
        OriginNote.notes(for: loaded, source: "privatbank", dropped: loaded.fetched.value.droppedCount).forEach(output.note)
        let rates = loaded.fetched.value.elements
        if options.json {
            let rows: [JSONValue] = rates.map {
                .object([
                    ("ccy", .string($0.ccy.rawValue)), ("base_ccy", .string($0.baseCcy.rawValue)),
                    ("buy", .decimal($0.buy)), ("sale", .decimal($0.sale)),
                ])
            }
            let doc = CommonJSON.header(source: "privatbank", fetched: loaded.fetched)
                + [("kind", .string(options.card ? "card" : "cash")), ("rates", .array(rows))]
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else {
            let table = TextTable(
                headers: ["CCY", "BASE", "BUY", "SALE"], alignments: [.left, .left, .right, .right],
                rows: rates.map {
                    [
                        TerminalText.sanitize($0.ccy.rawValue), TerminalText.sanitize($0.baseCcy.rawValue),
                        rateText($0.buy, terminal: output.isTerminal), rateText($0.sale, terminal: output.isTerminal),
                    ]
                })
            output.write(table.render(terminal: output.isTerminal))
        }
        return 0
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
                return fail(.from(error, source: "erapi", subject: options.base.rawValue), output)
            }
            loaded = derived
            derivedFrom = .usd
            let why = error == .offline ? "offline" : TerminalText.sanitize(error.message)
            output.note("erapi: no \(options.base.rawValue) rates (\(why)); derived from USD rates by cross rates")
        }
        OriginNote.notes(for: loaded, source: "erapi").forEach(output.note)
        let rates = loaded.fetched.value
        let sorted = rates.rates.sorted { $0.key < $1.key }
        if options.json {
            let rows: [JSONValue] = sorted.map {
                .object([
                    ("ccy", .string($0.key.rawValue)), ("base_ccy", .string(rates.baseCode.rawValue)),
                    ("buy", .null), ("sale", .null), ("rate", .decimal($0.value)),
                ])
            }
            let doc = CommonJSON.header(source: "erapi", fetched: loaded.fetched) + [
                ("base_ccy", .string(rates.baseCode.rawValue)), ("derived_from", .string(derivedFrom?.rawValue)),
                ("time_last_update", .date(rates.lastUpdate)), ("time_next_update", .date(rates.nextUpdate)),
                ("rates", .array(rows)),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else {
            let terminal = output.isTerminal
            let table = TextTable(
                headers: ["CCY", "PER 1 \(rates.baseCode.rawValue)"], alignments: [.left, .right],
                rows: sorted.map { [TerminalText.sanitize($0.key.rawValue), rateText($0.value, terminal: terminal)] })
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

    /// A rate as a table shows it: 2 decimals on a terminal (as the dashboard; more digits for rates under 0.01
    /// so they never read 0.00), every digit in a pipe.
    static func rateText(_ rate: Decimal, terminal: Bool) -> String {
        guard terminal else { return rate.description }
        if rate.magnitude < Decimal(string: "0.01")!, !rate.isZero {
            return rate.formatted(
                Decimal.FormatStyle(locale: Locale(identifier: "en_US_POSIX")).precision(.significantDigits(1...3))
                    .grouping(.never))
        }
        return RateFormat.twoDecimals(rate)
    }

    static func fail(_ failure: CommandFailure, _ output: any CommandOutput) -> Int32 {
        output.note(failure.message)
        return failure.status
    }
}
