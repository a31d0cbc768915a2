import KursCore

/// What a scheduler source of the dashboard fetches when it is due: a resource (rates, markets, a coin's detail)
/// or a city's forecast (looked up by name first when the city has no coordinates).
enum ScheduledSource: Equatable, Sendable {
    /// `AnyResource.fetch` through the pipeline.
    case resource(AnyResource)
    /// The weather pane's `.loadForecast` for the city.
    case forecast(WeatherCity)
}
