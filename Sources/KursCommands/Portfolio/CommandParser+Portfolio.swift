import Foundation
import KursCore

extension CommandTable {
    /// `kurs portfolio [--vs CODE] [--json]` · `kurs portfolio add ID AMOUNT [--cost PRICE]` · `kurs portfolio remove ID`.
    static let portfolio = CommandSpec(
        name: "portfolio", abstract: "holdings of coins and cash, valued now, with P/L",
        arguments: [
            ArgumentSpec(valueName: "ACTION", help: "subcommand", allowedValues: ["add", "remove"], isOptional: true,
                         synopsisText: "add ID AMOUNT|remove ID"),
            ArgumentSpec(valueName: "ID", help: "CoinGecko id or currency code", isOptional: true, hidden: true),
            ArgumentSpec(valueName: "AMOUNT", help: "amount", isOptional: true, hidden: true),
        ],
        options: [
            PortfolioCommand.cost, vs, json,
        ],
        discussion: """
            Without an action: each holding valued now — amount, price, value (amount × price, exact), cost, P/L,
            P/L % and share of the total — and the totals. Coins are priced with one CoinGecko request for all of
            them (/coins/markets?ids=…), cash (an ISO 4217 code: EUR, UAH) by the open.er-api rate. A holding
            without a price is named on stderr and left out of the totals, never counted as 0. Cost and P/L are in
            the config's vs currency: with another --vs they are null. JSON: {source, fetched_at, origin,
            sample_recorded_on, vs_currency, total_value, total_cost, pnl, pnl_percentage, holdings: [{id, kind,
            symbol, amount, price, value, cost, pnl, pnl_percentage, share}]}, null where unknown.
              add ID AMOUNT   adds AMOUNT of coin ID (a CoinGecko id, checked with CoinGecko: one it does not know
                              is a usage error, exit 2) or of cash (a currency code); --cost PRICE: the price paid
                              per unit. Adding to a holding adds the amount and the cost (a part without a cost
                              makes the whole cost unknown). Offline a coin id is accepted only when the cached or
                              built-in markets list has it (else exit 2: it can't be checked offline).
              remove ID       removes the holding (exit 2 when there is none)
            The portfolio is $XDG_STATE_HOME/kurs/portfolio.json (~/.local/state/kurs/), written atomically under a
            lock shared by every kurs process; an unreadable file is never overwritten (kept aside, said on stderr).
            """,
        examples: [
            "kurs portfolio add bitcoin 0.5 --cost 30000", "kurs portfolio add EUR 1200", "kurs portfolio",
            "kurs portfolio --json | jq .pnl", "kurs portfolio remove EUR",
        ],
        isPositional: { DecimalText.parse($0) != nil },  // a negative amount is refused by add, not taken for an option
        parse: CommandParser.portfolio)
}

extension PortfolioCommand {
    /// `--cost PRICE`: what `add` paid per unit.
    static let cost = OptionSpec(name: "--cost", valueName: "PRICE", help: "add: price paid per unit, in the config's vs currency")
}

extension CommandParser {
    /// `kurs portfolio …`. - Throws: an unknown action; a missing, bad or extra ID or AMOUNT; an amount or cost that is
    /// not a plain number or not more than 0 (cost: not negative); options that don't fit the action.
    static func portfolio(_ line: ParsedArguments) throws(UsageError) -> Command {
        let args = line.positionals
        guard let action = args.first else {
            if line.has(PortfolioCommand.cost) { throw UsageError("--cost goes with 'kurs portfolio add ID AMOUNT --cost PRICE'") }
            return .run(PortfolioAction.show(vsCurrency: try vsOption(line), json: line.has(CommandTable.json)))
        }
        for option in [CommandTable.vs, CommandTable.json] where line.has(option) {
            throw UsageError("\(option.name) goes with 'kurs portfolio' alone, not 'kurs portfolio \(shown(action))'")
        }
        switch action {
        case "add":
            let usage = "kurs portfolio add ID AMOUNT [--cost PRICE] (e.g. kurs portfolio add bitcoin 0.5)"
            guard args.count >= 3 else { throw UsageError("missing \(args.count == 1 ? "ID and AMOUNT" : "AMOUNT"): \(usage)") }
            if args.count > 3 { throw unexpected(args[3], command: "portfolio add") }
            let (kind, id) = try HoldingTarget.parse(args[1], usage: usage)
            guard let amount = DecimalText.parseExactly(args[2]), amount > 0 else {
                throw UsageError("invalid AMOUNT '\(shown(args[2]))': a number more than 0 (e.g. 0.5)\(DecimalText.digitsHint(args[2]))")
            }
            var cost: Decimal?
            if let text = line.value(of: PortfolioCommand.cost) {
                guard let value = DecimalText.parseExactly(text), value >= 0 else {
                    throw UsageError("invalid --cost '\(shown(text))': the price paid per unit, a number of 0 or more\(DecimalText.digitsHint(text))")
                }
                cost = value
            }
            return .run(PortfolioAction.add(kind: kind, id: id, amount: amount, costPerUnit: cost))
        case "remove":
            if line.has(PortfolioCommand.cost) { throw UsageError("--cost goes with 'kurs portfolio add ID AMOUNT --cost PRICE'") }
            let usage = "kurs portfolio remove ID (e.g. kurs portfolio remove bitcoin)"
            guard args.count >= 2 else { throw UsageError("missing ID: \(usage)") }
            if args.count > 2 { throw unexpected(args[2], command: "portfolio remove") }
            let (kind, id) = try HoldingTarget.parse(args[1], usage: usage)
            return .run(PortfolioAction.remove(kind: kind, id: id))
        default:
            throw UsageError("unknown subcommand '\(shown(action))' for 'kurs portfolio' (add, remove)")
        }
    }

    /// `--vs CODE` lower-cased, nil when not given. - Throws: not 2 to 5 letters or digits.
    static func vsOption(_ line: ParsedArguments) throws(UsageError) -> String? {
        guard let value = line.value(of: CommandTable.vs) else { return nil }
        guard isVsCurrency(value) else {
            throw UsageError("unknown currency '\(shown(value))' (2 to 5 letters or digits, e.g. usd, eur, btc, sats)")
        }
        return value.lowercased()
    }
}
