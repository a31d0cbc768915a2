import Foundation
import KursCore

extension AppState {
    /// Registers `source` with the scheduler using the config's `refresh` settings: its reload interval
    /// (seconds; the resource's own schedule when the config leaves it unset) and its 24-hour budget.
    mutating func registerWithConfiguredSchedule(_ source: AnyResource) {
        var schedule = source.schedule
        if let setting = source.setting, let interval = settings.refresh.reloadInterval(for: setting) {
            schedule = RefreshSchedule(rule: .interval(max(interval, RefreshSchedule.minimumMarketsInterval)))
        }
        sources.scheduler.register(source.id, schedule: schedule, budget: source.setting.flatMap(configuredBudget(for:)))
        sources.registered[source.id] = .resource(source)
    }
}

extension AppState {
    /// The budget the config sets for `source` (its own, else a global one other than the default); nil leaves
    /// the scheduler's configured daily budget.
    func configuredBudget(for source: RefreshSource) -> Int? {
        if settings.refresh.override(for: source)?.budgetPerDay != nil { return settings.refresh.budget(for: source) }
        return settings.refresh.budgetPerDay == RefreshSettings().budgetPerDay ? nil : settings.refresh.budget(for: source)
    }
}
