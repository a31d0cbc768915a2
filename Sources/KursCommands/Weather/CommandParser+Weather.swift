import Foundation
import KursCore

extension CommandTable {
    /// `kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]`.
    static let weather = CommandSpec(
        name: "weather", abstract: "current conditions and forecast",
        arguments: [ArgumentSpec(valueName: "CITY|LAT,LON", help: "city or LAT,LON", isOptional: true)],
        options: [
            WeatherCommand.units, json,
        ],
        discussion: """
            Current conditions, the next 24 hours and 7 days (min/max) for a place: the first saved city when no
            place is given (else the config's first city, default Kyiv), a city name looked up with the Open-Meteo
            geocoding search (the first match), or coordinates in degrees. Forecasts from Open-Meteo, or from Pirate
            Weather when PIRATEWEATHER_API_KEY (or apiKeys.pirateWeather in the config) is set. Saved cities live in
            $XDG_STATE_HOME/kurs/cities.json (default ~/.local/state/kurs/).
            An unknown city or coordinates out of range are usage errors (exit 2).

            Environment: KURS_OPENMETEO_URL, KURS_GEOCODING_URL, KURS_PIRATEWEATHER_URL, PIRATEWEATHER_API_KEY,
            XDG_STATE_HOME.
            """,
        examples: [
            "kurs weather", "kurs weather Chambéry", "kurs weather 東京 --units imperial",
            "kurs weather 50.45,30.52 --json | jq '.daily[0]'", "kurs weather -33.87,151.21",
        ],
        isPositional: { $0.dropFirst().first?.isNumber ?? false },  // a negative latitude, not a flag
        parse: CommandParser.weather)
}

extension WeatherCommand {
    /// `--units metric|imperial`.
    static let units = OptionSpec(name: "--units", valueName: "UNITS", allowedValues: WeatherUnits.allCases.map(\.rawValue),
                                  valueNoun: "units", help: "unit system (default: the config's, else metric)")
}

extension CommandParser {
    /// `kurs weather`: two numbers with a comma are coordinates (out of range: a usage error); anything else is a
    /// city name (several words are joined: `kurs weather New York`).
    /// - Throws: a blank word; coordinates out of range.
    static func weather(_ line: ParsedArguments) throws(UsageError) -> Command {
        var options = WeatherOptions()
        options.json = line.has(CommandTable.json)
        options.units = line.value(of: WeatherCommand.units).flatMap(WeatherUnits.init(rawValue:))
        if line.positionals.contains(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            throw UsageError("empty city name: kurs weather [CITY|LAT,LON] (e.g. kurs weather Kyiv)")
        }
        let text = line.positionals.joined(separator: " ").trimmingBlanks()
        guard !text.isEmpty else { return .run(options) }
        if let point = Coordinates.parse(text) {
            options.target = .coordinates(point)
        } else if Coordinates.isCoordinatePair(text) {
            throw UsageError("invalid coordinates '\(shown(text))' (latitude -90…90, longitude -180…180)")
        } else {
            options.target = .name(text)
        }
        return .run(options)
    }
}
