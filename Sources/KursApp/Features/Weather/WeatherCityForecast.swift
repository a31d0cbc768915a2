import Foundation
import KursCore

/// What the weather pane knows about one city's forecast: the last good one, the last error, whether a
/// request is out.
struct WeatherCityForecast: Equatable, Sendable {
    /// The last forecast received (network or cache), with its fetch time and origin; nil before the first.
    var fetched: Fetched<Forecast>?
    /// Why the last request failed; nil after a success. The last good `fetched` is kept and still shown.
    var error: FetchError?
    /// A `.loadForecast` effect was emitted and has not been answered yet.
    var isLoading: Bool
    /// When the last `.loadForecast` was emitted (the `now` of that reducer call); nil when never asked.
    var requestedAt: Date?

    /// A forecast record; all empty by default.
    init(fetched: Fetched<Forecast>? = nil, error: FetchError? = nil, isLoading: Bool = false,
                requestedAt: Date? = nil) {
        self.fetched = fetched
        self.error = error
        self.isLoading = isLoading
        self.requestedAt = requestedAt
    }
}
