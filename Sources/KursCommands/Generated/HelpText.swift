import KursCore

/// The `--help` texts, made from the command table (`CommandTable`).
enum HelpText {
    /// `kurs COMMAND --help` for a command of the table, else `kurs --help`.
    static func text(for command: String?) -> String {
        guard let spec = command.flatMap(CommandTable.command(named:)) else { return main }
        return commandHelp(spec)
    }

    /// "Usage: kurs rates …", the discussion, every option of the command and the global ones, the examples.
    static func commandHelp(_ spec: CommandSpec) -> String {
        var text = "Usage: kurs \(spec.synopsis)\n\n"
        if !spec.discussion.isEmpty { text += spec.discussion + "\n\n" }
        let options = spec.options + CommandTable.globalOptions
        let column = options.map { optionName($0).count + 2 }.reduce(usageColumn, max)
        text += "Options:\n" + options.map { optionLine($0, column: column) }.joined() + "\n"
        if !spec.examples.isEmpty { text += "Examples:\n" + spec.examples.map { "  \($0)\n" }.joined() + "\n" }
        return text
    }

    /// "  -q, --quiet               print only failures\n".
    static func optionLine(_ option: OptionSpec, column: Int = usageColumn) -> String {
        "  " + optionName(option).padding(toLength: column, withPad: " ", startingAt: 0) + option.help + "\n"
    }

    /// "-q, --quiet", "--source privatbank|erapi".
    static func optionName(_ option: OptionSpec) -> String { (option.short.map { "\($0), " } ?? "") + option.synopsis }

    /// Where the descriptions start in the option and usage lists, counted from after the two-space indent.
    static let usageColumn = 26

    /// The usage lines of `kurs --help`: the dashboard, every command of the table, help and version.
    static var usageLines: [String] {
        ["kurs".padding(toLength: usageColumn, withPad: " ", startingAt: 0) + "the dashboard (needs a terminal)"]
            + CommandTable.commands.map { "kurs \($0.synopsis)" }
            + ["kurs --help | kurs COMMAND --help | kurs --version"]
    }

    static var main: String {
        """
        kurs \(KursVersion.string) — exchange rates and coins in the terminal

        Usage:
        \(usageLines.map { "  \($0)" }.joined(separator: "\n"))

        Global flags:
        \(optionLine(CommandTable.offline))
        Output: aligned columns on a terminal, tab-separated values in a pipe, JSON with --json.
        Options take their value as --top 5 or --top=5; an option given twice is a usage error; -- ends the options.
        Exit status: 0 ok, 1 no data at all, 2 usage error (bad flag, unknown coin or currency, bad amount).

        Examples:
        \(examples.map { "  \($0)" }.joined(separator: "\n"))

        Environment: KURS_PRIVATBANK_URL, KURS_NBU_URL, KURS_MONOBANK_URL, KURS_ERAPI_URL, KURS_COINGECKO_URL,
        KURS_OPENMETEO_URL, KURS_GEOCODING_URL, KURS_PIRATEWEATHER_URL (API base URLs), COINGECKO_API_KEY,
        COINGECKO_PRO_API_KEY, PIRATEWEATHER_API_KEY (optional keys, never printed), XDG_CACHE_HOME (cache in
        $XDG_CACHE_HOME/kurs), XDG_CONFIG_HOME, KURS_CONFIG (config file, JSON5; the environment wins over it),
        XDG_STATE_HOME (saved cities in $XDG_STATE_HOME/kurs), XDG_DATA_HOME (rate history in $XDG_DATA_HOME/kurs),
        KURS_OFFLINE, NO_COLOR.

        """
    }

    /// The examples of `kurs --help` (and the man page's EXAMPLES), with what each shows.
    static let examples = [
        "kurs rates                        PrivatBank cash rates, UAH per unit",
        "kurs rates --source erapi --base EUR",
        "kurs coins --top 10",
        "kurs weather Kyiv",
        "kurs coin bitcoin --json | jq .current_price",
        "kurs convert 100 USD UAH          4,125.00 UAH at PrivatBank's buy rate",
        "kurs convert \"1 000,50\" zloty japan --mid",
        "kurs status --format '$ {privat:USD:buy}/{privat:USD:sale} {age}'",
        "set -g status-right '#(kurs status --tmux)'     (tmux)",
        "tmux split-window -l 8 'kurs pane coins'",
        "kurs refresh --only privatbank,erapi",
    ]
}
