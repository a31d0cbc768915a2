import Foundation
@testable import KursApp
import KursCore

/// Shared values for the reducer, scheduler, store and loop tests: a fixed start time, values to load, and
/// a started dashboard whose start fetches were answered.
enum ReducerFixtures {
    /// 2026-02-17 12:00:00 UTC.
    static let t0 = Date(timeIntervalSince1970: 1_771_329_600)
    static let bank = AnyResource.bankRates(.cash)
    static let mid = AnyResource.midMarketRates(base: .usd)
    static let markets = AnyResource.markets(vsCurrency: "usd")
    static let card = AnyResource.bankRates(.card)
    static let monobank = AnyResource.monobank
    static let nbu = AnyResource.nbu
    /// Every source the dashboard loads, in `AppState.dashboardSources` order.
    static let dashboardSources = [bank, card, monobank, nbu, mid, markets]

    /// A fresh online (or offline) 120×40 state in UTC with a jitter-free scheduler of `configuration`.
    static func state(offline: Bool = false, configuration: SchedulerConfiguration = SchedulerConfiguration()) -> AppState {
        AppState(size: TerminalSize(width: 120, height: 40), isOffline: offline,
                 scheduler: RefreshScheduler(configuration: configuration, jitter: .constant(0)), timeZone: .gmt)
    }

    /// Offline at `width`×`height` in UTC, started, with the markets (three coins) and cash rates (EUR, USD)
    /// snapshots answered at `t0`.
    static func started(width: Int = 120, height: Int = 40) -> AppState {
        var state = state(offline: true)
        state.screen.size = TerminalSize(width: width, height: height)
        _ = AppReducer.reduce(&state, .start, now: t0)
        _ = AppReducer.reduce(&state, .loaded(markets, .markets(threeCoins), generation: 0, isSnapshot: true), now: t0)
        _ = AppReducer.reduce(&state, .loaded(bank, .bankRates(rates(["EUR", "USD"], at: t0)), generation: 0,
                                              isSnapshot: true), now: t0)
        return state
    }

    static func coins(_ names: [(String, String)], at date: Date = t0, origin: DataOrigin = .live)
        -> Fetched<DecodedList<Coin>>
    {
        let list = names.enumerated().map { Coin(id: $1.1.lowercased(), symbol: $1.0, name: $1.1, marketCapRank: $0 + 1) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: date, origin: origin)
    }

    static func rates(_ codes: [String], at date: Date, origin: DataOrigin = .live) -> Fetched<DecodedList<BankRate>> {
        let list = codes.map { BankRate(ccy: CurrencyCode($0), baseCcy: .uah, buy: 1, sale: 2) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: date, origin: origin)
    }

    static func midMarket(at date: Date, nextUpdate: Date, origin: DataOrigin = .live) -> Fetched<MidMarketRates> {
        Fetched(value: MidMarketRates(baseCode: .usd, rates: [.uah: 41], lastUpdate: date, nextUpdate: nextUpdate),
                fetchedAt: date, origin: origin)
    }

    /// Monobank's USD row (buy 41.30, sale 41.90), fetched at `date`.
    static func monobankRates(at date: Date) -> Fetched<DecodedList<MonobankRate>> {
        let usd = MonobankRate(currencyA: "USD", currencyB: .uah, numericA: 840, numericB: 980,
                               buy: Decimal(string: "41.30"), sale: Decimal(string: "41.90"), cross: nil, date: date)
        return Fetched(value: DecodedList(elements: [usd]), fetchedAt: date, origin: .live)
    }

    /// The NBU's official USD rate 41.4200, fetched at `date`.
    static func nbuRates(at date: Date) -> Fetched<DecodedList<OfficialRate>> {
        let usd = OfficialRate(code: "USD", numericCode: 840, name: "Долар США", rate: Decimal(string: "41.42")!,
                               date: RateDay(date))
        return Fetched(value: DecodedList(elements: [usd]), fetchedAt: date, origin: .live)
    }

    static let threeCoins = coins([("btc", "Bitcoin"), ("eth", "Ethereum"), ("doge", "Dogecoin")])

    /// The generation of each `.fetch` among `effects`.
    static func fetches(_ effects: [Effect]) -> [AnyResource: Int] {
        var result: [AnyResource: Int] = [:]
        for case .fetch(let source, let generation) in effects { result[source] = generation }
        return result
    }

    /// Started online at `t0`; the first tick's fetches of the rates and the coins answered at `t0` (three
    /// coins; PrivatBank cash and card EUR and USD, Monobank and the NBU USD); open.er-api still in flight unless
    /// `answerMid` (its next update at 00:00 + 1 day).
    static func loadedState(answerMid: Bool = false, configuration: SchedulerConfiguration = SchedulerConfiguration())
        -> AppState
    {
        var state = state(configuration: configuration)
        _ = AppReducer.reduce(&state, .start, now: t0)
        let started = fetches(AppReducer.reduce(&state, .tick, now: t0))
        _ = AppReducer.reduce(&state, .loaded(markets, .markets(threeCoins), generation: started[markets]!, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(bank, .bankRates(rates(["EUR", "USD"], at: t0)),
                                              generation: started[bank]!, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(card, .bankRates(rates(["EUR", "USD"], at: t0)),
                                              generation: started[card]!, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(monobank, .monobank(monobankRates(at: t0)),
                                              generation: started[monobank]!, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(nbu, .nbu(nbuRates(at: t0)), generation: started[nbu]!, isSnapshot: false),
                              now: t0)
        if answerMid {
            let value = SourceValue.midMarketRates(midMarket(at: t0, nextUpdate: t0.addingTimeInterval(12 * 3600)))
            _ = AppReducer.reduce(&state, .loaded(mid, value, generation: started[mid]!, isSnapshot: false), now: t0)
        }
        return state
    }
}

/// A value loaded for one of the dashboard's resources, as the reducer tests write it: the resource's value type
/// named by its case (`LoadedValue` boxes it; `AppMessage.loaded(_:_:generation:isSnapshot:)` below builds one).
enum SourceValue {
    case bankRates(Fetched<DecodedList<BankRate>>)
    case midMarketRates(Fetched<MidMarketRates>)
    case markets(Fetched<DecodedList<Coin>>)
    case coinDetail(Fetched<CoinDetail>)
    case monobank(Fetched<DecodedList<MonobankRate>>)
    case nbu(Fetched<DecodedList<OfficialRate>>)

    /// The value boxed for `source` (whose declaration the test names), as the pipeline would hand it out.
    func loaded(for source: AnyResource) -> LoadedValue {
        func box<Value>(_ resource: Resource<Value>, _ fetched: Fetched<Value>) -> LoadedValue {
            LoadedValue(Loaded(source: resource.source, fetched: fetched), of: resource)
        }
        switch self {
        case .bankRates(let fetched):
            return box(source.id == Resource.privatBank(.card).id ? .privatBank(.card) : .privatBank(.cash), fetched)
        case .midMarketRates(let fetched): return box(Resource.midMarketRates(base: fetched.value.baseCode), fetched)
        case .markets(let fetched): return box(Resource<DecodedList<Coin>>.markets(named: source), fetched)
        case .coinDetail(let fetched): return box(Resource.coinDetail(id: fetched.value.id), fetched)
        case .monobank(let fetched): return box(Resource.monobank(), fetched)
        case .nbu(let fetched): return box(Resource.nbu(), fetched)
        }
    }
}

extension Resource where Value == DecodedList<Coin> {
    /// A markets resource declared under `source`'s id and schedule (whatever selection it names).
    static func markets(named source: AnyResource) -> Resource {
        let model = Resource.markets(vsCurrency: "usd")
        return Resource(
            id: source.id, source: .coinGecko, setting: RefreshSource(.coingecko), maxAge: model.maxAge, schedule: source.schedule,
            request: model.request, decode: model.decode, problem: model.problem, copy: model.copy)
    }
}

extension AppMessage {
    /// `.loaded` of `value` for `source`.
    static func loaded(_ source: AnyResource, _ value: SourceValue, generation: Int, isSnapshot: Bool) -> AppMessage {
        .loaded(value.loaded(for: source), generation: generation, isSnapshot: isSnapshot)
    }

    /// `.failed` for `source`.
    static func failed(_ source: AnyResource, _ error: FetchError, generation: Int) -> AppMessage {
        .failed(source.id, error, generation: generation)
    }
}

/// The dashboard's resources by the names the reducer tests use.
extension AnyResource {
    static func bankRates(_ kind: PrivatBankRateKind) -> AnyResource { AnyResource(Resource.privatBank(kind)) }
    static func midMarketRates(base: CurrencyCode) -> AnyResource { AnyResource(Resource.midMarketRates(base: base)) }
    /// Monobank's `/bank/currency`.
    static var monobank: AnyResource { AnyResource(Resource.monobank()) }
    /// The NBU's list of today.
    static var nbu: AnyResource { AnyResource(Resource.nbu()) }
    static func markets(vsCurrency: String, coins: CoinSelection = .default) -> AnyResource {
        AnyResource(Resource.markets(vsCurrency: vsCurrency, coins: coins))
    }
    static func coinDetail(id: String) -> AnyResource { AnyResource(Resource.coinDetail(id: id)) }
}

/// The same names for the ids the state and the scheduler are asked about.
extension ResourceID {
    static func bankRates(_ kind: PrivatBankRateKind) -> ResourceID { Resource.privatBank(kind).id }
    static func midMarketRates(base: CurrencyCode) -> ResourceID { Resource.midMarketRates(base: base).id }
    static func markets(vsCurrency: String, coins: CoinSelection = .default) -> ResourceID {
        Resource.markets(vsCurrency: vsCurrency, coins: coins).id
    }
    static func coinDetail(id: String) -> ResourceID { Resource.coinDetail(id: id).id }
}

extension AppState {
    /// The markets resource as a boxed source (what effects carry).
    var marketsSource: AnyResource { AnyResource(marketsResource) }
}

extension Fetched {
    /// The same value as a cache entry.
    var cached: Fetched { Fetched(value: value, fetchedAt: fetchedAt, origin: .cache) }
}
