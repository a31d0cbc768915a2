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
        registered[source.id] = .resource(source)
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
