import KursCore

/// The `--help` texts, with examples.
enum HelpText {
    static func text(for command: String?) -> String {
        switch command {
        case "rates": return rates
        case "coins": return coins
        case "coin": return coin
        case "weather": return weather
        case "convert": return convert
        case "status": return status
        case "refresh": return refresh
        case "config": return config
        case "pane": return pane
        default: return main
        }
    }

    /// The commands with their own `--help`.
    static let topics: Set<String> = ["rates", "coins", "coin", "weather", "convert", "status", "refresh", "config", "pane"]

    static let main = """
        kurs \(KursVersion.string) — exchange rates and coins in the terminal

        Usage:
          kurs                      the dashboard (needs a terminal)
          kurs pane rates|converter|coins|coin ID|weather
          kurs rates [--source privatbank|erapi] [--base CODE] [--card] [--json]
          kurs coins [--top N] [--vs CODE] [--json]
          kurs coin ID [--json]
          kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]
          kurs convert AMOUNT FROM TO [--mid|--bank] [--card] [--json]
          kurs status [--format FMT] [--tmux]
          kurs refresh [--quiet] [--only SOURCES] [--stale-only]
          kurs config init|path|check
          kurs --help | kurs COMMAND --help | kurs --version

        Global flags:
          --offline                 no network: cached data, else the built-in sample (also KURS_OFFLINE=1)

        Output: aligned columns on a terminal, tab-separated values in a pipe, JSON with --json.
        Options take their value as --top 5 or --top=5; an option given twice is a usage error.
        Exit status: 0 ok, 1 no data at all, 2 usage error (bad flag, unknown coin or currency, bad amount).

        Examples:
          kurs rates                        PrivatBank cash rates, UAH per unit
          kurs rates --source erapi --base EUR
          kurs coins --top 10
          kurs weather Kyiv
          kurs coin bitcoin --json | jq .current_price
          kurs convert 100 USD UAH          4,125.00 UAH at PrivatBank's buy rate
          kurs convert "1 000,50" zloty japan --mid
          set -g status-right '#(kurs status --tmux)'     (tmux)

        Environment: KURS_PRIVATBANK_URL, KURS_ERAPI_URL, KURS_COINGECKO_URL, KURS_OPENMETEO_URL,
        KURS_GEOCODING_URL, KURS_PIRATEWEATHER_URL (API base URLs), COINGECKO_API_KEY, COINGECKO_PRO_API_KEY,
        PIRATEWEATHER_API_KEY (optional keys, never printed), XDG_CACHE_HOME (cache in $XDG_CACHE_HOME/kurs),
        XDG_CONFIG_HOME, KURS_CONFIG (config file, JSON5; the environment wins over it), XDG_STATE_HOME (saved
        cities in $XDG_STATE_HOME/kurs), KURS_OFFLINE, NO_COLOR.

        """

    static let rates = """
        Usage: kurs rates [--source privatbank|erapi] [--base CODE] [--card] [--json]

        PrivatBank buy/sale rates (UAH per 1 unit; cash by default, --card for card/non-cash), or open.er-api
        mid-market rates (units per 1 unit of --base, default USD). --base other than UAH selects erapi; it must
        be a known 3-letter code (exit 2 otherwise). When the --base rates can't be had (offline, fetch failed,
        nothing cached) they are derived from the USD rates by cross rates, said on stderr ("derived_from" in
        JSON). A terminal shows 2 decimals; a pipe and JSON keep every digit.

        Examples:
          kurs rates
          kurs rates --card --json
          kurs rates --source erapi --base EUR | grep -w USD

        """

    static let coins = """
        Usage: kurs coins [--top N] [--vs CODE] [--json]

        CoinGecko markets by market cap: rank, symbol, name, price, 24h %, market cap.
        --top N: 1 to \(Resource<DecodedList<Coin>>.maxMarketsPerPage) (default 20, or the config's coins: { top: N }). With a list of ids in the config
        (coins: ["ethereum", "bitcoin"]) and no --top: those coins in that order; ids CoinGecko does not return
        are named on stderr. --vs: the price currency (default usd; 2 to 5 letters or digits, crypto units too:
        btc, eth, sats); one CoinGecko does not know is a usage error (exit 2).

        Examples:
          kurs coins --top 5
          kurs coins --vs eur --json | jq '.coins[0]'

        """

    static let pane = """
        Usage: kurs pane rates|converter|coins|coin ID|weather

        One dashboard pane alone, compact, for a tmux split as small as 30x6 (needs a terminal): rates shows
        the rows that fit, coins the top coins that fit, coin ID its price, 24h change and 7-day sparkline,
        converter its one-line result, weather the first city. Resizing the split lays it out again. Same keys
        as the dashboard where they apply; q quits.

        Examples:
          tmux split-window -l 6 'kurs pane coins'
          kurs pane coin bitcoin

        """

    static let coin = """
        Usage: kurs coin ID [--json]

        One coin by its CoinGecko id: price and market data, block time, hashing algorithm, description, links.
        Ids are a-z, 0-9, '-', '_' and '.' (anything else is a usage error, exit 2), as is an id CoinGecko does
        not know. A terminal shows the description's first 240 characters, cut at a word ("…"); pipes and
        --json get it all. Offline (or when the detail can't be fetched) a coin in the markets list still shows
        its market values, the detail fields empty (null in JSON), with a note on stderr.

        Examples:
          kurs coin bitcoin
          kurs coin ethereum --json

        """

    static let convert = """
        Usage: kurs convert AMOUNT FROM TO [--mid|--bank] [--card] [--json]

        Converts AMOUNT of FROM into TO, exactly; the result is rounded to TO's minor units (JPY 0, KWD 3, most 2),
        halves away from zero. FROM and TO are codes (usd), currency names (zloty) or countries (japan).
        AMOUNT takes "." or "," as the decimal separator, spaces and thousands separators, and + - * / ( ).

        Pricing: by default PrivatBank's rates when the bank quotes both currencies (UAH, USD, EUR: you hand
        over at its buy price and receive at its sale price), else open.er-api mid-market rates of the
        configured base currency. --bank asks for PrivatBank (pairs it doesn't quote fall back to mid-market,
        said on stderr); --mid for mid-market; --card for PrivatBank's card rates instead of cash.

        Output: three lines on a terminal (result, rate, inverse rate); in a pipe one tab-separated line
        "amount from to rate result source"; with --json {amount, from, to, rate, result, source, fetched_at, …}.
        Exit status: 2 for a bad amount or an unknown or ambiguous currency, 1 when no rates can be had.

        Examples:
          kurs convert 100 USD UAH
          kurs convert 1000 uah usd --json | jq .result
          kurs convert "2*(3+1)" EUR JPY --mid
          kurs convert 1 000,50 zloty japan

        """

    static let status = """
        Usage: kurs status [--format FMT] [--tmux]

        One line for a status bar, from the cache only: it never waits on the network. When a value it needs
        is stale or missing it starts one background 'kurs refresh' (at most one a minute across all kurs
        processes) and prints what the cache has at once; with nothing cached yet: "kurs: no data yet".

        Placeholders: {privat:USD:buy} {privat:USD:sale} (PrivatBank cash, any code), {mid:EUR} (open.er-api,
        units of the configured base per 1 EUR), {coin:bitcoin} (price), {coin:bitcoin:24h} (24h change with
        an arrow), {weather} (the first city's temperature and sky now), {age} (age of the oldest value shown); {{ and }} for literal braces. Without
        --format: the config's statusFormat, else
          \(StatusFormat.defaultFormat)
        --tmux doubles '#' in values and colours changes #[fg=green] / #[fg=red] (not with NO_COLOR).
        An unknown placeholder is a usage error (exit 2).

        Examples:
          kurs status
          kurs status --format '$ {privat:USD:buy}/{privat:USD:sale} · {age}'
          set -g status-right '#(kurs status --tmux)'     (tmux.conf)

        """

    static let refresh = """
        Usage: kurs refresh [--quiet] [--only SOURCES] [--stale-only]

        Fetches every source now and updates the cache shared by all kurs processes: PrivatBank cash and card
        rates, open.er-api rates of the configured base, CoinGecko markets in the configured vs currency, and the
        forecast of the first city (saved list, else the config's weather.cities).
        One line per source on stdout ("privatbank cash: updated"), failures on stderr; --quiet prints only
        failures. SOURCES: a comma-separated list of privatbank, privatbank-cash, privatbank-card, erapi,
        coingecko, weather. --stale-only fetches only what is stale, and does nothing when another such refresh runs
        (what 'kurs status' starts in the background). Exit 0 when any source is up to date, 1 when all failed.

        Examples:
          kurs refresh
          kurs refresh --only privatbank,erapi --quiet

        """

    static let config = """
        Usage: kurs config init|path|check

        The config file is JSON5 at $KURS_CONFIG, else $XDG_CONFIG_HOME/kurs/config.json5 (~/.config/kurs/...).
          init    writes a commented default config; never overwrites an existing file (exit 1 then)
          path    prints the config file's path
          check   reports each error as path:line:column (types, values, the statusFormat's placeholders) and warns
                  about unknown keys (exit 1 on errors)

        Examples:
          kurs config init && $EDITOR "$(kurs config path)"
          kurs config check

        """
}
