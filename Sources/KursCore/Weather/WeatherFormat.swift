/// Weather values as short text for panes, status lines and the CLI. Missing values are "—" ("-" in ASCII).
public enum WeatherFormat {
    /// How a temperature's unit is written.
    public enum UnitStyle: Sendable {
        /// "12°"
        case degreeOnly
        /// "12°C" / "12°F"
        case withUnit
    }

    /// The text for a missing value: "—", or "-" when `ascii`.
    public static func missing(ascii: Bool = false) -> String { ascii ? "-" : "—" }

    /// A temperature rounded to a whole degree (halves away from zero, no "-0"): "12°", "-3°", "12°C", "—";
    /// with `ascii` "12", "12C", "-".
    /// - Parameter units: the units `value` is in (for `.withUnit`).
    public static func temperature(
        _ value: Double?, units: WeatherUnits = .metric, style: UnitStyle = .degreeOnly, ascii: Bool = false
    ) -> String {
        guard let value, value.isFinite else { return missing(ascii: ascii) }
        let number = wholeNumber(value)
        switch (style, ascii) {
        case (.degreeOnly, false): return number + "°"
        case (.withUnit, false): return number + units.temperatureSymbol
        case (.degreeOnly, true): return number
        case (.withUnit, true): return number + units.asciiTemperatureSymbol
        }
    }

    /// A fraction 0…1 as a whole percentage: 0.84 → "84%"; nil → "—".
    public static func percent(_ fraction: Double?, ascii: Bool = false) -> String {
        guard let fraction, fraction.isFinite else { return missing(ascii: ascii) }
        return wholeNumber(fraction * 100) + "%"
    }

    /// A wind speed with its unit: "6 km/h", "11 mph"; nil → "—".
    public static func windSpeed(_ value: Double?, units: WeatherUnits, ascii: Bool = false) -> String {
        guard let value, value.isFinite else { return missing(ascii: ascii) }
        return wholeNumber(value) + " " + units.windSpeedSymbol
    }

    /// The condition's glyph (`glyph`, or `asciiGlyph` when `ascii`).
    public static func glyph(_ condition: WeatherCondition, ascii: Bool = false) -> String {
        ascii ? condition.asciiGlyph : condition.glyph
    }

    /// `value` rounded half away from zero, without a sign for zero.
    static func wholeNumber(_ value: Double) -> String {
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        return rounded == 0 ? "0" : String(Int(rounded))
    }
}
