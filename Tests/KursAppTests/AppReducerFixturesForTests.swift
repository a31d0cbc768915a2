import Foundation
@testable import KursApp
import KursCore

/// Shared values for the reducer, scheduler, store and loop tests: a fixed start time, values to load, and
/// a started dashboard whose start fetches were answered.
enum ReducerFixtures {
    /// 2026-02-17 12:00:00 UTC.
    static let t0 = Date(timeIntervalSince1970: 1_771_329_600)
    static let bank = DashboardSource.bankRates(.cash)
    static let mid = DashboardSource.midMarketRates(base: .usd)
    static let markets = DashboardSource.markets(vsCurrency: "usd")

    /// Jitter-free backoff, so retry dates are exact.
    struct NoJitter: RandomNumberGenerator, Sendable {
        mutating func next() -> UInt64 { 0 }
    }

    /// A fresh online (or offline) 120×40 state in UTC with a jitter-free scheduler of `configuration`.
    static func state(offline: Bool = false, configuration: SchedulerConfiguration = SchedulerConfiguration()) -> AppState {
        AppState(size: TerminalSize(width: 120, height: 40), isOffline: offline,
                 scheduler: RefreshScheduler(configuration: configuration, random: NoJitter()), timeZone: .gmt)
    }

    static func coins(_ names: [(String, String)], at date: Date = t0, origin: DataOrigin = .network)
        -> Fetched<DecodedList<Coin>>
    {
        let list = names.enumerated().map { Coin(id: $1.1.lowercased(), symbol: $1.0, name: $1.1, marketCapRank: $0 + 1) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: date, origin: origin)
    }

    static func rates(_ codes: [String], at date: Date, origin: DataOrigin = .network) -> Fetched<DecodedList<BankRate>> {
        let list = codes.map { BankRate(ccy: CurrencyCode($0), baseCcy: .uah, buy: 1, sale: 2) }
        return Fetched(value: DecodedList(elements: list), fetchedAt: date, origin: origin)
    }

    static func midMarket(at date: Date, nextUpdate: Date, origin: DataOrigin = .network) -> Fetched<MidMarketRates> {
        Fetched(value: MidMarketRates(baseCode: .usd, rates: [.uah: 41], lastUpdate: date, nextUpdate: nextUpdate),
                fetchedAt: date, origin: origin)
    }

    static let threeCoins = coins([("btc", "Bitcoin"), ("eth", "Ethereum"), ("doge", "Dogecoin")])

    /// The generation of each `.fetch` among `effects`.
    static func fetches(_ effects: [Effect]) -> [DashboardSource: Int] {
        var result: [DashboardSource: Int] = [:]
        for case .fetch(let source, let generation) in effects { result[source] = generation }
        return result
    }

    /// Started online at `t0`; the first tick's fetches of the rates and the coins answered at `t0` (three
    /// coins, EUR and USD); open.er-api still in flight unless `answerMid` (its next update at 00:00 + 1 day).
    static func loadedState(answerMid: Bool = false, configuration: SchedulerConfiguration = SchedulerConfiguration())
        -> AppState
    {
        var state = state(configuration: configuration)
        _ = AppReducer.reduce(&state, .start, now: t0)
        let started = fetches(AppReducer.reduce(&state, .tick, now: t0))
        _ = AppReducer.reduce(&state, .loaded(markets, .markets(threeCoins), generation: started[markets]!, isSnapshot: false), now: t0)
        _ = AppReducer.reduce(&state, .loaded(bank, .bankRates(rates(["EUR", "USD"], at: t0)),
                                              generation: started[bank]!, isSnapshot: false), now: t0)
        if answerMid {
            let value = SourceValue.midMarketRates(midMarket(at: t0, nextUpdate: t0.addingTimeInterval(12 * 3600)))
            _ = AppReducer.reduce(&state, .loaded(mid, value, generation: started[mid]!, isSnapshot: false), now: t0)
        }
        return state
    }
}
