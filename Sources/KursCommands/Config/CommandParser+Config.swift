extension CommandTable {
    /// `kurs config init|path|check`.
    static let config = CommandSpec(
        name: "config", abstract: "config init|path|check",
        arguments: [ArgumentSpec(valueName: "ACTION", help: "subcommand", allowedValues: ConfigAction.allCases.map(\.rawValue))],
        discussion: """
            The config file is JSON5 at $KURS_CONFIG, else $XDG_CONFIG_HOME/kurs/config.json5 (~/.config/kurs/...).
              init    writes a commented default config; never overwrites an existing file (exit 1 then)
              path    prints the config file's path
              check   reports each error as path:line:column (types, values, the statusFormat's placeholders) and warns
                      about unknown keys (exit 1 on errors)
            """,
        examples: ["kurs config init && $EDITOR \"$(kurs config path)\"", "kurs config check"],
        isPositional: { _ in true },  // every word is the subcommand or one too many
        parse: CommandParser.config)
}

extension CommandParser {
    /// `kurs config init|path|check`. - Throws: no subcommand, an unknown one, or anything after it.
    static func config(_ line: ParsedArguments) throws(UsageError) -> Command {
        let args = line.positionals
        let names = ConfigAction.allCases.map(\.rawValue).joined(separator: ", ")
        guard let name = args.first else { throw UsageError("missing subcommand: kurs config init|path|check") }
        guard let action = ConfigAction(rawValue: name) else {
            if name.hasPrefix("-") { throw unexpected(name, command: "config") }
            throw UsageError("unknown subcommand '\(shown(name))' for 'kurs config' (\(names))")
        }
        if args.count > 1 { throw UsageError("unexpected argument '\(shown(args[1]))' for 'kurs config \(name)'") }
        return .run(action)
    }
}
