public import Foundation
public import KursCore

/// One thing the dashboard loads, as the data layer names it. Each has its own `SourceState` in `AppState`.
public enum DashboardSource: Hashable, Sendable {
    /// PrivatBank rates (`coursid=5` cash or `11` card).
    case bankRates(PrivatBankRateKind)
    /// open.er-api mid-market rates for one base currency.
    case midMarketRates(base: CurrencyCode)
    /// CoinGecko markets list in one vs currency (lower case, e.g. "usd") of one coin selection (the config's
    /// `coins`, normalized; default the top 100): `AppState.marketsSource`. Its snapshot, its fetch and its
    /// scheduler source all name the same `MarketResource.markets(vsCurrency:coins:)`.
    case markets(vsCurrency: String, coins: CoinSelection = .default)
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

    /// The scheduler's name for this source (the one mapping between the two vocabularies).
    public var sourceID: SourceID {
        switch self {
        case .bankRates(.cash): return .privatBankCash
        case .bankRates(.card): return .privatBankCard
        case .midMarketRates(let base): return .erapi(base: base)
        case .markets(let vs, let coins): return .coingeckoMarkets(vs: vs, coins: coins)
        case .coinDetail(let id): return .coingeckoDetail(id: id)
        }
    }

    /// The dashboard source the scheduler's `id` names; nil for sources the dashboard does not load (weather).
    public init?(_ id: SourceID) {
        switch id {
        case .privatBankCash: self = .bankRates(.cash)
        case .privatBankCard: self = .bankRates(.card)
        case .erapi(let base): self = .midMarketRates(base: base)
        case .coingeckoMarkets(let vs, let coins): self = .markets(vsCurrency: vs, coins: coins)
        case .coingeckoDetail(let id): self = .coinDetail(id: id)
        case .weather: return nil
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

extension SourceValue {
    /// When the value was fetched and where it came from.
    public var provenance: (fetchedAt: Date, origin: DataOrigin) {
        switch self {
        case .bankRates(let fetched): return (fetched.fetchedAt, fetched.origin)
        case .midMarketRates(let fetched): return (fetched.fetchedAt, fetched.origin)
        case .markets(let fetched): return (fetched.fetchedAt, fetched.origin)
        case .coinDetail(let fetched): return (fetched.fetchedAt, fetched.origin)
        }
    }

    /// What the response says about its own freshness: open.er-api's `time_next_update_unix`.
    public var facts: ResponseFacts {
        if case .midMarketRates(let fetched) = self { return ResponseFacts(nextUpdate: fetched.value.nextUpdate) }
        return ResponseFacts()
    }
}
