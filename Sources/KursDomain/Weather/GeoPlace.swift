/// A place found by the Open-Meteo geocoding search. Text fields are sanitized.
package struct GeoPlace: Equatable, Hashable, Sendable {
    /// e.g. "Kyiv", "東京", "Chambéry".
    package var name: String
    /// e.g. "Ukraine"; nil when the API sent none (some places lie in no country).
    package var country: String?
    /// ISO 3166-1 alpha-2, e.g. "UA".
    package var countryCode: String?
    /// First-level region, e.g. "Kyiv City", "Auvergne-Rhône-Alpes".
    package var admin1: String?
    /// Degrees north.
    package var latitude: Double
    /// Degrees east.
    package var longitude: Double
    /// IANA time zone, e.g. "Europe/Kyiv".
    package var timezone: String?

    /// A geocoding result; see the properties.
    package init(
        name: String, country: String?, countryCode: String? = nil, admin1: String?, latitude: Double,
        longitude: Double, timezone: String?
    ) {
        self.name = name
        self.country = country
        self.countryCode = countryCode
        self.admin1 = admin1
        self.latitude = latitude
        self.longitude = longitude
        self.timezone = timezone
    }

    /// "Kyiv, Kyiv City, Ukraine" — the name with the region and country that are known and differ from it.
    package var displayName: String {
        var parts = [name]
        for part in [admin1, country].compactMap({ $0 }) where !part.isEmpty && !parts.contains(part) {
            parts.append(part)
        }
        return parts.joined(separator: ", ")
    }
}
