import Foundation

/// One city in the user's saved list (the state file, see `CityStore`): a name for display and the point to
/// ask forecasts for.
package struct SavedCity: Equatable, Hashable, Sendable, Codable {
    /// e.g. "Kyiv", "東京", "Chambéry" (sanitized on the way in).
    package var name: String
    /// First-level region, e.g. "Kyiv City"; nil when unknown.
    package var admin1: String?
    /// e.g. "Ukraine"; nil when unknown.
    package var country: String?
    /// Degrees north, −90…90.
    package var latitude: Double
    /// Degrees east, −180…180.
    package var longitude: Double
    /// IANA time zone, e.g. "Europe/Kyiv"; nil when unknown.
    package var timezone: String?

    /// A city at `latitude`, `longitude` (degrees).
    package init(
        name: String, admin1: String? = nil, country: String? = nil, latitude: Double, longitude: Double,
        timezone: String? = nil
    ) {
        self.name = name
        self.admin1 = admin1
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
        self.timezone = timezone
    }

    /// The city of a geocoding result.
    package init(_ place: GeoPlace) {
        self.init(
            name: place.name, admin1: place.admin1, country: place.country, latitude: place.latitude,
            longitude: place.longitude, timezone: place.timezone)
    }

    /// The point, or nil when the stored values are out of range.
    package var coordinates: Coordinates? { Coordinates(latitude: latitude, longitude: longitude) }

    /// "Kyiv, Kyiv City, Ukraine" (as `GeoPlace.displayName`).
    package var displayName: String {
        GeoPlace(name: name, country: country, admin1: admin1, latitude: latitude, longitude: longitude, timezone: timezone)
            .displayName
    }

    /// Two cities are the same place when their coordinates agree to 4 decimals (about 11 m), or when they have
    /// the same name (ignoring case and diacritics) and lie within `sameCityTolerance` degrees of each other in
    /// both latitude and longitude (the configured "Kyiv" 50.4501, 30.5234 and a geocoded "Kyiv" 50.45466, 30.5238).
    func isSamePlace(as other: SavedCity) -> Bool {
        let samePoint = (latitude * 10_000).rounded() == (other.latitude * 10_000).rounded()
            && (longitude * 10_000).rounded() == (other.longitude * 10_000).rounded()
        return samePoint
            || (abs(latitude - other.latitude) <= Self.sameCityTolerance
                && abs(longitude - other.longitude) <= Self.sameCityTolerance
                && Self.foldedName(name) == Self.foldedName(other.name))
    }

    /// Degrees of latitude and of longitude within which two cities of the same name are one city (≈5 km).
    static let sameCityTolerance = 0.05

    /// `name` for comparison: trimmed, case and diacritics folded ("Chambéry" and "chambery" agree).
    static func foldedName(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines)
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
    }
}
