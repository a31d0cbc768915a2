import Foundation
import KursCore
import TerminalUI

/// The lines of one city's forecast, top to bottom, for an area `width` columns wide. `nil` entries are
/// spacers, dropped first when the area is short (`fitted(_:height:)`).
struct WeatherDetailLines {
    var city: WeatherCity
    var record: WeatherCityForecast
    var now: Date
    var units: WeatherUnits
    /// Hours the strip is scrolled on (clamped to what fits).
    var hourOffset: Int
    var theme: PaneTheme
    /// Whether to start with the city's name (false when tabs above already name it).
    var showsTitle: Bool

    /// The lines for `width` columns.
    func lines(width: Int) -> [Line?] {
        var lines: [Line?] = []
        if showsTitle { lines += [Line(TerminalText.sanitize(city.displayName), style: theme.title), nil] }
        guard let fetched = record.fetched else {
            lines.append(record.error.map { Line($0.message, style: theme.error) } ?? Line("loading…", style: theme.label))
            return lines
        }
        let display = WeatherDisplay(fetched, now: now, units: units)
        lines.append(nowLine(display))
        if let current = display.current { lines.append(conditionsLine(current, units: display.units)) }
        if let error = record.error { lines.append(Line("update failed: " + error.message, style: theme.error)) }
        for alert in display.alerts {
            let mark = theme.ascii ? "! " : "⚠ "
            lines.append(Line(mark + TerminalText.sanitize(alert.title), style: WeatherPaneText.alertStyle(alert, theme: theme)))
        }
        if !display.hours.isEmpty { lines += [nil] + strip(display, width: width) }
        if !display.days.isEmpty { lines += [nil] + week(display, width: width) }
        return lines
    }

    /// The weather tile's lines, most important first (the tile shows those that fit): now with today's low and
    /// high ("12°C  ☁ cloudy  ↓8° ↑14°"), the conditions, the next hours (hour, glyph, temperature rows), the
    /// days; "loading…" or the error while there is no forecast.
    func tileLines(width: Int) -> [Line] {
        guard let fetched = record.fetched else {
            if record.error == .offline { return [Line("no forecast cached (offline)", style: theme.label)] }
            return [record.error.map { Line($0.message, style: theme.error) } ?? Line("loading…", style: theme.label)]
        }
        let display = WeatherDisplay(fetched, now: now, units: units)
        var now = nowLine(display)
        if let today = display.days.first {
            let ascii = theme.ascii
            now.spans.append(Span("  " + (ascii ? "lo " : "↓") + WeatherPaneText.temperature(today.min, ascii: ascii)
                + (ascii ? " hi " : " ↑") + WeatherPaneText.temperature(today.max, ascii: ascii), style: theme.label))
        }
        var lines = [now]
        if let current = display.current { lines.append(conditionsLine(current, units: display.units)) }
        if let error = record.error { lines.append(Line("update failed: " + error.message, style: theme.error)) }
        if !display.hours.isEmpty { lines += strip(display, width: width).compactMap { $0 } }
        if !display.days.isEmpty { lines += week(display, width: width).compactMap { $0 } }
        return lines
    }

    /// `lines` cut to `height` rows: spacers go first, then lines from the bottom.
    static func fitted(_ lines: [Line?], height: Int) -> [Line?] {
        guard lines.count > height else { return lines }
        var kept = lines.filter { $0 != nil }
        if kept.count > height { kept = Array(kept.prefix(max(0, height))) }
        return kept
    }

    /// "12°C  ☁ cloudy"
    private func nowLine(_ display: WeatherDisplay) -> Line {
        let ascii = theme.ascii
        return Line([
            Span(WeatherPaneText.temperatureWithUnit(display.temperature, units: display.units, ascii: ascii),
                 style: Style(modifiers: .bold)),
            Span("  " + WeatherFormat.glyph(display.condition, ascii: ascii) + " " + display.condition.label),
        ])
    }

    /// "feels 11°  humidity 83%  wind 6 km/h": the values the current conditions carry ("—" when absent).
    private func conditionsLine(_ current: CurrentConditions, units: WeatherUnits) -> Line {
        let ascii = theme.ascii
        return Line([
            Span("feels ", style: theme.label),
            Span(WeatherPaneText.temperature(current.apparentTemperature, ascii: ascii)),
            Span("  humidity ", style: theme.label),
            Span(WeatherFormat.percent(current.humidity, ascii: ascii)),
            Span("  wind ", style: theme.label),
            Span(WeatherFormat.windSpeed(current.windSpeed, units: units, ascii: ascii)),
        ])
    }

    /// The heading and three rows (hour, glyph, temperature) of the hours that fit, from `hourOffset` on.
    private func strip(_ display: WeatherDisplay, width: Int) -> [Line?] {
        let ascii = theme.ascii
        let columns = max(1, width / WeatherPaneText.hourColumn)
        let start = min(max(0, hourOffset), max(0, display.hours.count - columns))
        let shown = display.hours[start..<min(display.hours.count, start + columns)]
        var heading = [Span("Next \(display.hours.count) h", style: theme.title)]
        if shown.count < display.hours.count {
            let first = start + 1, last = start + shown.count
            heading.append(Span("  \(first)–\(last)  " + (ascii ? "</>" : "←/→"), style: theme.label))
        }
        func row(_ text: (HourlyForecast) -> String, style: Style = .plain) -> Line {
            Line(shown.map { Span(DisplayWidth.pad(text($0), to: WeatherPaneText.hourColumn), style: style) })
        }
        return [
            Line(heading),
            row({ WeatherPaneText.hour($0.time, in: display.timeZone) }, style: theme.label),
            row { WeatherFormat.glyph($0.condition, ascii: ascii) },
            row { WeatherPaneText.temperature($0.temperature, ascii: ascii) },
        ]
    }

    /// The heading and one row per day: "Fri 26  ☁    10°  ━━━━━━····  18°".
    private func week(_ display: WeatherDisplay, width: Int) -> [Line?] {
        let ascii = theme.ascii
        let barWidth = min(30, width - 24)
        var lines: [Line?] = [Line("\(display.days.count) days", style: theme.title)]
        for day in display.days {
            var spans = [
                Span(WeatherPaneText.dayLabel(day.day)),
                Span("  " + WeatherPaneText.glyph(day.condition, ascii: ascii) + "  "),
                Span(DisplayWidth.pad(WeatherPaneText.temperature(day.min, ascii: ascii), to: 4, alignment: .right)),
                Span("  "),
            ]
            if barWidth >= 3 {
                spans += WeatherPaneText.bar(day, range: display.weekRange, width: barWidth, theme: theme)
                spans.append(Span("  "))
            }
            spans.append(Span(WeatherPaneText.temperature(day.max, ascii: ascii)))
            lines.append(Line(spans))
        }
        return lines
    }
}
