/// The unit system of a forecast's numbers.
public enum WeatherUnits: String, Equatable, Hashable, Sendable, CaseIterable {
    /// Temperatures in °C, wind speed in km/h.
    case metric
    /// Temperatures in °F, wind speed in mph.
    case imperial

    /// "°C" or "°F".
    public var temperatureSymbol: String { self == .metric ? "°C" : "°F" }
    /// "C" or "F", for terminals without UTF-8.
    public var asciiTemperatureSymbol: String { self == .metric ? "C" : "F" }
    /// "km/h" or "mph".
    public var windSpeedSymbol: String { self == .metric ? "km/h" : "mph" }

    /// `temperature` (in these units) in degrees Celsius.
    public func celsius(_ temperature: Double) -> Double {
        self == .metric ? temperature : (temperature - 32) * 5 / 9
    }
}
