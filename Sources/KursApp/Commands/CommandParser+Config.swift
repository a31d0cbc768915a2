extension CommandParser {
    /// `kurs config init|path|check`.
    static func parseConfig(_ args: [String]) throws(UsageError) -> ConfigAction {
        let names = ConfigAction.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = args.first else { throw UsageError("missing subcommand: kurs config init|path|check") }
        guard let action = ConfigAction(rawValue: name) else {
            if name.hasPrefix("-") { throw unexpected(name, command: "config") }
            throw UsageError("unknown subcommand '\(shown(name))' for 'kurs config' (\(names))")
        }
        if args.count > 1 { throw UsageError("unexpected argument '\(shown(args[1]))' for 'kurs config \(name)'") }
        return action
    }
}
