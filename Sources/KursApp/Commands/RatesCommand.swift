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
            loaded = try await repository.loadBankRates(kind)
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
                    [Sanitizer.clean($0.ccy.rawValue), Sanitizer.clean($0.baseCcy.rawValue), $0.buy.description, $0.sale.description]
                })
            output.write(table.render(terminal: output.isTerminal))
        }
        return 0
    }

    static func runERAPI(_ options: RatesOptions, repository: DataRepository, output: any CommandOutput) async -> Int32 {
        let loaded: Loaded<MidMarketRates>
        do {
            loaded = try await repository.loadMidMarketRates(base: options.base)
        } catch {
            return fail(.from(error, source: "erapi", subject: options.base.rawValue), output)
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
                ("base_ccy", .string(rates.baseCode.rawValue)), ("time_last_update", .date(rates.lastUpdate)),
                ("time_next_update", .date(rates.nextUpdate)), ("rates", .array(rows)),
            ]
            output.write(JSONValue.object(doc).serialized() + "\n")
        } else {
            let table = TextTable(
                headers: ["CCY", "PER 1 \(rates.baseCode.rawValue)"], alignments: [.left, .right],
                rows: sorted.map { [Sanitizer.clean($0.key.rawValue), $0.value.description] })
            output.write(table.render(terminal: output.isTerminal))
        }
        return 0
    }

    static func fail(_ failure: CommandFailure, _ output: any CommandOutput) -> Int32 {
        output.note(failure.message)
        return failure.status
    }
}
