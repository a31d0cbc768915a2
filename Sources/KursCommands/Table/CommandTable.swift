import KursCore

/// The command table: every `kurs` command with its arguments, options and examples, in the order help, the man
/// page and the completions list them. The parser (`CommandParser`), `--help` (`HelpText`), the man page's
/// synopsis and options (`ManPage`) and the bash/zsh/fish completions (`ShellCompletion`) are made from it.
/// A new command is one entry here (a `CommandSpec`, whose `parse` makes its options) and its options type
/// conforming to `KursCommand` (its config defaults and its job); `KursCommandLine` runs it with no case to add.
enum CommandTable {
    /// The commands, in the order they are listed; their `--source` values come from the current source registry
    /// (the standard registry's table is built once).
    static var commands: [CommandSpec] { SourceRegistry.current.isStandard ? standardCommands : makeCommands() }

    /// The commands under the standard registry, built once: every invocation parses against them.
    private static let standardCommands = makeCommands()

    /// The commands, their `--source` values taken from the current registry.
    private static func makeCommands() -> [CommandSpec] {
        [rates, history, convert, coins, coin, chart, search, portfolio, alert, alerts, weather, status, refresh, config, pane]
    }

    /// `--offline`: accepted anywhere on the line, before a `--`.
    static let offline = OptionSpec(name: "--offline", help: "no network: cached data, else the built-in sample (also KURS_OFFLINE=1)")
    /// `--help` / `-h`: anywhere before a `--`, help on the command.
    static let help = OptionSpec(name: "--help", short: "-h", help: "show help")
    /// `--version` / `-V`, instead of a command.
    static let version = OptionSpec(name: "--version", short: "-V", help: "show the version")
    /// The options every command takes.
    static let globalOptions = [offline, help]

    /// `--json`, shared by the commands that print data.
    static let json = OptionSpec(name: "--json", help: "JSON output")
    /// `--vs CODE`, the CoinGecko price currency of `coins`, `chart` and `portfolio` (read by `CommandParser.vsOption`).
    static let vs = OptionSpec(name: "--vs", valueName: "CODE", help: "price currency (default the config's, usd)")
    /// `--card`, PrivatBank's card rates instead of cash, of `rates` and `convert`.
    static let card = OptionSpec(name: "--card", help: "PrivatBank card rates instead of cash")
    /// `--source SOURCE`: which provider, one of `allowed` (each command has its own list and help).
    static func source(_ allowed: [String], help: String, excludes: String? = nil) -> OptionSpec {
        OptionSpec(name: "--source", valueName: "SOURCE", allowedValues: allowed, valueNoun: "source", help: help, excludes: excludes)
    }

    /// `words` with `separator` between them, for the table's texts. Not `joined(separator:)`: the table is built at
    /// every start of every command, and the first `joined` of a process instantiated its generic types through the
    /// runtime's conformance scan, a noticeable part of `kurs status`.
    static func list(_ words: [String], separator: String) -> String {
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += separator }
            text += word
        }
        return text
    }

    /// The command named `name`, if there is one.
    static func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// Every option that takes a value, in any command (`--flag=value` is split for these only).
    static let valueOptionNames = Set(commands.flatMap(\.options).filter(\.takesValue).map(\.name))
    /// The long name of each short option spelling ("-q" → "--quiet"), so both count as one option.
    static let longNames: [String: String] = Dictionary(
        commands.flatMap(\.options).compactMap { option in option.short.map { ($0, option.name) } },
        uniquingKeysWith: { first, _ in first })

    /// The `help` pseudo-command's words: `kurs help COMMAND`.
    static let helpCommand = "help"
}
