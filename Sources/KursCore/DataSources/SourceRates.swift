package import Foundation

/// A hryvnia source's rates as the registry knows them: today's list (what the dashboard, `kurs rates --compare`
/// and alerts read) and, for a source with the `.backfill` role, how one past day is fetched.
package struct SourceRates: Sendable {
    /// Today's list, e.g. PrivatBank `GET /p24api/pubinfo?json&exchange&coursid=5` (made when asked: a resource
    /// names its source, so building it while the registry is built would read the registry).
    package var today: AnyResource { makeToday() }
    private let makeToday: @Sendable () -> AnyResource
    /// The rows of a loaded `today` as quotes in UAH per 1 unit, with its provenance; nil for another value.
    package let quotes: @Sendable (LoadedValue) -> Fetched<[RateQuote]>?
    /// Fetches day `day` (for currency `code`, accepting a cached answer up to `maxAge` seconds old) through a
    /// repository: the observations it holds and whether it came from the network; nil: no history by date.
    package let day: BackfillDay?

    /// The fetch of one past day (see `day`). - Throws: the repository's `FetchError`.
    package typealias BackfillDay = @Sendable (_ day: RateDay, _ code: CurrencyCode, _ maxAge: TimeInterval,
                                               _ repository: DataRepository) async throws(FetchError)
        -> (observations: [RateObservation], live: Bool)

    /// Rates read from `today` with `rows`; `day` as above.
    package init<Value: Sendable>(
        today: @escaping @autoclosure @Sendable () -> Resource<Value>, rows: @escaping @Sendable (Value) -> [RateQuote],
        day: BackfillDay? = nil
    ) {
        makeToday = { AnyResource(today()) }
        quotes = { $0.fetched(as: Value.self)?.map(rows) }
        self.day = day
    }
}
