import KursApp
import KursCore

extension CommandTable {
    /// `kurs pane rates|converter|coins|coin ID|weather|portfolio`.
    static let pane = CommandSpec(
        name: "pane", abstract: "one dashboard pane for a tmux split",
        arguments: [
            ArgumentSpec(valueName: "NAME", help: "pane", allowedValues: PaneMode.names,
                         synopsisText: list(PaneMode.names.map { $0 == "coin" ? "coin ID" : $0 }, separator: "|")),
            ArgumentSpec(valueName: "ID", help: "coin id", isOptional: true, hidden: true),
        ],
        discussion: """
            One dashboard pane alone, compact, for a tmux split as small as 30x6 (needs a terminal): rates shows
            the rows that fit, coins the top coins that fit, coin ID its price, 24h change and 7-day sparkline,
            converter its one-line result, weather the first city,
            portfolio the holdings valued now (a to add, e to edit, d to delete). Resizing the split lays it out again. Same keys
            as the dashboard where they apply; q quits.
            """,
        examples: ["tmux split-window -l 6 'kurs pane coins'", "kurs pane coin bitcoin"],
        parse: CommandParser.pane)
}

extension CommandParser {
    /// `kurs pane NAME`.
    /// - Throws: a missing or unknown pane name ("unknown pane 'x'"), `coin` without an id or with a bad one,
    ///   and extra arguments.
    static func pane(_ line: ParsedArguments) throws(UsageError) -> Command {
        let names = PaneMode.names.joined(separator: ", ")
        guard let name = line.positionals.first else { throw UsageError("missing pane name: kurs pane NAME (\(names))") }
        var rest = line.positionals.dropFirst()
        let mode: PaneMode
        switch name {
        case "rates": mode = .rates
        case "converter": mode = .converter
        case "coins": mode = .coins
        case "weather": mode = .weather
        case "portfolio": mode = .portfolio
        case "coin":
            guard let id = rest.popFirst() else { throw UsageError("missing coin id: kurs pane coin ID (e.g. kurs pane coin bitcoin)") }
            mode = .coin(id: try CoinID.argument(id, usage: "kurs pane coin ID (e.g. kurs pane coin bitcoin)"))
        default:
            throw UsageError("unknown pane '\(shown(name))' (\(names))")
        }
        if let extra = rest.first { throw unexpected(extra, command: "pane") }
        return .run(mode)
    }
}
