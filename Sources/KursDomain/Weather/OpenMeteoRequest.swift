package import Foundation

/// The Open-Meteo forecast request: `GET {KURS_OPENMETEO_URL}/v1/forecast` (default base
/// `https://api.open-meteo.com`; no key).
package enum OpenMeteoRequest {
    /// Current values asked for.
    package static let currentVariables = [
        "temperature_2m", "apparent_temperature", "relative_humidity_2m", "is_day", "weather_code", "wind_speed_10m",
        "wind_direction_10m", "precipitation",
    ]
    /// Hourly values asked for (48 hours from the current hour).
    package static let hourlyVariables = [
        "temperature_2m", "weather_code", "precipitation_probability", "is_day", "precipitation", "wind_speed_10m",
        "wind_direction_10m", "apparent_temperature", "relative_humidity_2m",
    ]
    /// Daily values asked for (7 days from today).
    package static let dailyVariables = [
        "weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_probability_max",
        "wind_speed_10m_max", "precipitation_sum", "sunrise", "sunset",
    ]

    /// The forecast URL: current, 48 hourly and 7 daily values, `timezone=auto` (times local to the place),
    /// `timeformat=unixtime`, and for imperial `temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch`. E.g.
    /// `https://api.open-meteo.com/v1/forecast?latitude=50.45&longitude=30.5238&current=…&hourly=…&daily=…`
    /// `&timezone=auto&timeformat=unixtime&forecast_days=7&forecast_hours=48`.
    /// Coordinates are written with up to 4 decimals. nil only when `base` does not make a URL.
    package static func forecastURL(base: String, latitude: Double, longitude: Double, units: WeatherUnits) -> URL? {
        var items: [(String, String)] = [
            ("latitude", URLText.coordinate(latitude)), ("longitude", URLText.coordinate(longitude)),
            ("current", currentVariables.joined(separator: ",")), ("hourly", hourlyVariables.joined(separator: ",")),
            ("daily", dailyVariables.joined(separator: ",")), ("timezone", "auto"), ("timeformat", "unixtime"),
            ("forecast_days", "7"), ("forecast_hours", "48"),
        ]
        if units == .imperial {
            items += [("temperature_unit", "fahrenheit"), ("wind_speed_unit", "mph"), ("precipitation_unit", "inch")]
        }
        return URL(string: URLText.trimmedBase(base) + "/v1/forecast?" + URLText.query(items))
    }
}
