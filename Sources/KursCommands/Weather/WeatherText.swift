import Foundation
import KursCore

/// `kurs weather` as text: aligned lines for a terminal, tab-separated records for a pipe. Pure.
///
/// Terminal: the place; "Now" with temperature, condition, feels-like, humidity and wind; the next 24 hours in
/// two rows of 12 (hour, glyph, temperature); 7 days with min, a bar between the week's low and high (`WeekBar`)
/// and max. Missing values are "—". Times are local to the place.
///
/// Pipe, one record per line, fields tab-separated, missing values empty, numbers as the API sent them:
/// `place NAME LAT LON TIMEZONE UNITS`, `now TIME TEMPERATURE CONDITION HUMIDITY WIND`,
/// `hour TIME TEMPERATURE CONDITION PRECIPITATION_PROBABILITY`, `day DATE MIN MAX CONDITION PRECIPITATION_PROBABILITY`
/// (TIME ISO 8601 UTC, DATE yyyy-MM-dd local, fractions 0…1).
enum WeatherText {
    /// Hours in the strip.
    static let stripHours = 24
    /// Columns of the 7-day bar.
    static let barWidth = 20

    /// The whole text for `forecast` shown at `now`, titled `title` (a place name or the coordinates).
    static func render(_ forecast: Forecast, title: String, now: Date, terminal: Bool, ascii: Bool) -> String {
        let start = startHour(forecast, now: now)
        let hours = Array(forecast.hourly[start...].prefix(stripHours))
        return terminal
            ? terminalText(forecast, title: title, hours: hours, ascii: ascii)
            : pipeText(forecast, title: title, hours: hours)
    }

    /// The index of the hour containing `now` (the latest hour starting at or before it), else 0.
    static func startHour(_ forecast: Forecast, now: Date) -> Int {
        forecast.hourly.lastIndex(where: { $0.time <= now }) ?? 0
    }

    // MARK: Terminal

    static func terminalText(_ forecast: Forecast, title: String, hours: [HourlyForecast], ascii: Bool) -> String {
        let units = forecast.units
        let zone = forecast.location.timeZone
        var lines: [String] = []
        var heading = TerminalText.sanitize(title)
        if let id = forecast.location.timeZoneIdentifier { heading += " · " + TerminalText.sanitize(id) }
        lines.append(heading)

        let temperature = forecast.current?.temperature ?? hours.first?.temperature
        let condition = forecast.current?.condition ?? hours.first?.condition ?? .unknown
        var now = "Now  \(WeatherFormat.temperature(temperature, units: units, style: .withUnit, ascii: ascii))  "
            + "\(WeatherFormat.glyph(condition, ascii: ascii)) \(condition.label)"
        if let current = forecast.current {
            let dot = ascii ? " - " : " · "
            now += dot + "feels " + WeatherFormat.temperature(current.apparentTemperature, ascii: ascii)
            now += dot + "humidity " + WeatherFormat.percent(current.humidity, ascii: ascii)
            now += dot + "wind " + WeatherFormat.windSpeed(current.windSpeed, units: units, ascii: ascii)
        }
        lines.append(now)

        if !hours.isEmpty {
            lines.append("")
            lines.append("Next \(hours.count) h")
            for row in stride(from: 0, to: hours.count, by: 12) {
                let slice = hours[row..<min(row + 12, hours.count)]
                lines.append(slice.map { pad(hourText($0.time, in: zone), 5) }.joined().trimmingTrailing())
                lines.append(slice.map { pad(WeatherFormat.glyph($0.condition, ascii: ascii), 5, glyph: $0.condition, ascii: ascii) }.joined().trimmingTrailing())
                lines.append(slice.map { pad(WeatherFormat.temperature($0.temperature, ascii: ascii), 5) }.joined().trimmingTrailing())
            }
        }

        let days = Array(forecast.daily.prefix(7))
        if !days.isEmpty {
            lines.append("")
            lines.append("\(days.count) days")
            let range = forecast.weekRange
            for day in days {
                let label = "\(day.day.weekdayAbbreviation) \(day.day)"
                let glyph = pad(WeatherFormat.glyph(day.condition, ascii: ascii), 3, glyph: day.condition, ascii: ascii)
                let low = leftPad(WeatherFormat.temperature(day.min, ascii: ascii), 5)
                let high = WeatherFormat.temperature(day.max, ascii: ascii)
                lines.append("\(label)  \(glyph)\(low) \(bar(day, range: range, ascii: ascii)) \(high)")
            }
        }
        if !forecast.alerts.isEmpty {
            lines.append("")
            for alert in forecast.alerts { lines.append((ascii ? "! " : "⚠ ") + TerminalText.sanitize(alert.title)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The day's min–max bar in `barWidth` columns: "━" inside, "·" outside ("#" and "." in ASCII); blanks when
    /// the day or the week has no range.
    static func bar(_ day: DailyForecast, range: (low: Double, high: Double)?, ascii: Bool) -> String {
        guard let range,
            let placed = WeekBar.placement(
                weekLow: range.low, weekHigh: range.high, dayMin: day.min, dayMax: day.max, width: barWidth)
        else { return String(repeating: " ", count: barWidth) }
        let fill = ascii ? "#" : "━", empty = ascii ? "." : "·"
        return (0..<barWidth).map { placed.contains($0) ? fill : empty }.joined()
    }

    /// "14" — the hour of `date` in `zone`, two digits.
    static func hourText(_ date: Date, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return String(format: "%02d", calendar.component(.hour, from: date))
    }

    /// `text` padded with spaces to `width` columns (a wide glyph counts 2).
    static func pad(_ text: String, _ width: Int, glyph: WeatherCondition? = nil, ascii: Bool = false) -> String {
        let columns = glyph.map { ascii ? $0.asciiGlyph.count : $0.glyphColumns } ?? text.count
        return text + String(repeating: " ", count: max(width - columns, 1))
    }

    static func leftPad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(width - text.count, 0)) + text
    }

    // MARK: Pipe

    static func pipeText(_ forecast: Forecast, title: String, hours: [HourlyForecast]) -> String {
        let location = forecast.location
        let number = WeatherFormat.number
        var records: [[String]] = [[
            "place", TerminalText.sanitize(title), number(location.latitude), number(location.longitude),
            location.timeZoneIdentifier.map { TerminalText.sanitize($0) } ?? "", forecast.units.rawValue,
        ]]
        if let current = forecast.current {
            records.append([
                "now", current.time.map(DateFormat.iso8601) ?? "", number(current.temperature),
                current.condition.rawValue, number(current.humidity), number(current.windSpeed),
            ])
        }
        for hour in hours {
            records.append([
                "hour", DateFormat.iso8601(hour.time), number(hour.temperature), hour.condition.rawValue,
                number(hour.precipitationProbability),
            ])
        }
        for day in forecast.daily.prefix(7) {
            records.append([
                "day", day.day.description, number(day.min), number(day.max), day.condition.rawValue,
                number(day.precipitationProbability),
            ])
        }
        return TextTable(headers: [], alignments: [], rows: records).tabSeparated()
    }
}

extension String {
    fileprivate func trimmingTrailing() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
