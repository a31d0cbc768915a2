import Foundation
import KursCore

extension AppState {
    /// Registers `source` with the scheduler using the config's `refresh` settings: its reload interval
    /// (seconds; the resource's own schedule when the config leaves it unset) and its 24-hour budget.
    mutating func registerWithConfiguredSchedule(_ source: AnyResource) {
        var schedule = source.schedule
        if let setting = source.setting, let interval = refresh.reloadInterval(for: setting) {
            schedule = RefreshSchedule(rule: .interval(max(interval, RefreshSchedule.minimumMarketsInterval)))
        }
        scheduler.register(source.id, schedule: schedule, budget: source.setting.flatMap(configuredBudget(for:)))
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

extension AppState {
    /// Every source the dashboard may fetch by id: its own, the open coin's detail and every coin detail already
    /// loaded (what a due scheduler id names).
    var knownSources: [ResourceID: AnyResource] {
        var known: [ResourceID: AnyResource] = [:]
        for source in reloadableSources { known[source.id] = source }
        for id in loadedCoinDetailIDs { let source = AnyResource(Resource.coinDetail(id: id)); known[source.id] = source }
        return known
    }

    /// The coins whose detail has been loaded (by the coin id in the detail itself).
    var loadedCoinDetailIDs: [String] {
        values.values.compactMap { $0.fetched(as: CoinDetail.self)?.value.id }.sorted()
    }
}
