package import KursCore

/// The forecast calls weather tests make, each one line over the pipeline's generic `load` / `fetch` / `snapshot`
/// with `DataRepository.forecastResource(at:units:name:)`.
extension DataRepository {
    /// `load(forecastResource(at:units:name:), preferFresh:)`. - Throws: its `FetchError`.
    package func loadForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil, preferFresh: Bool = false)
        async throws(FetchError) -> Loaded<Forecast>
    {
        try await load(forecastResource(at: point, units: units, name: name), preferFresh: preferFresh)
    }

    /// `fetch(forecastResource(at:units:name:)).fetched`. - Throws: its `FetchError`.
    package func fetchForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil)
        async throws(FetchError) -> Fetched<Forecast>
    {
        try await fetch(forecastResource(at: point, units: units, name: name)).fetched
    }

    /// `snapshot(forecastResource(at:units:name:))?.fetched`.
    package func snapshotForecast(at point: Coordinates, units: WeatherUnits, name: String? = nil) -> Fetched<Forecast>? {
        snapshot(forecastResource(at: point, units: units, name: name))?.fetched
    }
}
