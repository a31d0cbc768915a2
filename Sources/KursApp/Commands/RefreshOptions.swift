/// `kurs refresh [--quiet] [--only SOURCES] [--stale-only]`.
struct RefreshOptions: Equatable, Sendable {
    /// A source `kurs refresh` can fetch.
    enum Source: String, Equatable, Sendable, CaseIterable {
        /// PrivatBank cash and card rates.
        case privatbank
        /// PrivatBank cash rates only (`coursid=5`).
        case privatbankCash = "privatbank-cash"
        /// PrivatBank card rates only (`coursid=11`).
        case privatbankCard = "privatbank-card"
        /// NBU official rates of today.
        case nbu
        /// Monobank's rates (never fetched when the cached ones are under 5 minutes old).
        case monobank
        /// open.er-api rates of the configured base currency.
        case erapi
        /// The CoinGecko markets list of the configured coins (`coins`: top N or ids) in the configured vs currency.
        case coingecko
        /// The forecast of the first effective city (saved list, else config `weather.cities`), configured units.
        case weather
    }

    /// Every source: PrivatBank (cash and card), NBU, Monobank, open.er-api, CoinGecko markets, the first city's
    /// forecast.
    static let allSources: [Source] = [.privatbank, .nbu, .monobank, .erapi, .coingecko, .weather]
    /// The sources to fetch, in the order given; all of them by default.
    var sources: [Source] = RefreshOptions.allSources
    /// Print nothing on success (failures still go to stderr).
    var quiet = false
    /// Fetch only what is stale in the cache, and do nothing when another `--stale-only` refresh is running
    /// (what `kurs status` starts in the background).
    var staleOnly = false
    /// Every source, a line per source.
    init() {}
}
