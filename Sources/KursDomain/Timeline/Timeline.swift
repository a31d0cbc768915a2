package import Foundation

/// Date-stamped values and when to fetch new ones (WidgetKit's `Timeline`). A rates response is a
/// one-entry timeline; an hourly forecast has one entry per hour, so the shown hour advances on the hour
/// without a fetch.
package struct Timeline<Entry> {
    /// The entries, sorted by date (ascending; entries with equal dates keep their given order).
    package private(set) var entries: [TimelineEntry<Entry>]
    /// When to fetch again.
    package var policy: ReloadPolicy

    /// Sorts `entries` by date.
    package init(entries: [TimelineEntry<Entry>], policy: ReloadPolicy) {
        self.entries = entries.enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
        self.policy = policy
    }

    /// A timeline of one value shown from `date` on.
    package init(single value: Entry, date: Date, policy: ReloadPolicy) {
        self.init(entries: [TimelineEntry(date: date, value: value)], policy: policy)
    }

    /// The entry to show at `now`: the latest whose date ≤ `now`, or the first when all are in the
    /// future; nil only for an empty timeline.
    package func entry(at now: Date) -> TimelineEntry<Entry>? {
        entries.last { $0.date <= now } ?? entries.first
    }

    /// When `entry(at:)` next shows a different entry: the date of the first entry later than `now`;
    /// nil when no later entry exists. The event loop wakes at this date to redraw (no fetch).
    package func nextEntryChange(after now: Date) -> Date? {
        entries.first { $0.date > now }?.date
    }

    /// `policy` with `.atEnd` made concrete: `.after(date of the last entry)` (unchanged when empty).
    package var resolvedPolicy: ReloadPolicy {
        if case .atEnd = policy, let last = entries.last { return .after(last.date) }
        return policy
    }
}

extension Timeline: Sendable where Entry: Sendable {}
extension Timeline: Equatable where Entry: Equatable {}
