import KursCore

/// The `--help` texts, with examples.
enum HelpText {
    static func text(for command: String?) -> String {
        switch command {
        case "rates": return rates
        case "coins": return coins
        case "coin": return coin
        case "weather": return weather
        default: return main
        }
    }

    static let main = """
        kurs \(KursVersion.string) — exchange rates and coins in the terminal

        Usage:
          kurs                      the dashboard (needs a terminal)
          kurs rates [--source privatbank|erapi] [--base CODE] [--card] [--json]
          kurs coins [--top N] [--vs CODE] [--json]
          kurs coin ID [--json]
          kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]
          kurs --help | kurs COMMAND --help | kurs --version

        Global flags:
          --offline                 no network: cached data, else the built-in sample (also KURS_OFFLINE=1)

        Output: aligned columns on a terminal, tab-separated values in a pipe, JSON with --json.
        Exit status: 0 ok, 1 no data at all, 2 usage error (bad flag, unknown coin or currency).

        Examples:
          kurs rates                        PrivatBank cash rates, UAH per unit
          kurs rates --source erapi --base EUR
          kurs coins --top 10
          kurs coin bitcoin --json | jq .current_price

        Environment: KURS_PRIVATBANK_URL, KURS_ERAPI_URL, KURS_COINGECKO_URL, COINGECKO_API_KEY,
        COINGECKO_PRO_API_KEY, XDG_CACHE_HOME (cache in $XDG_CACHE_HOME/kurs), KURS_OFFLINE, NO_COLOR.

        """

    static let rates = """
        Usage: kurs rates [--source privatbank|erapi] [--base CODE] [--card] [--json]

        PrivatBank buy/sale rates (UAH per 1 unit; cash by default, --card for card/non-cash), or open.er-api
        mid-market rates (units per 1 unit of --base, default USD). --base other than UAH selects erapi.

        Examples:
          kurs rates
          kurs rates --card --json
          kurs rates --source erapi --base EUR | grep -w USD

        """

    static let coins = """
        Usage: kurs coins [--top N] [--vs CODE] [--json]

        CoinGecko markets by market cap: rank, symbol, name, price, 24h %, market cap.
        --top N: 1 to \(MarketResource.marketsPerPage) (default 20). --vs: the price currency (default usd).

        Examples:
          kurs coins --top 5
          kurs coins --vs eur --json | jq '.coins[0]'

        """

    static let coin = """
        Usage: kurs coin ID [--json]

        One coin by its CoinGecko id: price and market data, block time, hashing algorithm, description, links.
        An unknown id is a usage error (exit 2).

        Examples:
          kurs coin bitcoin
          kurs coin ethereum --json

        """
}
