extension WeatherFormat {
    /// A number as Swift writes a Double ("12.1", "-9.13"), integral values without ".0"; "" when absent.
    package static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
