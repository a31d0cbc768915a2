/// The user's saved cities in display order (the first one feeds `{weather}` in `kurs status`). A value type:
/// edit it, then save it with `CityStore.save(_:)`.
package struct CityList: Equatable, Sendable, Codable {
    /// The cities, first shown first.
    package private(set) var cities: [SavedCity]

    /// A list of `cities` in this order; places given twice are kept once (the first).
    package init(_ cities: [SavedCity] = []) {
        self.cities = []
        for city in cities { add(city) }
    }

    /// True when no city is saved.
    package var isEmpty: Bool { cities.isEmpty }

    /// Appends `city` unless the same place is already in the list: coordinates equal to 4 decimals, or the same
    /// name (case- and diacritic-insensitive) within 0.05° latitude and longitude (≈5 km); the first one is kept.
    /// - Returns: the index of the city in the list (the existing one's for a duplicate).
    @discardableResult
    package mutating func add(_ city: SavedCity) -> Int {
        if let index = cities.firstIndex(where: { $0.isSamePlace(as: city) }) { return index }
        cities.append(city)
        return cities.count - 1
    }

    /// Appends a geocoding result (see `add(_:)`).
    @discardableResult
    package mutating func add(_ place: GeoPlace) -> Int { add(SavedCity(place)) }

    /// Removes the city at `index`; does nothing for an index outside the list.
    package mutating func remove(at index: Int) {
        guard cities.indices.contains(index) else { return }
        cities.remove(at: index)
    }

    /// Swaps the city at `index` with the one before it.
    /// - Returns: the city's new index (unchanged when it is first or `index` is outside the list).
    @discardableResult
    package mutating func moveUp(at index: Int) -> Int {
        guard cities.indices.contains(index), index > 0 else { return index }
        cities.swapAt(index, index - 1)
        return index - 1
    }

    /// Swaps the city at `index` with the one after it.
    /// - Returns: the city's new index (unchanged when it is last or `index` is outside the list).
    @discardableResult
    package mutating func moveDown(at index: Int) -> Int {
        guard cities.indices.contains(index), index < cities.count - 1 else { return index }
        cities.swapAt(index, index + 1)
        return index + 1
    }

    private enum CodingKeys: String, CodingKey { case version, cities }

    /// Decodes `{"version":1,"cities":[…]}`; a city with out-of-range coordinates is dropped.
    /// - Throws: `DecodingError` for another shape.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let decoded = try container.decode([SavedCity].self, forKey: .cities)
        self.init(decoded.filter { $0.coordinates != nil })
    }

    /// Encodes `{"version":1,"cities":[…]}`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(1, forKey: .version)
        try container.encode(cities, forKey: .cities)
    }
}
