import KursCore

/// Work the weather pane asks the event loop to do. The answers come back through `WeatherPaneReducer`'s
/// `searchResults` / `searchFailed` / `forecastLoaded` / `forecastFailed`.
enum WeatherPaneEffect: Equatable, Sendable {
    /// Look places up by name: `DataRepository.searchPlaces(query)` (Open-Meteo geocoding); answer with
    /// `WeatherPaneReducer.searchResults(_:query:state:)` or `searchFailed(_:query:state:)`.
    case search(String)
    /// Write the city list to the state file: `CityStore.current().save(list)` (`$XDG_STATE_HOME/kurs/cities.json`).
    case saveCities(CityList)
    /// Get `city`'s forecast in `units`: `DataRepository.fetchForecast(at: coordinates, units:, name: city.name)`
    /// (a cached `snapshotForecast` first is fine); a configured city without coordinates is looked up with
    /// `searchPlaces(city.name)` first (its first result). Answer with `forecastLoaded` / `forecastFailed`.
    /// `generation` tags a fetch the refresh scheduler started (its answer is reported to the scheduler); nil for
    /// a cache read (offline) or a city the pane just added.
    case loadForecast(WeatherCity, units: WeatherUnits, generation: Int? = nil)
    /// Read `city`'s cached forecast in `units` now, synchronously (never the network; a configured city without
    /// coordinates through its cached geocoding answer): the event loop answers with `.forecastSnapshot`, before the
    /// next tick, so that a forecast cached before its reload date is shown and not fetched again at start.
    case cachedForecast(WeatherCity, units: WeatherUnits)
}
