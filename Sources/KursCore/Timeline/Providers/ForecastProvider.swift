public import Foundation

/// A weather forecast as a timeline of one entry per forecast hour (`ForecastTimeline.make`), so the shown
/// hour advances on the hour without a fetch; reloaded at the next full hour in the place's time zone.
///
/// Source: Open-Meteo `GET /v1/forecast` or Pirate Weather, through the `cached` / `fetch` closures (e.g.
/// `DataRepository.snapshotForecast(at:units:name:)` and `fetchForecast(at:units:name:)`). Temperatures are
/// in the forecast's units (°C or °F).
public struct ForecastProvider: TimelineProvider {
    /// The cached forecast (any age), never the network; nil when there is none.
    public let cached: @Sendable () -> Fetched<Forecast>?
    /// The forecast from the network. - Throws: `FetchError`.
    public let fetch: @Sendable () async throws(FetchError) -> Fetched<Forecast>
    /// The wall clock, for choosing the snapshot's hour.
    public let clock: any TimeSource

    /// A provider reading `cached` and `fetch`, choosing the hour by `clock`.
    public init(
        clock: any TimeSource,
        cached: @escaping @Sendable () -> Fetched<Forecast>?,
        fetch: @escaping @Sendable () async throws(FetchError) -> Fetched<Forecast>
    ) {
        self.clock = clock
        self.cached = cached
        self.fetch = fetch
    }

    /// `.placeholder`, without I/O.
    public func placeholder() -> SourceEntry<ForecastMoment> { .placeholder }

    /// The cached forecast as seen at the clock's hour (the latest forecast hour ≤ now, else the first);
    /// nil when nothing is cached.
    public func snapshot() -> SourceEntry<ForecastMoment>? {
        guard let fetched = cached() else { return nil }
        return Self.entries(of: fetched, now: clock.now).entry(at: clock.now)?.value
    }

    /// Fetches the forecast: one entry per forecast hour dated at the hour's start (one entry for a forecast
    /// without hours), policy `.after(next full hour after now)` in the place's time zone.
    /// - Throws: the `FetchError` of `fetch`.
    public func timeline(now: Date) async throws(FetchError) -> Timeline<SourceEntry<ForecastMoment>> {
        Self.entries(of: try await fetch(), now: now)
    }

    /// `ForecastTimeline.make` with each moment carrying the forecast's origin and fetch time.
    static func entries(of fetched: Fetched<Forecast>, now: Date) -> Timeline<SourceEntry<ForecastMoment>> {
        let moments = ForecastTimeline.make(from: fetched.value, now: now)
        let entries = moments.entries.map { entry in
            TimelineEntry(date: entry.date, value: SourceEntry.loaded(
                Fetched(value: entry.value, fetchedAt: fetched.fetchedAt, origin: fetched.origin)))
        }
        return Timeline(entries: entries, policy: moments.policy)
    }
}
