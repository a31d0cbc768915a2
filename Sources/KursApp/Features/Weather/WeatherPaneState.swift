import KursCore

/// Everything the weather pane shows and edits, as a value: changed only by `WeatherPaneReducer`, drawn by
/// `WeatherPane`.
///
/// The cities are `CityStore.effectiveCities`: the saved list (`saved`, the state file) when it is not empty,
/// else the config's `weather.cities`. The first edit (add, delete, move) of configured cities copies those
/// with coordinates into `saved`; a configured city without coordinates is not copied (it has no point to
/// save). Deleting the last saved city leaves the list empty: the configured cities show only while the user
/// never chose cities (`citiesChosen`: no state file, no edit yet).
struct WeatherPaneState: Equatable, Sendable {
    /// The saved cities (the state file's list); empty means "show the configured cities".
    var saved: CityList
    /// The config's `weather.cities`, shown while `saved` is empty and the user never chose cities.
    var configured: [ConfiguredCity]
    /// The user chose the cities: a state file was read (an empty one too) or the list was edited here.
    var citiesChosen: Bool
    /// Index into `cities` of the city shown.
    var selected: Int
    /// Forecasts by `Self.key(for:)` of their city, so they follow a city when it moves.
    var forecasts: [String: WeatherCityForecast]
    /// What the keys do now.
    var mode: WeatherPaneMode
    /// Units the pane shows (forecasts in the other system are converted for display).
    var units: WeatherUnits
    /// The dashboard runs offline (`--offline`): the city search takes coordinates only.
    var isOffline: Bool = false
    /// Hours the hourly strip is scrolled on from the current hour (0…23; the pane clamps it to what fits).
    var hourOffset: Int

    /// The pane's state for `saved` cities and the config's `settings` (cities and units); `citiesChosen`
    /// when the state file exists (by default: when `saved` has a city).
    init(saved: CityList, settings: WeatherSettings = WeatherSettings(), citiesChosen: Bool? = nil) {
        self.saved = saved
        self.configured = settings.cities
        self.citiesChosen = citiesChosen ?? !saved.isEmpty
        self.selected = 0
        self.forecasts = [:]
        self.mode = .list
        self.units = settings.units
        self.hourOffset = 0
    }

    /// The cities shown, in order: the saved ones; with none saved, nothing once the user chose cities, else
    /// the configured ones (`CityStore.effectiveCities`).
    var cities: [WeatherCity] {
        if saved.isEmpty && citiesChosen { return [] }
        return CityStore.effectiveCities(saved: saved, settings: WeatherSettings(cities: configured, units: units))
    }

    /// The city shown, or nil when there is none.
    var selectedCity: WeatherCity? {
        let cities = self.cities
        return cities.indices.contains(selected) ? cities[selected] : nil
    }

    /// The forecast record of `city` (empty when nothing was asked yet).
    func forecast(for city: WeatherCity) -> WeatherCityForecast {
        forecasts[Self.key(for: city)] ?? WeatherCityForecast()
    }

    /// A stable key for `city`: its coordinates to 4 decimals (the `CityList` sameness rule), or
    /// "name:<name>" for a configured city without coordinates.
    static func key(for city: WeatherCity) -> String {
        guard let point = city.coordinates else { return "name:" + city.name }
        let lat = Int((point.latitude * 10_000).rounded()), lon = Int((point.longitude * 10_000).rounded())
        return "\(lat),\(lon)"
    }

    /// The list to edit: `saved`, or the configured cities with coordinates when nothing was chosen yet.
    var editableList: CityList {
        guard saved.isEmpty, !citiesChosen else { return saved }
        return CityList(configured.compactMap { city in
            guard let lat = city.latitude, let lon = city.longitude else { return nil }
            return SavedCity(name: city.name, latitude: lat, longitude: lon)
        })
    }
}
