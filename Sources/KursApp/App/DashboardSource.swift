public import KursCore

/// One thing the dashboard loads, as the data layer names it. Each has its own `SourceState` in `AppState`.
public enum DashboardSource: Hashable, Sendable {
    /// PrivatBank rates (`coursid=5` cash or `11` card).
    case bankRates(PrivatBankRateKind)
    /// open.er-api mid-market rates for one base currency.
    case midMarketRates(base: CurrencyCode)
    /// CoinGecko markets list in one vs currency (lower case, e.g. "usd").
    case markets(vsCurrency: String)
    /// CoinGecko coin detail (description, links) for one coin id.
    case coinDetail(id: String)

    /// A short name for the status bar, e.g. "PrivatBank".
    public var displayName: String {
        switch self {
        case .bankRates: return "PrivatBank"
        case .midMarketRates: return "open.er-api"
        case .markets: return "CoinGecko"
        case .coinDetail: return "CoinGecko coin"
        }
    }
}

/// A value loaded for a `DashboardSource` (a snapshot from cache/embedded data, or a fresh fetch).
public enum SourceValue: Sendable {
    case bankRates(Fetched<DecodedList<BankRate>>)
    case midMarketRates(Fetched<MidMarketRates>)
    case markets(Fetched<DecodedList<Coin>>)
    case coinDetail(Fetched<CoinDetail>)
}
