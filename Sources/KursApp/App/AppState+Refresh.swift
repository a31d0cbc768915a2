import Foundation
import KursCore

extension AppState {
    /// Registers `source` with the scheduler using the config's `refresh` settings: its reload interval
    /// (seconds; the source's default policy when the config leaves it unset) and its 24-hour budget.
    mutating func registerWithConfiguredSchedule(_ source: DashboardSource) {
        let configured = source.refreshSource
        var schedule: RefreshSchedule?
        if let interval = refresh.reloadInterval(for: configured) {
            schedule = configured == .coingecko
                ? .coingeckoMarkets(interval: interval) : RefreshSchedule(rule: .interval(interval))
        }
        scheduler.register(source.sourceID, schedule: schedule, budget: configuredBudget(for: configured))
    }
}

extension AppState {
    /// The budget the config sets for `source` (its own, else a global one other than the default); nil leaves
    /// the scheduler's configured daily budget.
    func configuredBudget(for source: RefreshSource) -> Int? {
        if refresh.sources[source]?.budgetPerDay != nil { return refresh.budget(for: source) }
        return refresh.budgetPerDay == RefreshSettings().budgetPerDay ? nil : refresh.budget(for: source)
    }
}

extension DashboardSource {
    /// The config's name for this source in `refresh.sources` (`privatbank`, `erapi`, `coingecko`, `coinDetail`).
    var refreshSource: RefreshSource {
        switch self {
        case .bankRates: return .privatbank
        case .midMarketRates: return .erapi
        case .markets: return .coingecko
        case .coinDetail: return .coinDetail
        }
    }
}
