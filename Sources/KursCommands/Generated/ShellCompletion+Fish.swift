extension ShellCompletion {
    /// `Resources/completions/kurs.fish`.
    static var fish: String {
        var lines: [String] = []
        let atStart = "-n 'test -z (__kurs_command)'"
        for spec in CommandTable.commands {
            lines.append("complete -c kurs \(atStart) -a \(spec.name) -d \(quoted(spec.abstract))")
        }
        lines.append("complete -c kurs \(atStart) -a \(CommandTable.helpCommand) -d 'Help on a command'")
        lines.append("")
        for option in CommandTable.globalOptions { lines.append("complete -c kurs \(fishOption(option))") }
        lines.append("complete -c kurs \(atStart) \(fishOption(CommandTable.version))")
        lines.append("")
        for spec in CommandTable.commands {
            for option in spec.options {
                lines.append("complete -c kurs -n '__kurs_command_is \(spec.name)' \(fishOption(option))")
            }
        }
        lines.append("")
        for spec in CommandTable.commands where !firstArgumentWords(spec).isEmpty {
            lines.append("complete -c kurs -n '__kurs_command_is \(spec.name); and __kurs_needs_argument' -a \(quoted(firstArgumentWords(spec).joined(separator: " ")))")
        }
        lines.append("complete -c kurs -n '__kurs_command_is \(CommandTable.helpCommand); and __kurs_needs_argument' -a \(quoted(CommandTable.commands.map(\.name).joined(separator: " ")))")
        return """
            # fish completion for kurs (installed as share/fish/vendor_completions.d/kurs.fish).
            \(generatedNote)

            # The command: the first word after "kurs" that is not an option ("" when none yet).
            function __kurs_command
                for word in (commandline -opc)[2..-1]
                    string match -q -- '-*' $word; or begin; echo $word; return; end
                end
                echo ''
            end

            # Whether the command is one of $argv.
            function __kurs_command_is
                contains -- (__kurs_command) $argv
            end

            # Whether the command is the only non-option word so far (its first argument is being completed).
            function __kurs_needs_argument
                test (count (string match -v -- '-*' (commandline -opc)[2..-1])) -eq 1
            end

            complete -c kurs -f

            \(lines.joined(separator: "\n"))

            """
    }

    /// "-l source -x -a 'privatbank erapi' -d 'Rates source'" (with "-s q" for a short spelling).
    static func fishOption(_ option: OptionSpec) -> String {
        var text = "-l \(option.name.dropFirst(2))"
        if let short = option.short { text += " -s \(short.dropFirst())" }
        if option.takesValue {
            text += " -x"
            if option.isList {
                text += " -a " + quoted("(__fish_append , \(option.allowedValues.joined(separator: " ")))")
            } else if !option.allowedValues.isEmpty {
                text += " -a " + quoted(option.allowedValues.joined(separator: " "))
            }
        }
        return text + " -d " + quoted(option.help)
    }
}
