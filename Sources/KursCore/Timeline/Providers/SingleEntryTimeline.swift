import Foundation

extension Timeline {
    /// A one-entry timeline of a fetched value, dated at the fetch time `now`, reloading as `schedule`
    /// says for a fetch at `now` with `facts`.
    static func fetched<Value>(_ fetched: Fetched<Value>, now: Date, schedule: RefreshSchedule,
                               facts: ResponseFacts = ResponseFacts()) -> Timeline<SourceEntry<Value>>
    where Entry == SourceEntry<Value> {
        Timeline(single: .loaded(fetched), date: now, policy: schedule.policy(fetchedAt: now, facts: facts))
    }
}
