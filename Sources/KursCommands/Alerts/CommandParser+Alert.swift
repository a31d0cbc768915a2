import Foundation
import KursCore

extension CommandTable {
    /// `kurs alert add ID above|below PRICE` · `kurs alert add ID move PERCENT` · `kurs alert add CODE above|below
    /// RATE [--source …]` · `kurs alert remove N`.
    static var alert: CommandSpec { CommandSpec(
        name: "alert", abstract: "add or remove a price, 24h-move or bank-rate alert",
        arguments: [
            ArgumentSpec(valueName: "ACTION", help: "subcommand", allowedValues: ["add", "remove"],
                         synopsisText: "add ID CONDITION LEVEL|remove N"),
            ArgumentSpec(valueName: "ID", help: "CoinGecko id, currency code or alert number", isOptional: true, hidden: true),
            ArgumentSpec(valueName: "CONDITION", help: "condition", allowedValues: ["above", "below", "move"], isOptional: true,
                         hidden: true),
            ArgumentSpec(valueName: "LEVEL", help: "price, percent or rate", isOptional: true, hidden: true),
        ],
        options: [
            AlertCommand.source,
        ],
        discussion: """
            CONDITION is above, below or move:
              add ID above|below PRICE   a coin's price (CoinGecko id) in the config's vs currency reaches PRICE
              add ID move PERCENT        a coin's 24h change is PERCENT or more either way (±)
              add CODE above|below RATE  a bank's rate of a currency (an ISO code: USD) in UAH reaches RATE: the
                                         sale price of PrivatBank cash (default), privatbank-card or monobank, the
                                         official rate of the nbu (--source)
              remove N                   removes alert number N (see 'kurs alerts'; numbers are never reused)
            "above" holds at or over the level, "below" at or under it. Alerts are checked by 'kurs alerts', 'kurs
            refresh' and the dashboard when new data arrives; one that already holds when first checked triggers,
            and it re-arms when the value crosses back. Alerts are $XDG_STATE_HOME/kurs/alerts.json, edited under a
            lock shared by every kurs process; an unreadable file is never overwritten (kept aside).
            """,
        examples: [
            "kurs alert add bitcoin above 100000", "kurs alert add ethereum move 5",
            "kurs alert add USD above 42.5 --source monobank", "kurs alert remove 2",
        ],
        isPositional: { DecimalText.parse($0) != nil },  // a negative level is refused as such, not as an option
        parse: CommandParser.alert) }

    /// `kurs alerts [--json]`.
    static let alerts = CommandSpec(
        name: "alerts", abstract: "check every alert against current data",
        options: [json],
        discussion: """
            Checks every alert against the current data — fetching what is stale: the CoinGecko prices of the coins
            alerted on (one request per vs currency), the bank rates alerted on — records the result in alerts.json
            and lists them: number, alert, value now, state (triggered with the time, else armed). A source that
            can't be had leaves its alerts as last checked (said on stderr). JSON: {source, fetched_at, alerts: [{id,
            kind, condition, threshold, value, triggered, triggered_at, target, vs_currency, rate_source, side}]};
            source: the sources read, comma-separated; fetched_at: the oldest of their data.
            """,
        examples: ["kurs alerts", "kurs alerts --json | jq '.alerts[] | select(.triggered)'"],
        parse: CommandParser.alerts)
}

extension AlertCommand {
    /// `--source`: the bank of a rate alert.
    static var source: OptionSpec {
        CommandTable.source(SourceRegistry.current.ids(.history).map(\.rawValue), help: "rate alerts: the bank (default privatbank)")
    }
}

extension CommandParser {
    /// `kurs alert add|remove …`. - Throws: an unknown action; a missing, bad or extra argument; a level that is not
    /// a number more than 0; `move` for a currency; `--source` for a coin alert.
    static func alert(_ line: ParsedArguments) throws(UsageError) -> Command {
        let args = line.positionals
        let usage = "kurs alert add ID above|below|move LEVEL or kurs alert remove N"
        guard let action = args.first else { throw UsageError("missing subcommand: \(usage)") }
        switch action {
        case "add":
            guard args.count >= 4 else { throw UsageError("missing \(["ID", "CONDITION", "LEVEL"][args.count - 1]): \(usage)") }
            if args.count > 4 { throw unexpected(args[4], command: "alert add") }
            let (kind, target) = try HoldingTarget.parse(args[1], usage: usage)
            let condition: Alert.Condition
            switch args[2].lowercased() {
            case "above": condition = .above
            case "below": condition = .below
            case "move" where kind == .coin: condition = .beyond
            case "move": throw UsageError("a move alert is for a coin; for a currency use above or below")
            default: throw UsageError("unknown condition '\(shown(args[2]))' (above, below, move)")
            }
            guard let level = DecimalText.parse(args[3]), level > 0 else {
                throw UsageError("invalid level '\(shown(args[3]))': a number more than 0")
            }
            let source = line.value(of: AlertCommand.source).flatMap({ SourceRegistry.current.id(named: $0, role: .history) })
            if kind == .coin, source != nil { throw UsageError("--source goes with a currency alert (e.g. kurs alert add USD above 42)") }
            let alertKind: Alert.Kind = kind == .cash ? .rate : condition == .beyond ? .move : .price
            return .run(AlertAction.add(kind: alertKind, condition: condition, target: target, threshold: level,
                               source: kind == .cash ? source ?? .privatbank : nil))
        case "remove":
            if line.has(AlertCommand.source) { throw UsageError("--source goes with 'kurs alert add CODE above|below RATE'") }
            guard args.count >= 2 else { throw UsageError("missing N: kurs alert remove N (see kurs alerts)") }
            if args.count > 2 { throw unexpected(args[2], command: "alert remove") }
            guard args[1].allSatisfy({ $0.isASCII && $0.isWholeNumber }), let number = Int(args[1]), number > 0 else {
                throw UsageError("invalid alert number '\(shown(args[1]))' (see kurs alerts)")
            }
            return .run(AlertAction.remove(number))
        default:
            throw UsageError("unknown subcommand '\(shown(action))' for 'kurs alert' (add, remove)")
        }
    }

    /// `kurs alerts`.
    static func alerts(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = AlertsOptions()
        options.json = line.has(CommandTable.json)
        return .run(options)
    }
}
