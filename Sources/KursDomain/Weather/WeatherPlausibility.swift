/// Keeps only values that can be real: sentinels (-999) and impossible numbers become nil, so they show as
/// "—" and stay out of min/max and charts.
enum WeatherPlausibility {
    /// Coldest and hottest plausible air temperature, °C.
    static let celsiusRange = -100.0...70.0

    /// `value` (in `units`) when it is a plausible air temperature (−100…70 °C), else nil.
    static func temperature(_ value: Double?, units: WeatherUnits) -> Double? {
        guard let value, value.isFinite, celsiusRange.contains(units.celsius(value)) else { return nil }
        return value
    }

    /// A fraction 0…1 (humidity, probability), else nil: 1.04 is not 104 %.
    static func fraction(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (0...1).contains(value) else { return nil }
        return value
    }

    /// A percentage 0…100 as a fraction 0…1, else nil.
    static func percent(_ value: Double?) -> Double? {
        fraction(value.map { $0 / 100 })
    }

    /// A wind speed 0…500 (km/h or mph), else nil.
    static func windSpeed(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (0...500).contains(value) else { return nil }
        return value
    }

    /// `value` (km/h or mph as `units` says) when given in `unit` as sent by an API: "km/h", "m/s", "mph",
    /// "kn"/"kt"; unknown units are taken as already right.
    static func windSpeed(_ value: Double?, sentIn unit: String?, units: WeatherUnits) -> Double? {
        guard let value else { return nil }
        let sent = unit?.lowercased()
        if (units == .metric && sent == "km/h") || (units == .imperial && sent == "mph") { return windSpeed(value) }
        let kmh: Double
        switch sent {
        case "m/s", "ms": kmh = value * 3.6
        case "mph", "mp/h": kmh = value * 1.609_344
        case "kn", "kt", "knots": kmh = value * 1.852
        case "km/h", "kmh": kmh = value
        default: return windSpeed(value)
        }
        return windSpeed(units == .metric ? kmh : kmh / 1.609_344)
    }

    /// A wind direction in degrees 0…360, else nil.
    static func direction(_ value: Double?) -> Double? {
        guard let value, value.isFinite, (0...360).contains(value) else { return nil }
        return value
    }

    /// A precipitation amount (mm or inches as `units` says) when given in `unit` as sent by an API ("mm",
    /// "inch"/"in", "cm"; unknown units are taken as already right); nil when negative or over 1000 mm.
    static func precipitation(_ value: Double?, sentIn unit: String?, units: WeatherUnits) -> Double? {
        guard let value, value.isFinite else { return nil }
        let millimetres: Double
        switch unit?.lowercased() {
        case "inch", "in", "inches": millimetres = value * 25.4
        case "cm": millimetres = value * 10
        case "mm": millimetres = value
        default: millimetres = units == .metric ? value : value * 25.4
        }
        guard (0...1000).contains(millimetres) else { return nil }
        return units == .metric ? millimetres : millimetres / 25.4
    }

    /// Drops trailing days without a min or a max (the model's horizon ended: 7 days whose max ends in
    /// `null, null` give 5); days in the middle keep their nil values.
    static func trimmingTrailingEmptyDays(_ days: [DailyForecast]) -> [DailyForecast] {
        var days = days
        while let last = days.last, last.min == nil || last.max == nil { days.removeLast() }
        return days
    }

    /// Drops trailing hours without a temperature.
    static func trimmingTrailingEmptyHours(_ hours: [HourlyForecast]) -> [HourlyForecast] {
        var hours = hours
        while let last = hours.last, last.temperature == nil { hours.removeLast() }
        return hours
    }
}
