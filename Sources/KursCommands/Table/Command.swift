import KursApp
import KursCore

/// A parsed `kurs` command line.
enum Command: Equatable, Sendable {
    /// `kurs` alone: the dashboard.
    case dashboard
    /// `kurs --help` / `kurs help [COMMAND]` / `kurs COMMAND --help`; the associated value names the command.
    case help(String?)
    /// `kurs --version`.
    case version
    /// A command of the table (`CommandTable`), parsed into its options.
    case run(any KursCommand)
    /// `kurs __generate DIR` (hidden, for `make generate`): write the man page and the completions made from the
    /// command table under DIR (`GeneratedFile`).
    case generate(directory: String)
    /// `kurs __transfer` (hidden): the dashboard's HTTP helper, one GET from stdin to stdout
    /// (`HelperProcessTransfer`).
    case transfer
    /// `kurs __record-history DIRECTORY OBSERVATION…` (hidden): records the dashboard's live rates fetches in the
    /// history database in DIRECTORY, so that the dashboard itself never loads SQLite for them (`RecordHistoryCommand`).
    case recordHistory(directory: String, observations: [String])

    /// The table command's options when they are a `T`; nil for any other command.
    func parsed<T: KursCommand>(_ type: T.Type) -> T? {
        guard case .run(let command) = self else { return nil }
        return command as? T
    }

    static func == (lhs: Command, rhs: Command) -> Bool {
        switch (lhs, rhs) {
        case (.dashboard, .dashboard), (.version, .version), (.transfer, .transfer): return true
        case (.help(let a), .help(let b)): return a == b
        case (.generate(let a), .generate(let b)): return a == b
        case (.recordHistory(let a, let x), .recordHistory(let b, let y)): return a == b && x == y
        case (.run(let a), .run(let b)): return a.isEqual(to: b)
        default: return false
        }
    }
}

/// `kurs rates [CODE…] [--source privatbank|privatbank-card|nbu|monobank|erapi|--compare] [--base CODE] [--card]
/// [--json]`.
struct RatesOptions: Equatable, Sendable {
    /// Which provider (`--source`), named as in JSON `source` and `kurs convert --source`.
    /// A registry source with the `.rates` role: PrivatBank cash and card, NBU, Monobank, open.er-api.
    typealias Source = SourceID
    /// The provider (default PrivatBank cash; `--card` makes it card).
    var source: Source = .privatbank
    /// open.er-api base currency (default USD). PrivatBank rates are always in UAH.
    var base: CurrencyCode = .usd
    /// `--card` was given: PrivatBank card / non-cash rates (`coursid=11`) instead of cash (`coursid=5`).
    var card = false
    /// `--compare`: every bank source side by side instead of one source.
    var compare = false
    /// The currencies `--compare` shows (upper-case codes, in the order given); empty: the default list.
    var codes: [CurrencyCode] = []
    /// Print JSON instead of a table.
    var json = false
    /// The defaults: PrivatBank cash rates as a table.
    init() {}

    /// The source to read: `source`, with `--card` turning PrivatBank cash into card.
    var effectiveSource: Source { card && source == .privatbank ? .privatbankCard : source }
}

/// `kurs coins [--top N] [--vs CODE] [--json]`.
struct CoinsOptions: Equatable, Sendable {
    /// How many coins, 1…`MarketResource.maxMarketsPerPage` (250; default 20).
    var top = 20
    /// These CoinGecko ids in this order instead of the top `top` (the config's `coins` list; `--top` clears it);
    /// nil: the top `top`.
    var ids: [String]?
    /// CoinGecko vs currency, lower-case (default "usd").
    var vsCurrency = "usd"
    /// Print JSON instead of a table.
    var json = false
    /// The defaults: top 20 in USD as a table.
    init() {}
}

/// `kurs coin ID [--json]`.
struct CoinOptions: Equatable, Sendable {
    /// CoinGecko coin id, e.g. "bitcoin".
    var id: String
    /// Print JSON instead of a table.
    var json = false
    /// Coin `id` as a table.
    init(id: String) { self.id = id }
}
