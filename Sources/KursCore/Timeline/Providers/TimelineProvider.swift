public import Foundation

/// A source of date-stamped values in the shape of WidgetKit's `TimelineProvider`.
///
/// - `placeholder()`: instant, no I/O (an empty, "loading" value to draw before anything is known);
/// - `snapshot()`: the cached or embedded value, fast, never the network; nil when there is none;
/// - `timeline(now:)`: fetches from the network and returns the entries to show with the reload policy.
///
/// The screen shows `timeline.entry(at: now)`: the latest entry whose date ≤ now.
public protocol TimelineProvider: Sendable {
    /// The value of one timeline entry.
    associatedtype Entry: Sendable

    /// An empty value to show before any data is known. Never performs I/O.
    func placeholder() -> Entry

    /// The cached (`$XDG_CACHE_HOME/kurs/`) or embedded value, if there is one. Never touches the network.
    func snapshot() -> Entry?

    /// Fetches fresh data and returns it as a timeline whose policy follows the source's `RefreshSchedule`.
    /// - Parameter now: the wall-clock time of the fetch (entries and reload dates are computed from it).
    /// - Throws: `FetchError` from the data source (offline, timeout, rate limited, server or API error…);
    ///   the cache is then left as it was.
    func timeline(now: Date) async throws(FetchError) -> Timeline<Entry>
}
