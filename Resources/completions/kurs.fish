# fish completion for kurs (installed as share/fish/vendor_completions.d/kurs.fish).
# Hand-written; keep in step with `kurs --help` (Tests/EndToEndTests/ShellCompletionTests.swift checks the names).

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

complete -c kurs -n 'test -z (__kurs_command)' -a rates -d 'PrivatBank or open.er-api rates'
complete -c kurs -n 'test -z (__kurs_command)' -a convert -d 'Convert an amount'
complete -c kurs -n 'test -z (__kurs_command)' -a coins -d 'CoinGecko markets'
complete -c kurs -n 'test -z (__kurs_command)' -a coin -d 'One coin by id'
complete -c kurs -n 'test -z (__kurs_command)' -a weather -d 'Conditions and forecast'
complete -c kurs -n 'test -z (__kurs_command)' -a status -d 'One line for a status bar'
complete -c kurs -n 'test -z (__kurs_command)' -a refresh -d 'Fetch every source now'
complete -c kurs -n 'test -z (__kurs_command)' -a config -d 'init, path or check the config'
complete -c kurs -n 'test -z (__kurs_command)' -a pane -d 'One pane for a tmux split'
complete -c kurs -n 'test -z (__kurs_command)' -a help -d 'Help on a command'

complete -c kurs -l offline -d 'No network: cache, else the built-in sample'
complete -c kurs -l help -s h -d 'Show help'
complete -c kurs -n 'test -z (__kurs_command)' -l version -s V -d 'Show the version'

complete -c kurs -n '__kurs_command_is rates' -l source -x -a 'privatbank erapi' -d 'Rates source'
complete -c kurs -n '__kurs_command_is rates' -l base -x -d 'Base currency code'
complete -c kurs -n '__kurs_command_is rates convert' -l card -d 'Card rates'
complete -c kurs -n '__kurs_command_is rates convert coins coin weather' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is convert' -l mid -d 'Mid-market rates'
complete -c kurs -n '__kurs_command_is convert' -l bank -d 'PrivatBank rates'
complete -c kurs -n '__kurs_command_is coins' -l top -x -d 'How many coins (1-250)'
complete -c kurs -n '__kurs_command_is coins' -l vs -x -d 'Price currency'
complete -c kurs -n '__kurs_command_is weather' -l units -x -a 'metric imperial' -d 'Units'
complete -c kurs -n '__kurs_command_is status' -l format -x -d 'Status format'
complete -c kurs -n '__kurs_command_is status' -l tmux -d 'tmux colours and escaping'
complete -c kurs -n '__kurs_command_is refresh' -l quiet -d 'Print only failures'
complete -c kurs -n '__kurs_command_is refresh' -l stale-only -d 'Fetch only stale entries'
complete -c kurs -n '__kurs_command_is refresh' -l only -x -d 'Sources (comma-separated)' \
    -a '(__fish_append , privatbank privatbank-cash privatbank-card erapi coingecko weather)'

complete -c kurs -n '__kurs_command_is config; and __kurs_needs_argument' \
    -a 'init path check'
complete -c kurs -n '__kurs_command_is pane; and __kurs_needs_argument' \
    -a 'rates converter coins coin weather'
complete -c kurs -n '__kurs_command_is help; and __kurs_needs_argument' \
    -a 'rates convert coins coin weather status refresh config pane'
