extension ShellCompletion {
    /// `Resources/completions/_kurs`.
    static var zsh: String {
        let commands = CommandTable.commands.map { "    \(quoted("\($0.name):\($0.abstract)"))" }
            + ["    \(quoted("\(CommandTable.helpCommand):help on a command"))"]
        let cases = CommandTable.commands.map { spec in
            let specs = spec.options.map { zshOption($0, in: spec) } + spec.arguments.enumerated().map { index, argument in
                let action = argument.allowedValues.isEmpty ? "" : "(\(argument.allowedValues.joined(separator: " ")))"
                return quoted("\(index + 1):\(argument.help):\(action)")
            }
            return "        \(spec.name))\n          _arguments $common \(specs.joined(separator: " ")) && ret=0 ;;"
        }
        let names = CommandTable.commands.map(\.name).joined(separator: " ")
        return """
            #compdef kurs
            # zsh completion for kurs (installed as share/zsh/site-functions/_kurs).
            \(generatedNote)

            _kurs() {
              local curcontext=$curcontext state line ret=1
              local -a common commands
              common=(\(quoted("\(CommandTable.offline.name)[\(bracketed(CommandTable.offline.help))]")) \(quoted("(- *)\(CommandTable.help.name)[\(CommandTable.help.help)]")))
              commands=(
            \(commands.joined(separator: "\n"))
              )

              _arguments -C $common \(quoted("(- *)\(CommandTable.version.name)[\(CommandTable.version.help)]")) \\
                '1: :->command' '*:: :->args' && ret=0

              case $state in
                command) _describe -t commands 'kurs command' commands && ret=0 ;;
                args)
                  curcontext=${curcontext%:*:*}:kurs-$words[1]:
                  case $words[1] in
            \(cases.joined(separator: "\n"))
                    \(CommandTable.helpCommand))
                      _arguments '1:command:(\(names))' && ret=0 ;;
                  esac ;;
              esac
              return ret
            }

            _kurs "$@"

            """
    }

    /// "(--bank)--mid[open.er-api mid-market rates]", "--source[rates source]:source:(privatbank erapi)".
    static func zshOption(_ option: OptionSpec, in spec: CommandSpec) -> String {
        let excluded = option.excludes.map { group in
            "(" + spec.options.filter { $0.excludes == group && $0.name != option.name }.map(\.name).joined(separator: " ") + ")"
        } ?? ""
        var text = "\(excluded)\(option.name)[\(bracketed(option.help))]"
        if let valueName = option.valueName {
            let values = option.allowedValues.joined(separator: " ")
            let action = option.allowedValues.isEmpty ? "" : option.isList ? "_values -s , \(valueName.lowercased()) \(values)" : "(\(values))"
            text += ":\(valueName.lowercased()):\(action)"
        }
        return quoted(text)
    }

    /// `text` for inside `[…]` of a zsh option spec: brackets and colons escaped.
    static func bracketed(_ text: String) -> String {
        text.replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            .replacingOccurrences(of: ":", with: "\\:")
    }
}
