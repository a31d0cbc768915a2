import Foundation
import KursCore

extension CommandParser {
    /// `kurs weather [CITY|LAT,LON] [--units metric|imperial] [--json]`. Two numbers with a comma are coordinates
    /// (out of range: a usage error); anything else is a city name (several words are joined: `kurs weather New York`).
    /// After `--` every argument is part of the place (`kurs weather -- -33.9,18.4`).
    /// - Throws: `UsageError` for unknown flags, a bad `--units` or coordinates out of range.
    static func parseWeather(_ args: inout [String]) throws(UsageError) -> WeatherOptions {
        var options = WeatherOptions()
        var words: [String] = []
        var optionsEnded = false
        while let arg = args.first {
            args.removeFirst()
            if optionsEnded {
                words.append(arg)
                continue
            }
            switch arg {
            case "--": optionsEnded = true
            case "--json": options.json = true
            case "--units":
                let value = try takeValue(&args, for: arg, command: "weather")
                guard let units = WeatherUnits(rawValue: value.lowercased()) else {
                    throw UsageError("unknown units '\(shown(value))' (metric or imperial)")
                }
                options.units = units
            default:
                // A leading "-" followed by a digit is a negative latitude, not a flag.
                if arg.hasPrefix("-"), !(arg.dropFirst().first?.isNumber ?? false) {
                    throw UsageError("unknown option '\(shown(arg))' for 'kurs weather'")
                }
                guard !arg.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    throw UsageError("empty city name: kurs weather [CITY|LAT,LON] (e.g. kurs weather Kyiv)")
                }
                words.append(arg)
            }
        }
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return options }
        if let point = Coordinates.parse(text) {
            options.target = .coordinates(point)
        } else if Coordinates.isCoordinatePair(text) {
            throw UsageError(
                "invalid coordinates '\(shown(text))' (latitude -90…90, longitude -180…180)")
        } else {
            options.target = .name(text)
        }
        return options
    }
}
