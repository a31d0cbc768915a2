# bash completion for kurs (installed as share/bash-completion/completions/kurs).
# Generated from the command table (Sources/KursCommands/Table/CommandTable.swift) by `make generate`; do not edit.

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

    local commands="rates history convert coins coin chart search portfolio alert alerts weather status refresh config pane help"
    local command="" i
    for ((i = 1; i < cword; i++)); do
        case ${words[i]} in
            -*) ;;
            *) command=${words[i]}; break ;;
        esac
    done

    case "$command $prev" in
        "rates --source") COMPREPLY=($(compgen -W "privatbank privatbank-card nbu monobank erapi" -- "$cur")); return ;;
        "rates --base") return ;;
        "history --days") return ;;
        "history --source") COMPREPLY=($(compgen -W "privatbank nbu" -- "$cur")); return ;;
        "convert --source") COMPREPLY=($(compgen -W "privatbank privatbank-card nbu monobank erapi" -- "$cur")); return ;;
        "coins --top") return ;;
        "coins --vs") return ;;
        "chart --days") COMPREPLY=($(compgen -W "1 7 30 90 365 max" -- "$cur")); return ;;
        "chart --vs") return ;;
        "portfolio --cost") return ;;
        "portfolio --vs") return ;;
        "alert --source") COMPREPLY=($(compgen -W "privatbank privatbank-card nbu monobank" -- "$cur")); return ;;
        "weather --units") COMPREPLY=($(compgen -W "metric imperial" -- "$cur")); return ;;
        "status --format") return ;;
        "refresh --only")
            # A comma-separated list: complete the part after the last comma.
            local done_part="" last=$cur
            if [[ $cur == *,* ]]; then done_part=${cur%,*},; last=${cur##*,}; fi
            local s
            COMPREPLY=()
            for s in $(compgen -W "privatbank privatbank-cash privatbank-card nbu monobank erapi coingecko weather" -- "$last"); do COMPREPLY+=("$done_part$s"); done
            return ;;
    esac

    local flags
    case $command in
        "") flags="--offline --help --version"
            if [[ $cur != -* ]]; then COMPREPLY=($(compgen -W "$commands" -- "$cur")); return; fi ;;
        rates) flags="--source --compare --base --card --json" ;;
        history) flags="--days --source --json" ;;
        convert) flags="--mid --bank --source --card --json" ;;
        coins) flags="--top --vs --json" ;;
        coin) flags="--json" ;;
        chart) flags="--days --vs --json" ;;
        search) flags="--json" ;;
        portfolio) flags="--cost --vs --json"
            if [[ $cword -eq $((i + 1)) && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "add remove" -- "$cur")); return
            fi ;;
        alert) flags="--source"
            if [[ $cword -eq $((i + 1)) && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "add remove" -- "$cur")); return
            fi ;;
        alerts) flags="--json" ;;
        weather) flags="--units --json" ;;
        status) flags="--format --tmux" ;;
        refresh) flags="--quiet --only --stale-only" ;;
        config) flags=""
            if [[ $cword -eq $((i + 1)) && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "init path check" -- "$cur")); return
            fi ;;
        pane) flags=""
            if [[ $cword -eq $((i + 1)) && $cur != -* ]]; then
                COMPREPLY=($(compgen -W "rates converter coins coin weather portfolio" -- "$cur")); return
            fi ;;
        help)
            if [[ $cword -eq $((i + 1)) ]]; then
                COMPREPLY=($(compgen -W "rates history convert coins coin chart search portfolio alert alerts weather status refresh config pane" -- "$cur"))
            fi
            return ;;
    esac
    COMPREPLY=($(compgen -W "$flags --offline --help" -- "$cur"))
}

complete -F _kurs kurs
