/// A city to show weather for: from the saved list, or from the config.
package enum WeatherCity: Equatable, Sendable {
    /// From the state file (always has coordinates).
    case saved(SavedCity)
    /// From the config's `weather.cities` (coordinates optional).
    case configured(ConfiguredCity)

    /// The name to show.
    package var name: String {
        switch self {
        case .saved(let city): return city.name
        case .configured(let city): return city.name
        }
    }

    /// "Kyiv, Kyiv City, Ukraine" for saved cities; the configured name otherwise.
    package var displayName: String {
        switch self {
        case .saved(let city): return city.displayName
        case .configured(let city): return city.name
        }
    }

    /// The point, when known and in range (nil: look `name` up).
    package var coordinates: Coordinates? {
        switch self {
        case .saved(let city): return city.coordinates
        case .configured(let city):
            guard let lat = city.latitude, let lon = city.longitude else { return nil }
            return Coordinates(latitude: lat, longitude: lon)
        }
    }
}
