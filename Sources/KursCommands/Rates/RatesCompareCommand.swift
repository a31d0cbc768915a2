import Foundation
import KursCore

/// `kurs rates --compare [CODE…]`: PrivatBank cash, PrivatBank card, Monobank and the NBU side by side per currency
/// (the codes given, else `CurrencyComparison.defaultCodes`), each source loaded as `kurs rates --source` loads it.
/// A source that fails is said on stderr and left out; exit 1 only when every source fails.
///
/// JSON: `{"source":"compare","fetched_at":<the oldest source's>,"sources":[{"source","fetched_at","origin",
/// "sample_recorded_on"}, …],"rates":[{"ccy":"USD","quotes":[{"source":<SourceID.privatbank>,"buy":41.25,"sale":41.85,
/// "rate":null,"fetched_at":…}, …],"best_buy":{"source":"privatbank-card","value":41.35},"best_sale":{"source":
/// <SourceID.monobank>,"value":37.4406}}, …]}` — prices in UAH per 1 unit, exact; `best_buy` (highest bank `buy`) and
/// `best_sale` (lowest bank `sale`) are null when no bank quotes that side; the NBU is never best.
///
/// Table: one row per currency, a column per loaded source ("PRIVAT CASH", "PRIVAT CARD", "MONOBANK" as buy/sale,
/// "NBU" the official rate), the best buy and best sale marked with `*`. A pipe gets a fixed set of 10
/// tab-separated fields per currency, exact digits, no marks, whichever sources loaded (`pipeFields`; a source
/// that failed leaves its fields empty).
enum RatesCompareCommand {
    /// The sources compared, in column order.
    static var sources: [HistorySource] { SourceRegistry.current.compared }

    /// The fields of a `--compare` TSV row, in order (README and `--help` list them).
    static let pipeFields = [
        "ccy", "privatbank_buy", "privatbank_sale", "privatbank-card_buy", "privatbank-card_sale", "monobank_buy",
        "monobank_sale", "nbu_rate", "best_buy_source", "best_sale_source",
    ]

    static func run(
        _ options: RatesOptions, repository: DataRepository, recorder: HistoryRecorder, output: any CommandOutput
    ) async -> Int32 {
        if let problem = KnownCurrencies.hryvniaRateProblem(with: options.codes, repository: repository) {
            output.note(problem.message)
            return 2
        }
        let results = await withTaskGroup(of: (Int, Result<RateRows, FetchError>).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask { (index, await loadResult(source, repository: repository)) }
            }
            var results = [Result<RateRows, FetchError>?](repeating: nil, count: sources.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        var loaded: [(source: HistorySource, rows: RateRows)] = []
        for (source, result) in zip(sources, results) {
            switch result {
            case .success(let rows)?:
                rows.notes.forEach(output.note)
                recorder.record(rows.observations)
                loaded.append((source, rows))
            case .failure(let error)?:
                output.note("\(source.rawValue): \(failureText(error)); left out")
            case nil:
                break
            }
        }
        guard !loaded.isEmpty else {
            output.note("no rates to compare: every source failed")
            return 1
        }
        let codes = options.codes.isEmpty ? CurrencyComparison.defaultCodes : options.codes
        let lists = loaded.map { (source: $0.source, rows: $0.rows.rows) }
        let comparisons = codes.map { CurrencyComparison.of($0, in: lists) }
        if options.json {
            output.write(json(comparisons, loaded: loaded).serialized() + "\n")
        } else {
            let terminal = output.isTerminal
            let columns = terminal ? loaded.map(\.source) : sources  // a pipe's columns never depend on what loaded
            output.write(table(comparisons, sources: columns, terminal: terminal).render(terminal: terminal))
        }
        return 0
    }

    /// `source` loaded, or why not.
    static func loadResult(_ source: HistorySource, repository: DataRepository) async -> Result<RateRows, FetchError> {
        do throws(FetchError) {
            return .success(try await RateRows.load(source, repository: repository))
        } catch {
            return .failure(error)
        }
    }

    /// "offline and no cached data" or the error's message.
    static func failureText(_ error: FetchError) -> String {
        error == .offline ? "offline and no cached data" : TerminalText.sanitize(error.message)
    }

    static func json(_ comparisons: [CurrencyComparison], loaded: [(source: HistorySource, rows: RateRows)]) -> JSONValue {
        let sources: [JSONValue] = loaded.map { .object(CommonJSON.header(source: $0.source.rawValue, fetched: $0.rows.rows)) }
        let oldest = loaded.map(\.rows.rows.fetchedAt).min()
        let rates: [JSONValue] = comparisons.map { comparison in
            .object([
                ("ccy", .string(comparison.ccy.rawValue)),
                ("quotes", .array(comparison.quotes.map { quote in
                    .object([
                        ("source", .string(quote.source.rawValue)), ("buy", .decimal(quote.quote.buy)),
                        ("sale", .decimal(quote.quote.sale)), ("rate", .decimal(quote.quote.rate)),
                        ("fetched_at", .date(quote.fetchedAt)),
                    ])
                })),
                ("best_buy", best(comparison.bestBuy)), ("best_sale", best(comparison.bestSale)),
            ])
        }
        return .object([
            ("source", .string("compare")), ("fetched_at", .date(oldest)), ("sources", .array(sources)),
            ("rates", .array(rates)),
        ])
    }

    static func best(_ best: BestQuote?) -> JSONValue {
        guard let best else { return .null }
        return .object([("source", .string(best.source.rawValue)), ("value", .decimal(best.value))])
    }

    /// The column header of `source`.
    static func header(_ source: HistorySource) -> String {
        switch source {
        case .privatbank: return "PRIVAT CASH"
        case .privatbankCard: return "PRIVAT CARD"
        case .monobank: return "MONOBANK"
        case .nbu: return "NBU"
        default: return source.rawValue.uppercased()
        }
    }

    static func table(_ comparisons: [CurrencyComparison], sources: [HistorySource], terminal: Bool) -> TextTable {
        let absent = terminal ? PlainText.absent : ""
        func price(_ value: Decimal?, best: Bool) -> String {
            guard let value else { return absent }
            return RatesCommand.rateText(value, terminal: terminal) + (best && terminal ? "*" : "")
        }
        let rows: [[String]] = comparisons.map { comparison in
            let bestBuy = comparison.bestBuy, bestSale = comparison.bestSale
            var cells = [comparison.ccy.rawValue]
            for source in sources {
                let quote = comparison.quotes.first { $0.source == source }?.quote
                if source.isBank {
                    let buy = price(quote?.buy, best: bestBuy?.source == source)
                    let sale = price(quote?.sale, best: bestSale?.source == source)
                    cells += terminal ? ["\(buy) / \(sale)"] : [buy, sale]
                } else {
                    cells.append(price(quote?.rate, best: false))
                }
            }
            if !terminal { cells += [bestBuy?.source.rawValue ?? "", bestSale?.source.rawValue ?? ""] }
            return cells
        }
        let headers = ["CCY"] + sources.map { header($0) + ($0.isBank ? " BUY / SALE" : "") }
        let width = rows.first?.count ?? headers.count
        return TextTable(
            headers: headers + Array(repeating: "", count: max(0, width - headers.count)),
            alignments: [.left] + Array(repeating: .right, count: max(0, width - 1)), rows: rows)
    }
}
