/// What the weather pane's keys do at the moment.
enum WeatherPaneMode: Equatable, Sendable {
    /// Browsing the cities: select, move, delete, scroll the hourly strip, switch units.
    case list
    /// The "add a city" search field is open and takes the typed text.
    case addingCity(CitySearch)
    /// `x` / Delete was pressed on the city at `index`; `y` or Enter deletes it, anything else keeps it.
    case confirmDelete(index: Int)

    /// True while the pane takes printable keys as text (the app must not treat them as its own bindings).
    var isEditingText: Bool {
        if case .addingCity = self { return true }
        return false
    }
}
