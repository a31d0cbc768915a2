import Foundation
import KursCore

/// `kurs portfolio [--vs CODE] [--json]`: the holdings of `portfolio.json` valued now (`PortfolioPricing`).
///
/// JSON: `{"source":<SourceID.coingecko>,"fetched_at":…,"origin":…,"sample_recorded_on":…,"vs_currency":"usd",
/// "total_value":…,"total_cost":…,"pnl":…,"pnl_percentage":…,"holdings":[{"id","kind","symbol","amount","price",
/// "value","cost","pnl","pnl_percentage","share"}]}` — exact decimals, null where unknown; the header describes the
/// coin prices (null `fetched_at`/`origin` without coins); `rates_source`/`rates_fetched_at` the cash rates
/// (er-api; null without cash in another currency). Holdings without a price are named on stderr. No coin price
/// at all (offline without a cache, network down): the coins are listed without one, exit 0 — unless nothing at
/// all is priced and the portfolio is not empty: exit 1 with the reason.
enum PortfolioCommand {
    /// - Parameter configVs: the config's vs currency: the default, and the currency costs are given in.
    static func show(
        vsCurrency: String?, json: Bool, configVs: String, store: PortfolioStore, repository: DataRepository,
        output: any CommandOutput
    ) async -> Int32 {
        let vs = (vsCurrency ?? configVs).lowercased()
        let (portfolio, warning) = store.read()
        if let warning {
            output.note(TerminalText.sanitize(warning))
            return 1
        }
        var coins: [Coin] = [], markets: Loaded<DecodedList<Coin>>?, failures: [String] = []
        if let resource = PortfolioPricing.markets(for: portfolio, vsCurrency: vs) {
            do {
                let loaded = try await repository.load(resource)
                OriginNote.notes(for: loaded, source: SourceID.coingecko.rawValue).forEach(output.note)
                markets = loaded
                coins = loaded.value.elements
            } catch {
                failures.append("coingecko: \(TerminalText.sanitize(error.message))")
            }
        }
        var rates: Loaded<MidMarketRates>?
        if let resource = PortfolioPricing.rates(for: portfolio, vsCurrency: vs) {
            do {
                rates = try await repository.load(resource)
                OriginNote.notes(for: rates!, source: SourceID.erapi.rawValue).forEach(output.note)
            } catch {
                failures.append("erapi \(vs.uppercased()): \(TerminalText.sanitize(error.message))")
            }
        }
        let valuation = PortfolioPricing.valuation(
            portfolio, vsCurrency: vs, coins: coins, rates: rates?.value, costsApply: vs == configVs.lowercased())
        failures.forEach(output.note)
        if !portfolio.isEmpty, valuation.missingPrices.count == portfolio.holdings.count, !failures.isEmpty {
            output.note("no prices for the portfolio")
            return 1
        }
        if !valuation.missingPrices.isEmpty {
            output.note("no price in \(vs) for: \(valuation.missingPrices.joined(separator: ", "))")
        }
        if portfolio.isEmpty && !json { output.note("the portfolio is empty: kurs portfolio add ID AMOUNT [--cost PRICE]") }
        if json {
            output.write(JSONValue.object(document(valuation, markets: markets, rates: rates)).serialized() + "\n")
            return 0
        }
        guard !portfolio.isEmpty else { return 0 }
        output.write(PortfolioTable.render(valuation, terminal: output.isTerminal))
        return 0
    }

    /// The JSON document (see the type's documentation).
    static func document(
        _ valuation: PortfolioValuation, markets: Loaded<DecodedList<Coin>>?, rates: Loaded<MidMarketRates>?
    ) -> [(String, JSONValue)] {
        let header: [(String, JSONValue)] = markets.map { CommonJSON.header(source: SourceID.coingecko.rawValue, fetched: $0.fetched) }
            ?? [("source", .string(SourceID.coingecko.rawValue)), ("fetched_at", .null), ("origin", .null), ("sample_recorded_on", .null)]
        return header + [
            ("rates_source", .string(rates.map { _ in SourceID.erapi.rawValue })), ("rates_fetched_at", .date(rates?.fetchedAt)),
            ("vs_currency", .string(valuation.vsCurrency)), ("total_value", .decimal(valuation.totalValue)),
            ("total_cost", .decimal(valuation.totalCost)), ("pnl", .decimal(valuation.pnl)),
            ("pnl_percentage", .decimal(valuation.pnlPercentage)),
            ("holdings", .array(valuation.holdings.map { holding in
                .object([
                    ("id", .string(holding.id)), ("kind", .string(holding.kind.rawValue)), ("symbol", .string(holding.symbol)),
                    ("amount", .decimal(holding.amount)), ("price", .decimal(holding.price)), ("value", .decimal(holding.value)),
                    ("cost", .decimal(holding.cost)), ("pnl", .decimal(holding.pnl)),
                    ("pnl_percentage", .decimal(holding.pnlPercentage)), ("share", .decimal(holding.share)),
                ])
            })),
        ]
    }
}

extension PortfolioAction: KursCommand {
    func job(_ context: CommandContext) -> KursCommandLine.Job {
        let store = context.dependencies.portfolioStore
        let configVs = context.config.vsCurrency
        switch self {
        case .show(let vs, let json):
            return .fetching { await PortfolioCommand.show(
                vsCurrency: vs, json: json, configVs: configVs, store: store, repository: context.repository, output: context.output) }
        case .add(let kind, let id, let amount, let cost):
            return .fetching { await PortfolioEdit.add(
                kind: kind, id: id, amount: amount, costPerUnit: cost, configVs: configVs, store: store,
                repository: context.repository, output: context.output) }
        case .remove(let kind, let id):
            let clock = context.dependencies.clock
            return .blocking { PortfolioEdit.remove(kind: kind, id: id, store: store, now: clock.now, output: context.output) }
        }
    }
}
