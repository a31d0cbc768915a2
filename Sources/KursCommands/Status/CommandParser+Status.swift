import KursCore

extension CommandTable {
    /// `kurs status [--format FMT] [--tmux]`.
    static let status = CommandSpec(
        name: "status", abstract: "one line for a status bar",
        options: [StatusCommand.format, StatusCommand.tmux],
        discussion: """
            One line for a status bar, from the cache only: it never waits on the network. When a value it needs
            is stale or missing it starts one background 'kurs refresh' (at most one a minute across all kurs
            processes) and prints what the cache has at once; with nothing cached yet: "kurs: no data yet".

            Placeholders: {privat:USD:buy} {privat:USD:sale} (PrivatBank cash, any code), {mono:USD:buy}
            {mono:USD:sale} (Monobank), {nbu:USD} (NBU official rate), {best:USD:buy} {best:USD:sale} (the best bank
            price among PrivatBank cash and card and Monobank: highest buy, lowest sale), {mid:EUR} (open.er-api,
            units of the configured base per 1 EUR), {coin:bitcoin} (price), {coin:bitcoin:24h} (24h change with
            an arrow), {weather} (the first city's temperature and sky now), {portfolio} (total value) and
            {portfolio:pnl} from cached prices, {alerts} (the triggered alerts, short), {age} (age of the oldest value shown);
            {{ and }} for literal braces. Without --format: the config's statusFormat, else
              \(StatusFormat.defaultFormat)
            --tmux doubles '#' in values and colours changes #[fg=green] / #[fg=red] (not with NO_COLOR).
            An unknown placeholder is a usage error (exit 2).
            """,
        examples: [
            "kurs status", "kurs status --format '$ {privat:USD:buy}/{privat:USD:sale} · {age}'",
            "set -g status-right '#(kurs status --tmux)'     (tmux.conf)",
        ],
        parse: CommandParser.status)
}

extension StatusCommand {
    /// `--format FMT`: the status line's format.
    static let format = OptionSpec(name: "--format", valueName: "FMT", help: "status format with {placeholders}")
    /// `--tmux`: tmux styles and escaping.
    static let tmux = OptionSpec(name: "--tmux", help: "tmux colours and escaping")
}

extension CommandParser {
    /// `kurs status`; the format itself is checked when the command runs (its errors are usage errors, exit 2).
    static func status(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = StatusOptions()
        options.format = line.value(of: StatusCommand.format)
        options.tmux = line.has(StatusCommand.tmux)
        return .run(options)
    }
}
