# fish completion for kurs (installed as share/fish/vendor_completions.d/kurs.fish).
# Generated from the command table (Sources/KursCommands/Table/CommandTable.swift) by `make generate`; do not edit.

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

complete -c kurs -n 'test -z (__kurs_command)' -a rates -d 'hryvnia rates of one source, or every bank side by side'
complete -c kurs -n 'test -z (__kurs_command)' -a history -d 'daily hryvnia rates of the last days, from the history database'
complete -c kurs -n 'test -z (__kurs_command)' -a convert -d 'convert an amount between currencies'
complete -c kurs -n 'test -z (__kurs_command)' -a coins -d 'CoinGecko markets by market cap'
complete -c kurs -n 'test -z (__kurs_command)' -a coin -d 'one coin by its CoinGecko id'
complete -c kurs -n 'test -z (__kurs_command)' -a chart -d 'one coin'\''s price chart over a period'
complete -c kurs -n 'test -z (__kurs_command)' -a search -d 'find any CoinGecko coin by name or symbol'
complete -c kurs -n 'test -z (__kurs_command)' -a portfolio -d 'holdings of coins and cash, valued now, with P/L'
complete -c kurs -n 'test -z (__kurs_command)' -a alert -d 'add or remove a price, 24h-move or bank-rate alert'
complete -c kurs -n 'test -z (__kurs_command)' -a alerts -d 'check every alert against current data'
complete -c kurs -n 'test -z (__kurs_command)' -a weather -d 'current conditions and forecast'
complete -c kurs -n 'test -z (__kurs_command)' -a status -d 'one line for a status bar'
complete -c kurs -n 'test -z (__kurs_command)' -a refresh -d 'fetch every source now'
complete -c kurs -n 'test -z (__kurs_command)' -a config -d 'config init|path|check'
complete -c kurs -n 'test -z (__kurs_command)' -a pane -d 'one dashboard pane for a tmux split'
complete -c kurs -n 'test -z (__kurs_command)' -a help -d 'Help on a command'

complete -c kurs -l offline -d 'no network: cached data, else the built-in sample (also KURS_OFFLINE=1)'
complete -c kurs -l help -s h -d 'show help'
complete -c kurs -n 'test -z (__kurs_command)' -l version -s V -d 'show the version'

complete -c kurs -n '__kurs_command_is rates' -l source -x -a 'privatbank privatbank-card nbu monobank erapi' -d 'rates source (default privatbank)'
complete -c kurs -n '__kurs_command_is rates' -l compare -d 'every bank side by side per currency'
complete -c kurs -n '__kurs_command_is rates' -l base -x -d 'base currency code for erapi (default USD)'
complete -c kurs -n '__kurs_command_is rates' -l card -d 'PrivatBank card rates instead of cash (--source privatbank-card)'
complete -c kurs -n '__kurs_command_is rates' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is history' -l days -x -d 'days up to today, 1-365 (default 30)'
complete -c kurs -n '__kurs_command_is history' -l source -x -a 'privatbank nbu' -d 'PrivatBank'\''s archive or the NBU (default privatbank)'
complete -c kurs -n '__kurs_command_is history' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is convert' -l mid -d 'open.er-api mid-market rates'
complete -c kurs -n '__kurs_command_is convert' -l bank -d 'PrivatBank rates'
complete -c kurs -n '__kurs_command_is convert' -l source -x -a 'privatbank privatbank-card nbu monobank erapi' -d 'price with this source'
complete -c kurs -n '__kurs_command_is convert' -l card -d 'PrivatBank card rates instead of cash'
complete -c kurs -n '__kurs_command_is convert' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is coins' -l top -x -d 'how many coins, 1-250 (default 20)'
complete -c kurs -n '__kurs_command_is coins' -l vs -x -d 'price currency (default usd)'
complete -c kurs -n '__kurs_command_is coins' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is coin' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is chart' -l days -x -a '1 7 30 90 365 max' -d 'the period: 1, 7, 30, 90, 365 days or max (default 7)'
complete -c kurs -n '__kurs_command_is chart' -l vs -x -d 'price currency (default the config'\''s, usd)'
complete -c kurs -n '__kurs_command_is chart' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is search' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is portfolio' -l cost -x -d 'add: price paid per unit, in the config'\''s vs currency'
complete -c kurs -n '__kurs_command_is portfolio' -l vs -x -d 'price currency (default the config'\''s, usd)'
complete -c kurs -n '__kurs_command_is portfolio' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is alert' -l source -x -a 'privatbank privatbank-card nbu monobank' -d 'rate alerts: the bank (default privatbank)'
complete -c kurs -n '__kurs_command_is alerts' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is weather' -l units -x -a 'metric imperial' -d 'unit system (default: the config'\''s, else metric)'
complete -c kurs -n '__kurs_command_is weather' -l json -d 'JSON output'
complete -c kurs -n '__kurs_command_is status' -l format -x -d 'status format with {placeholders}'
complete -c kurs -n '__kurs_command_is status' -l tmux -d 'tmux colours and escaping'
complete -c kurs -n '__kurs_command_is refresh' -l quiet -s q -d 'print only failures'
complete -c kurs -n '__kurs_command_is refresh' -l only -x -a '(__fish_append , privatbank privatbank-cash privatbank-card nbu monobank erapi coingecko weather)' -d 'sources, comma-separated'
complete -c kurs -n '__kurs_command_is refresh' -l stale-only -d 'fetch only stale entries'

complete -c kurs -n '__kurs_command_is portfolio; and __kurs_needs_argument' -a 'add remove'
complete -c kurs -n '__kurs_command_is alert; and __kurs_needs_argument' -a 'add remove'
complete -c kurs -n '__kurs_command_is config; and __kurs_needs_argument' -a 'init path check'
complete -c kurs -n '__kurs_command_is pane; and __kurs_needs_argument' -a 'rates converter coins coin weather portfolio'
complete -c kurs -n '__kurs_command_is help; and __kurs_needs_argument' -a 'rates history convert coins coin chart search portfolio alert alerts weather status refresh config pane'
