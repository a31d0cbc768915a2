extension CommandParser {
    /// `kurs status [--format FMT] [--tmux]`; `--format=FMT` is accepted too (`normalized` splits it). The format itself is checked when
    /// the command runs (its errors are usage errors, exit 2).
    static func parseStatus(_ args: inout [String]) throws(UsageError) -> StatusOptions {
        var options = StatusOptions()
        while let arg = args.first {
            args.removeFirst()
            if arg == "--tmux" {
                options.tmux = true
            } else if arg == "--format" {
                options.format = try takeValue(&args, for: arg, command: "status")
            } else {
                throw unexpected(arg, command: "status")
            }
        }
        return options
    }
}
