import KursCore

/// Converts forecast values between metric and imperial for display (the `u` key), so switching units
/// needs no fetch.
enum WeatherUnitConversion {
    /// `value` (°C or °F as `from` says) in `to`'s temperature unit; nil stays nil.
    static func temperature(_ value: Double?, from: WeatherUnits, to: WeatherUnits) -> Double? {
        guard let value, from != to else { return value }
        return to == .metric ? (value - 32) * 5 / 9 : value * 9 / 5 + 32
    }

    /// `value` (km/h or mph as `from` says) in `to`'s wind-speed unit; nil stays nil.
    static func windSpeed(_ value: Double?, from: WeatherUnits, to: WeatherUnits) -> Double? {
        guard let value, from != to else { return value }
        return to == .metric ? value * 1.609_344 : value / 1.609_344
    }

    /// `value` (mm or inches as `from` says) in `to`'s precipitation unit; nil stays nil.
    static func precipitation(_ value: Double?, from: WeatherUnits, to: WeatherUnits) -> Double? {
        guard let value, from != to else { return value }
        return to == .metric ? value * 25.4 : value / 25.4
    }

    /// `forecast` with every temperature, wind speed and precipitation amount in `units`.
    static func convert(_ forecast: Forecast, to units: WeatherUnits) -> Forecast {
        let from = forecast.units
        guard from != units else { return forecast }
        var result = forecast
        result.units = units
        if var current = forecast.current {
            current.temperature = temperature(current.temperature, from: from, to: units)
            current.apparentTemperature = temperature(current.apparentTemperature, from: from, to: units)
            current.windSpeed = windSpeed(current.windSpeed, from: from, to: units)
            current.precipitation = precipitation(current.precipitation, from: from, to: units)
            result.current = current
        }
        result.hourly = forecast.hourly.map { hour in
            var hour = hour
            hour.temperature = temperature(hour.temperature, from: from, to: units)
            hour.apparentTemperature = temperature(hour.apparentTemperature, from: from, to: units)
            hour.windSpeed = windSpeed(hour.windSpeed, from: from, to: units)
            hour.precipitation = precipitation(hour.precipitation, from: from, to: units)
            return hour
        }
        result.daily = forecast.daily.map { day in
            var day = day
            day.min = temperature(day.min, from: from, to: units)
            day.max = temperature(day.max, from: from, to: units)
            day.precipitation = precipitation(day.precipitation, from: from, to: units)
            return day
        }
        return result
    }
}
