import Foundation

/// Weather values as short text for panes, status lines and the CLI. Missing values are "—" ("-" in ASCII).
package enum WeatherFormat {
    /// How a temperature's unit is written.
    package enum UnitStyle: Sendable {
        /// "12°"
        case degreeOnly
        /// "12°C" / "12°F"
        case withUnit
    }

    /// The text for a missing value: "—", or "-" when `ascii`.
    package static func missing(ascii: Bool = false) -> String { ascii ? "-" : "—" }

    /// A temperature rounded to a whole degree (halves away from zero, no "-0"): "12°", "-3°", "12°C", "—";
    /// with `ascii` "12", "12C", "-".
    /// - Parameter units: the units `value` is in (for `.withUnit`).
    package static func temperature(
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
    package static func percent(_ fraction: Double?, ascii: Bool = false) -> String {
        guard let fraction, fraction.isFinite else { return missing(ascii: ascii) }
        return wholeNumber(fraction * 100) + "%"
    }

    /// A wind speed with its unit: "6 km/h", "11 mph"; nil → "—".
    package static func windSpeed(_ value: Double?, units: WeatherUnits, ascii: Bool = false) -> String {
        guard let value, value.isFinite else { return missing(ascii: ascii) }
        return wholeNumber(value) + " " + units.windSpeedSymbol
    }

    /// A precipitation amount: metric to 0.1 mm ("0.4 mm", "0 mm"), imperial to 0.01 in ("0.11 in");
    /// without `unit` the number alone ("0.4"); nil → "—".
    package static func precipitation(_ value: Double?, units: WeatherUnits, unit: Bool = true, ascii: Bool = false)
        -> String
    {
        guard let value, value.isFinite else { return missing(ascii: ascii) }
        let digits = units == .metric ? 1 : 2
        let scale = units == .metric ? 10.0 : 100.0
        let rounded = (value * scale).rounded(.toNearestOrAwayFromZero) / scale
        let number = rounded == 0 ? "0" : String(format: "%.\(digits)f", rounded)
        return unit ? number + " " + units.precipitationSymbol : number
    }

    /// Where the wind comes from as one of 8 compass points ("N", "NE", … "NW"); nil → "—".
    package static func compassPoint(_ degrees: Double?, ascii: Bool = false) -> String {
        guard let degrees, degrees.isFinite else { return missing(ascii: ascii) }
        let points = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]
        let index = Int((degrees.truncatingRemainder(dividingBy: 360) + 360 + 22.5) / 45) % 8
        return points[index]
    }

    /// A wind speed and where it comes from: "6 km/h SE"; "6 km/h" without a direction; nil speed → "—".
    package static func wind(_ speed: Double?, direction: Double?, units: WeatherUnits, ascii: Bool = false) -> String {
        guard speed != nil else { return missing(ascii: ascii) }
        let text = windSpeed(speed, units: units, ascii: ascii)
        return direction == nil ? text : text + " " + compassPoint(direction, ascii: ascii)
    }

    /// The condition's glyph (`glyph`, or `asciiGlyph` when `ascii`).
    package static func glyph(_ condition: WeatherCondition, ascii: Bool = false) -> String {
        ascii ? condition.asciiGlyph : condition.glyph
    }

    /// `value` rounded half away from zero, without a sign for zero.
    static func wholeNumber(_ value: Double) -> String {
        let rounded = value.rounded(.toNearestOrAwayFromZero)
        return rounded == 0 ? "0" : String(Int(rounded))
    }
}
