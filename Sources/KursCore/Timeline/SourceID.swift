/// One thing the dashboard fetches and refreshes on its own schedule.
public enum SourceID: Hashable, Sendable, CustomStringConvertible {
    /// PrivatBank cash rates, `/p24api/pubinfo?json&exchange&coursid=5`.
    case privatBankCash
    /// PrivatBank card (non-cash) rates, `/p24api/pubinfo?json&exchange&coursid=11`.
    case privatBankCard
    /// open.er-api mid-market rates for one base, `/v6/latest/{base}`.
    case erapi(base: CurrencyCode)
    /// CoinGecko markets list against one currency (lower-case, e.g. "usd") of one selection (the config's
    /// `coins`, normalized; default the top 100), `/coins/markets`.
    case coingeckoMarkets(vs: String, coins: CoinSelection = .default)
    /// CoinGecko coin detail (description, links), `/coins/{id}`.
    case coingeckoDetail(id: String)
    /// The forecast for one saved city (its name or "lat,lon" as configured).
    case weather(city: String)

    /// The provider's name as the status bar shows it: "PrivatBank", "open.er-api", "CoinGecko", "Weather".
    public var providerName: String {
        switch self {
        case .privatBankCash, .privatBankCard: return "PrivatBank"
        case .erapi: return "open.er-api"
        case .coingeckoMarkets, .coingeckoDetail: return "CoinGecko"
        case .weather: return "Weather"
        }
    }

    /// A stable identifier for logs and cache keys, e.g. "privatbank-cash", "erapi-USD",
    /// "coingecko-markets-usd" (the top 100; "coingecko-markets-usd-top30", "coingecko-markets-usd-ids-bitcoin,ethereum"
    /// for other selections), "coingecko-coin-bitcoin", "weather-Kyiv".
    public var description: String {
        switch self {
        case .privatBankCash: return "privatbank-cash"
        case .privatBankCard: return "privatbank-card"
        case .erapi(let base): return "erapi-\(base.rawValue)"
        case .coingeckoMarkets(let vs, .default): return "coingecko-markets-\(vs)"
        case .coingeckoMarkets(let vs, .top(let count)): return "coingecko-markets-\(vs)-top\(count)"
        case .coingeckoMarkets(let vs, .ids(let ids)): return "coingecko-markets-\(vs)-ids-\(ids.joined(separator: ","))"
        case .coingeckoDetail(let id): return "coingecko-coin-\(id)"
        case .weather(let city): return "weather-\(city)"
        }
    }
}
