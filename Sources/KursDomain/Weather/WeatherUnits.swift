/// The unit system of a forecast's numbers.
package enum WeatherUnits: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Temperatures in °C, wind speed in km/h, precipitation in mm.
    case metric
    /// Temperatures in °F, wind speed in mph, precipitation in inches.
    case imperial

    /// "°C" or "°F".
    package var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    /// "C" or "F", for terminals without UTF-8.
    package var asciiTemperatureSymbol: String { self == .metric ? "C" : "F" }
    /// "km/h" or "mph".
    package var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }

    /// "mm" or "in": precipitation amounts.
    package var precipitationSymbol: String { self == .metric ? "mm" : "in" }

    /// `temperature` (in these units) in degrees Celsius.
    package func celsius(_ temperature: Double) -> Double {
        self == .metric ? temperature : (temperature - 32) * 5 / 9
    }
}
