/// A saved city (config `weather.cities[]`): a name, and its coordinates unless the name should be looked up
/// with the geocoding API.
package struct ConfiguredCity: Equatable, Sendable, Decodable {
    /// The name shown in the weather pane and used for lookup, e.g. "Kyiv".
    package var name: String
    /// Degrees north (−90…90); nil with `longitude` nil means "look the name up".
    package var latitude: Double?
    /// Degrees east (−180…180).
    package var longitude: Double?

    /// A city; give both coordinates or neither.
    package init(name: String, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Kyiv, 50.4501° N 30.5234° E: the default city.
    package static let kyiv = ConfiguredCity(name: "Kyiv", latitude: 50.4501, longitude: 30.5234)

    static let shape = ConfigShape.object(["name": .string, "latitude": .number, "longitude": .number])
}

/// Config `weather`: the saved cities, the unit system and the language of forecast texts.
package struct WeatherSettings: Equatable, Sendable, Decodable {
    /// The cities shown, first one in the status line (default: Kyiv).
    package var cities: [ConfiguredCity]
    /// "metric" (°C, km/h; default) or "imperial" (°F, mph).
    package var units: WeatherUnits
    /// ISO 639-1 language of forecast summaries and place names, e.g. "uk" (Pirate Weather `lang=`, Open-Meteo
    /// geocoding `language=`); nil: the APIs' default (English). Validated as two lower-case letters.
    package var language: String?

    /// Settings; the defaults are Kyiv, metric units and no language.
    package init(cities: [ConfiguredCity] = [.kyiv], units: WeatherUnits = .metric, language: String? = nil) {
        self.cities = cities
        self.units = units
        self.language = language
    }

    private enum CodingKeys: String, CodingKey { case cities, units, language }

    static let shape = ConfigShape.object([
        "cities": .list(ConfiguredCity.shape), "units": .choice(WeatherUnits.allCases.map(\.rawValue)),
        "language": .string,
    ])

    /// Decodes `weather`; absent members take their defaults. Throws `DecodingError` on a wrong type or an
    /// unknown unit system.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        cities = try container.decodeIfPresent([ConfiguredCity].self, forKey: .cities) ?? [.kyiv]
        if let text = try container.decodeIfPresent(String.self, forKey: .units) {
            guard let units = WeatherUnits(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .units, in: container, debugDescription: "expected 'metric' or 'imperial'")
            }
            self.units = units
        } else {
            units = .metric
        }
        language = try container.decodeIfPresent(String.self, forKey: .language)
    }
}
