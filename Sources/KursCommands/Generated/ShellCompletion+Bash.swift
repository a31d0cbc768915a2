extension ShellCompletion {
    /// `Resources/completions/kurs.bash`.
    static var bash: String {
        let names = CommandTable.commands.map(\.name).joined(separator: " ")
        var valueCases: [String] = []
        var flagCases: [String] = []
        for spec in CommandTable.commands {
            for option in spec.options where option.takesValue {
                let key = "\"\(spec.name) \(option.name)\")"
                let values = option.allowedValues.joined(separator: " ")
                if option.isList {
                    valueCases.append("""
                                \(key)
                                    # A comma-separated list: complete the part after the last comma.
                                    local done_part="" last=$cur
                                    if [[ $cur == *,* ]]; then done_part=${cur%,*},; last=${cur##*,}; fi
                                    local s
                                    COMPREPLY=()
                                    for s in $(compgen -W "\(values)" -- "$last"); do COMPREPLY+=("$done_part$s"); done
                                    return ;;
                        """)
                } else if !values.isEmpty {
                    valueCases.append("        \(key) COMPREPLY=($(compgen -W \"\(values)\" -- \"$cur\")); return ;;")
                } else {
                    valueCases.append("        \(key) return ;;")
                }
            }
            var entry = "        \(spec.name)) flags=\"\(spec.options.map(\.name).joined(separator: " "))\""
            let words = firstArgumentWords(spec)
            if !words.isEmpty {
                entry += """

                                if [[ $cword -eq $((i + 1)) && $cur != -* ]]; then
                                    COMPREPLY=($(compgen -W "\(words.joined(separator: " "))" -- "$cur")); return
                                fi
                    """
            }
            flagCases.append(entry + " ;;")
        }
        let globals = CommandTable.globalOptions.map(\.name).joined(separator: " ")
        return """
            # bash completion for kurs (installed as share/bash-completion/completions/kurs).
            \(generatedNote)

            _kurs() {
                local cur prev words cword
                if declare -F _init_completion >/dev/null 2>&1; then
                    _init_completion || return
                else
                    cur=${COMP_WORDS[COMP_CWORD]}
                    prev=${COMP_WORDS[COMP_CWORD-1]}
                    words=("${COMP_WORDS[@]}")
                    cword=$COMP_CWORD
                fi

                local commands="\(commandNames.joined(separator: " "))"
                local command="" i
                for ((i = 1; i < cword; i++)); do
                    case ${words[i]} in
                        -*) ;;
                        *) command=${words[i]}; break ;;
                    esac
                done

                case "$command $prev" in
            \(valueCases.joined(separator: "\n"))
                esac

                local flags
                case $command in
                    "") flags="\(globals) \(CommandTable.version.name)"
                        if [[ $cur != -* ]]; then COMPREPLY=($(compgen -W "$commands" -- "$cur")); return; fi ;;
            \(flagCases.joined(separator: "\n"))
                    \(CommandTable.helpCommand))
                        if [[ $cword -eq $((i + 1)) ]]; then
                            COMPREPLY=($(compgen -W "\(names)" -- "$cur"))
                        fi
                        return ;;
                esac
                COMPREPLY=($(compgen -W "$flags \(globals)" -- "$cur"))
            }

            complete -F _kurs kurs

            """
    }
}
