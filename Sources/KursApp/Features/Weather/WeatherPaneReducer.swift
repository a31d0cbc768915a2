import Foundation
import KursCore

/// The weather pane's key bindings as pure state changes returning effects (a city search, a forecast to load, the list to save).
///
/// List: ↑/↓ (`k`/`j`) select a city; `a` opens the search field; `x` / Delete asks "Delete Kyiv? y/n" (`y`
/// or Enter deletes, any other key keeps it — a confirmation, not an undo); `K`/`+` and `J`/`-` move the
/// city up / down; ←/→ scroll the hourly strip; `u` switches °C/°F (forecasts are converted for display,
/// no fetch). Search field: typing edits; Enter searches (`.search`), and once the results answer the text,
/// ↑/↓ pick one and Enter adds it (`.saveCities` + `.loadForecast`); Esc closes the field.
enum WeatherPaneReducer {
    /// The largest `hourOffset`: the strip shows 24 hours from the current one.
    static let maxHourOffset = 23

    /// Applies `key` to `state` at `now`; returns the work for the event loop. Offline (`state.isOffline`) a
    /// name typed in the search is not looked up ("needs the network"); `LAT,LON` is added at once either way.
    static func handle(key: WeatherPaneKey, state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        switch state.mode {
        case .list: return listKey(key, state: &state, now: now)
        case .addingCity(var search):
            let effects = searchKey(key, search: &search, state: &state, now: now, offline: state.isOffline)
            if case .addingCity = state.mode { state.mode = .addingCity(search) }
            return effects
        case .confirmDelete(let index):
            state.mode = .list
            guard key == .confirm else { return [] }
            return delete(at: index, state: &state, now: now)
        }
    }

    /// `.loadForecast` for every city not loaded or loading yet (at start-up), marking them loading.
    static func loadMissing(state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        state.cities.compactMap { city in
            let record = state.forecast(for: city)
            guard record.fetched == nil, !record.isLoading else { return nil }
            return load(city, state: &state, now: now)
        }
    }

    /// `.loadForecast` for every city (a reload, `r`), marking them loading.
    static func reloadAll(state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        state.cities.map { load($0, state: &state, now: now) }
    }

    /// Stores the geocoding answer for `query`; ignored when the field is closed or `query` is no longer
    /// the last one sent.
    static func searchResults(_ places: [GeoPlace], query: String, state: inout WeatherPaneState) {
        guard case .addingCity(var search) = state.mode, search.submittedQuery == query else { return }
        search.results = places
        search.selected = 0
        search.isSearching = false
        search.error = nil
        state.mode = .addingCity(search)
    }

    /// Records a failed geocoding search for `query` (shown in red in the field); ignored like `searchResults`.
    static func searchFailed(_ error: FetchError, query: String, state: inout WeatherPaneState) {
        guard case .addingCity(var search) = state.mode, search.submittedQuery == query else { return }
        search.results = []
        search.isSearching = false
        search.error = error
        state.mode = .addingCity(search)
    }

    /// Stores `fetched` as `city`'s forecast and clears its error.
    static func forecastLoaded(_ fetched: Fetched<Forecast>, for city: WeatherCity, state: inout WeatherPaneState) {
        var record = state.forecast(for: city)
        record.fetched = fetched
        record.error = nil
        record.isLoading = false
        state.forecasts[WeatherPaneState.key(for: city)] = record
    }

    /// Records `error` for `city`, keeping its last good forecast.
    static func forecastFailed(_ error: FetchError, for city: WeatherCity, state: inout WeatherPaneState) {
        var record = state.forecast(for: city)
        record.error = error
        record.isLoading = false
        state.forecasts[WeatherPaneState.key(for: city)] = record
    }

    // MARK: Keys

    private static func listKey(_ key: WeatherPaneKey, state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        let count = state.cities.count
        switch key {
        case .previous: select(state.selected - 1, state: &state)
        case .next: select(state.selected + 1, state: &state)
        case .add: state.mode = .addingCity(CitySearch())
        case .delete: if count > 0 { state.mode = .confirmDelete(index: state.selected) }
        case .moveCityUp, .moveCityDown:
            guard count > 1 else { return [] }
            var list = state.editableList
            guard let from = listIndex(ofCity: state.selected, in: list, state: state) else { return [] }
            let index = key == .moveCityUp ? list.moveUp(at: from) : list.moveDown(at: from)
            guard index != from else { return [] }
            state.saved = list
            state.citiesChosen = true
            state.selected = index
            return [.saveCities(list)]
        case .scrollHoursBack: state.hourOffset = max(0, state.hourOffset - 1)
        case .scrollHoursForward: state.hourOffset = min(maxHourOffset, state.hourOffset + 1)
        case .toggleUnits: state.units = state.units == .metric ? .imperial : .metric
        case .confirm, .cancel, .type, .deleteBackward: break
        }
        return []
    }

    private static func searchKey(_ key: WeatherPaneKey, search: inout CitySearch, state: inout WeatherPaneState,
                                  now: Date, offline: Bool) -> [WeatherPaneEffect] {
        if key != .confirm { search.problem = nil }
        switch key {
        case .type(let character):
            guard !character.isNewline, character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { return [] }
            search.text.append(character)
        case .deleteBackward:
            if !search.text.isEmpty { search.text.removeLast() }
        case .previous:
            search.selected = max(0, search.selected - 1)
        case .next:
            search.selected = min(max(0, search.results.count - 1), search.selected + 1)
        case .cancel:
            state.mode = .list
        case .confirm:
            if let place = search.selectedPlace { return add(SavedCity(place), state: &state, now: now) }
            let query = search.query
            search.problem = nil
            if Coordinates.isCoordinatePair(query) {
                guard let point = Coordinates.parse(query) else {
                    search.problem = "coordinates out of range: latitude -90…90, longitude -180…180"
                    return []
                }
                let name = point.title
                return add(SavedCity(name: name, latitude: point.latitude, longitude: point.longitude), state: &state, now: now)
            }
            if offline && !query.isEmpty {
                search.problem = "offline: finding \u{201C}\(query)\u{201D} needs the network; type LAT,LON instead"
                return []
            }
            guard !query.isEmpty, !(search.isSearching && search.submittedQuery == query) else { return [] }
            search.submittedQuery = query
            search.isSearching = true
            search.results = []
            search.selected = 0
            search.error = nil
            return [.search(query)]
        default:
            break
        }
        return []
    }

    // MARK: Edits

    private static func add(_ place: SavedCity, state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        var list = state.editableList
        let index = list.add(place)
        state.saved = list
        state.citiesChosen = true
        state.mode = .list
        state.selected = index
        state.hourOffset = 0
        let city = WeatherCity.saved(list.cities[index])
        var effects: [WeatherPaneEffect] = [.saveCities(list)]
        let record = state.forecast(for: city)
        if record.fetched == nil && !record.isLoading { effects.append(load(city, state: &state, now: now)) }
        return effects
    }

    private static func delete(at index: Int, state: inout WeatherPaneState, now: Date) -> [WeatherPaneEffect] {
        var list = state.editableList
        guard let position = listIndex(ofCity: index, in: list, state: state) else { return [] }
        list.remove(at: position)
        state.saved = list
        state.citiesChosen = true  // the last one gone leaves the list empty, not the configured cities
        select(min(state.selected, state.cities.count - 1), state: &state)
        return [.saveCities(list)]
    }

    /// The index in `list` (an `editableList`) of the city shown at `cityIndex`, matched by place.
    private static func listIndex(ofCity cityIndex: Int, in list: CityList, state: WeatherPaneState) -> Int? {
        let cities = state.cities
        guard cities.indices.contains(cityIndex) else { return nil }
        let key = WeatherPaneState.key(for: cities[cityIndex])
        return list.cities.firstIndex { WeatherPaneState.key(for: .saved($0)) == key }
    }

    private static func select(_ index: Int, state: inout WeatherPaneState) {
        let clamped = min(max(0, index), max(0, state.cities.count - 1))
        if clamped != state.selected { state.hourOffset = 0 }
        state.selected = clamped
    }

    private static func load(_ city: WeatherCity, state: inout WeatherPaneState, now: Date) -> WeatherPaneEffect {
        var record = state.forecast(for: city)
        record.isLoading = true
        record.requestedAt = now
        state.forecasts[WeatherPaneState.key(for: city)] = record
        return .loadForecast(city, units: state.units)
    }
}
