import Foundation
import KursCore
import TerminalUI

/// Short texts of the weather pane: hours, day labels, glyphs padded to their columns, the week bar.
enum WeatherPaneText {
    /// Columns per hour in the hourly strip.
    static let hourColumn = 6
    /// Columns of the strip's row labels ("temp", "rain", "mm", "wind").
    static let stripLabelColumn = 5

    /// "14": the hour of `date` in `zone`, two digits.
    static func hour(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let hour = calendar.component(.hour, from: date)
        return hour < 10 ? "0\(hour)" : String(hour)
    }

    /// "07:00": the time of `date` in `zone`; "—" without one.
    static func clock(_ date: Date?, in zone: TimeZone, ascii: Bool) -> String {
        guard let date else { return WeatherFormat.missing(ascii: ascii) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return twoDigits(parts.hour ?? 0) + ":" + twoDigits(parts.minute ?? 0)
    }

    /// "16:30" on the place's today (at `now`), else "Fri 6 16:30".
    static func stamp(_ date: Date, now: Date, in zone: TimeZone) -> String {
        let day = CalendarDay(date, in: zone)
        let time = clock(date, in: zone, ascii: false)
        guard day != CalendarDay(now, in: zone) else { return time }
        return day.weekdayAbbreviation + " " + String(day.day) + " " + time
    }

    /// An hour's wind for its strip column: "12 NW", "5 S", "12" without a direction, "—" without a speed.
    static func hourWind(_ hour: HourlyForecast, ascii: Bool) -> String {
        guard let speed = hour.windSpeed, speed.isFinite else { return WeatherFormat.missing(ascii: ascii) }
        let number = String(Int(speed.rounded(.toNearestOrAwayFromZero)))
        guard hour.windDirection != nil else { return number }
        return number + " " + WeatherFormat.compassPoint(hour.windDirection, ascii: ascii)
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }

    /// "Fri 26": the weekday and the day of the month.
    static func dayLabel(_ day: CalendarDay) -> String {
        day.weekdayAbbreviation + " " + (day.day < 10 ? " " : "") + String(day.day)
    }

    /// The condition's glyph (or its ASCII form) padded to 2 columns.
    static func glyph(_ condition: WeatherCondition, ascii: Bool) -> String {
        DisplayWidth.pad(WeatherFormat.glyph(condition, ascii: ascii), to: 2)
    }

    /// A day's min–max bar, `width` columns: "━" between the day's min and max placed in the week's range
    /// (`WeekBar`), "·" elsewhere ("#" and "." in ASCII); all "·" when the day or the week has no range.
    static func bar(_ day: DailyForecast, range: (low: Double, high: Double)?, width: Int, theme: PaneTheme) -> [Span] {
        let fill = theme.ascii ? "#" : "━", empty = theme.ascii ? "." : "·"
        let placed = range.flatMap {
            WeekBar.placement(weekLow: $0.low, weekHigh: $0.high, dayMin: day.min, dayMax: day.max, width: width)
        } ?? 0..<0
        return [
            Span(String(repeating: empty, count: placed.lowerBound), style: theme.label),
            Span(String(repeating: fill, count: placed.count), style: theme.colors ? Style(foreground: .yellow) : .plain),
            Span(String(repeating: empty, count: width - placed.upperBound), style: theme.label),
        ].filter { !$0.text.isEmpty }
    }

    /// Red for a warning ("…Warning…", severity "Severe"/"Extreme"/"Warning"), yellow for other alerts (watch,
    /// advisory); bold without colour.
    static func alertStyle(_ alert: WeatherAlert, theme: PaneTheme) -> Style {
        guard theme.colors else { return Style(modifiers: .bold) }
        let words = (alert.title + " " + (alert.severity ?? "")).lowercased()
        let severe = ["warning", "severe", "extreme"].contains { words.contains($0) }
        return Style(foreground: severe ? .red : .yellow)
    }

    /// A temperature with its unit ("12°C"; "12C" in ASCII).
    static func temperatureWithUnit(_ value: Double?, units: WeatherUnits, ascii: Bool) -> String {
        WeatherFormat.temperature(value, units: units, style: .withUnit, ascii: ascii)
    }

    /// A temperature in whole degrees ("12°"; "12" in ASCII).
    static func temperature(_ value: Double?, ascii: Bool) -> String {
        WeatherFormat.temperature(value, ascii: ascii)
    }
}
