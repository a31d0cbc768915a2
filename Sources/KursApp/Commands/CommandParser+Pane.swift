import KursCore

extension CommandParser {
    /// `kurs pane rates|converter|coins|coin ID|weather`.
    /// - Throws: `UsageError` for a missing or unknown pane name ("unknown pane 'x'"), `coin` without an id or
    ///   with a bad one, and extra arguments.
    static func parsePane(_ args: [String]) throws(UsageError) -> PaneMode {
        let names = PaneMode.names.joined(separator: ", ")
        guard let name = args.first else { throw UsageError("missing pane name: kurs pane NAME (\(names))") }
        var rest = Array(args.dropFirst())
        let mode: PaneMode
        switch name {
        case "rates": mode = .rates
        case "converter": mode = .converter
        case "coins": mode = .coins
        case "weather": mode = .weather
        case "coin":
            guard let id = rest.first, !id.hasPrefix("-") else {
                throw UsageError("missing coin id: kurs pane coin ID (e.g. kurs pane coin bitcoin)")
            }
            var coinArgs = [id]
            rest.removeFirst()
            mode = .coin(id: try parseCoin(&coinArgs).id)
        default:
            throw UsageError("unknown pane '\(shown(name))' (\(names))")
        }
        if let extra = rest.first { throw unexpected(extra, command: "pane") }
        return mode
    }
}
