import KursCore

/// `kurs refresh [--quiet] [--only SOURCES] [--stale-only]`.
struct RefreshOptions: Equatable, Sendable {
    /// A source `kurs refresh` can fetch: each registry source with the `.refresh` role by its id (`privatbank` is
    /// PrivatBank cash and card), `privatbank-cash` (cash only) and `weather` (the first effective city's forecast:
    /// saved list, else config `weather.cities`, configured units).
    struct Source: RawRepresentable, Hashable, Sendable {
        let rawValue: String
        /// The source named `rawValue` exactly, when `allCases` has it.
        init?(rawValue: String) {
            guard Self.allCases.contains(where: { $0.rawValue == rawValue }) else { return nil }
            self.rawValue = rawValue
        }
        /// Registry source `id`.
        init(_ id: SourceID) { rawValue = id.rawValue }
        private init(name: String) { rawValue = name }

        /// The registry source of this name.
        var id: SourceID { SourceID(rawValue: rawValue) }

        /// PrivatBank cash and card rates.
        static let privatbank = Source(SourceID.privatbank)
        /// PrivatBank cash rates only (`coursid=5`).
        static let privatbankCash = Source(name: "privatbank-cash")
        /// PrivatBank card rates only (`coursid=11`).
        static let privatbankCard = Source(SourceID.privatbankCard)
        /// NBU official rates of today.
        static let nbu = Source(SourceID.nbu)
        /// Monobank's rates (never fetched when the cached ones are under 5 minutes old).
        static let monobank = Source(SourceID.monobank)
        /// open.er-api rates of the configured base currency.
        static let erapi = Source(SourceID.erapi)
        /// The CoinGecko markets list of the configured coins (`coins`: top N or ids) in the configured vs currency.
        static let coingecko = Source(SourceID.coingecko)
        /// The forecast of the first effective city.
        static let weather = Source(name: RefreshSource.weather.rawValue)

        /// The name that fetches registry source `id` alone: its id, but `privatbank-cash` for PrivatBank cash
        /// (`privatbank` also fetches the card table).
        static func alone(_ id: SourceID) -> Source { id == .privatbank ? .privatbankCash : Source(id) }

        /// Every name `--only` accepts, in order: the registry's, `privatbank-cash` after `privatbank`, `weather`.
        static var allCases: [Source] {
            var names: [Source] = []
            for id in SourceRegistry.current.ids(.refresh) {
                names.append(Source(id))
                if id == .privatbank { names.append(.privatbankCash) }
            }
            return names + [.weather]
        }
    }

    /// Every source: each registry source with the `.refresh` role and no provider (PrivatBank cash and card, NBU,
    /// Monobank, open.er-api, CoinGecko markets), then the first city's forecast.
    static var allSources: [Source] {
        SourceRegistry.current.sources(.refresh).filter { $0.provider == nil }.map { Source($0.id) } + [.weather]
    }
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
