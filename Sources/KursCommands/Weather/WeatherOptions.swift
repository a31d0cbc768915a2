import KursCore

/// `kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]`.
struct WeatherOptions: Equatable, Sendable {
    /// Where the forecast is for.
    enum Target: Equatable, Sendable {
        /// No argument: the first saved city (else the config's first city, default Kyiv).
        case firstCity
        /// "50.45,30.52".
        case coordinates(Coordinates)
        /// A place name to look up with the geocoding search ("Kyiv", "Chambéry", "東京").
        case name(String)
    }

    /// Where (default: the first city).
    var target: Target = .firstCity
    /// The unit system; nil: the config's `weather.units` (default metric).
    var units: WeatherUnits?
    /// Print JSON instead of text.
    var json = false

    /// The first city, config units, as text.
    init() {}
}
