/// `kurs status [--format FMT] [--tmux]`.
struct StatusOptions: Equatable, Sendable {
    /// The format given with `--format`; nil: the config's `statusFormat`, else `StatusFormat.defaultFormat`.
    var format: String?
    /// Write for tmux's `#(…)`: `#` in data doubled, changes coloured (unless `NO_COLOR`).
    var tmux = false
    /// The defaults: the configured or built-in format, plain text.
    init() {}
}
