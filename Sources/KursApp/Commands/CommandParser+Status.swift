extension CommandParser {
    /// `kurs status [--format FMT] [--tmux]`; `--format=FMT` is accepted too. The format itself is checked when
    /// the command runs (its errors are usage errors, exit 2).
    static func parseStatus(_ args: inout [String]) throws(UsageError) -> StatusOptions {
        var options = StatusOptions()
        while let arg = args.first {
            args.removeFirst()
            if arg == "--tmux" {
                options.tmux = true
            } else if arg == "--format" {
                guard let value = args.first else { throw UsageError("missing value for --format in 'kurs status'") }
                args.removeFirst()
                options.format = value
            } else if arg.hasPrefix("--format=") {
                options.format = String(arg.dropFirst("--format=".count))
            } else {
                throw unexpected(arg, command: "status")
            }
        }
        return options
    }
}
