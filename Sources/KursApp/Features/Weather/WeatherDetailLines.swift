import Foundation
import KursCore
import TerminalUI

/// The lines of one city's forecast, top to bottom, for an area `width` columns wide. `nil` entries are
/// spacers, dropped first when the area is short (`fitted(_:height:)`); then lines go from the bottom, so the
/// order is what matters most first: now, the conditions, sun and precipitation, the forecast's source and age,
/// alerts, the hourly strip, the week, the alerts' texts.
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

    /// Lines of each alert's text shown under the week (when there is room).
    static let alertTextLines = 4

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
        lines.append(sunAndPrecipitationLine(display))
        lines.append(sourceLine(display))
        if let error = record.error { lines.append(Line("update failed: " + error.message, style: theme.error)) }
        for alert in display.alerts { lines.append(alertLine(alert, display: display)) }
        if !display.hours.isEmpty { lines += [nil] + strip(display, width: width) }
        if !display.days.isEmpty { lines += [nil] + week(display, width: width) }
        if !display.alerts.isEmpty { lines += [nil] + alertTexts(display, width: width) }
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

    /// "12°C  ☁ cloudy", and the API's own summary when it says more ("Overcast").
    private func nowLine(_ display: WeatherDisplay) -> Line {
        let ascii = theme.ascii
        var spans = [
            Span(WeatherPaneText.temperatureWithUnit(display.temperature, units: display.units, ascii: ascii),
                 style: Style(modifiers: .bold)),
            Span("  " + WeatherFormat.glyph(display.condition, ascii: ascii) + " " + display.condition.label),
        ]
        if let summary = display.current?.summary.map({ TerminalText.sanitize($0) }), !summary.isEmpty,
            summary.lowercased() != display.condition.label.lowercased()
        {
            spans.append(Span(" · " + summary, style: theme.label))
        }
        return Line(spans)
    }

    /// "feels 11°  humidity 83%  wind 6 km/h SE": the values the conditions now carry ("—" when absent).
    private func conditionsLine(_ current: CurrentConditions, units: WeatherUnits) -> Line {
        let ascii = theme.ascii
        return Line([
            Span("feels ", style: theme.label),
            Span(WeatherPaneText.temperature(current.apparentTemperature, ascii: ascii)),
            Span("  humidity ", style: theme.label),
            Span(WeatherFormat.percent(current.humidity, ascii: ascii)),
            Span("  wind ", style: theme.label),
            Span(WeatherFormat.wind(current.windSpeed, direction: current.windDirection, units: units, ascii: ascii)),
        ])
    }

    /// "precipitation 0.4 mm  chance 30%  sunrise 07:00  sunset 17:19": now's amount and chance, today's sun ("—"
    /// when absent).
    private func sunAndPrecipitationLine(_ display: WeatherDisplay) -> Line {
        let ascii = theme.ascii, zone = display.timeZone
        let current = display.current
        return Line([
            Span("precipitation ", style: theme.label),
            Span(WeatherFormat.precipitation(current?.precipitation, units: display.units, ascii: ascii)),
            Span("  chance ", style: theme.label),
            Span(WeatherFormat.percent(current?.precipitationProbability, ascii: ascii)),
            Span("  sunrise ", style: theme.label),
            Span(WeatherPaneText.clock(display.today?.sunrise, in: zone, ascii: ascii)),
            Span("  sunset ", style: theme.label),
            Span(WeatherPaneText.clock(display.today?.sunset, in: zone, ascii: ascii)),
        ])
    }

    /// "Open-Meteo · live 16:30 · 12 min ago", "Pirate Weather · cache Feb 6 16:45 · 3 d ago",
    /// "Open-Meteo · sample 2026-02-06": where the forecast came from and how old it is; a forecast whose data is
    /// from another day says that day instead of the fetch: "Open-Meteo · live · forecast for 26 Jan 2024 14:00".
    private func sourceLine(_ display: WeatherDisplay) -> Line {
        let origin: String
        switch display.origin {
        case .live: origin = "live"
        case .cache: origin = "cache"
        case .embeddedSample(let recordedOn): origin = "sample " + recordedOn
        }
        var text = display.source.displayName + " · " + origin
        if let dataTime = display.otherDayDataTime {
            text += " · forecast for " + dataTime
        } else if case .embeddedSample = display.origin {} else {
            text += " " + WeatherPaneText.stamp(display.fetchedAt, now: now, in: display.timeZone)
                + " · " + RelativeAge.string(from: display.fetchedAt, now: now)
        }
        return Line(text, style: theme.label)
    }

    /// "⚠ Extreme Cold Warning · Severe · until Sat 13:00".
    private func alertLine(_ alert: WeatherAlert, display: WeatherDisplay) -> Line {
        var text = (theme.ascii ? "! " : "⚠ ") + TerminalText.sanitize(alert.title)
        if let severity = alert.severity.map({ TerminalText.sanitize($0) }), !severity.isEmpty { text += " · " + severity }
        if let expires = alert.expires {
            text += " · until " + WeatherPaneText.stamp(expires, now: now, in: display.timeZone)
        }
        return Line(text, style: WeatherPaneText.alertStyle(alert, theme: theme))
    }

    /// Each alert's title and the first `alertTextLines` lines of its text, wrapped to `width`.
    private func alertTexts(_ display: WeatherDisplay, width: Int) -> [Line?] {
        var lines: [Line?] = []
        for alert in display.alerts {
            lines.append(Line(TerminalText.sanitize(alert.title), style: WeatherPaneText.alertStyle(alert, theme: theme)))
            let text = alert.description.split(whereSeparator: \.isNewline).map { Line(String($0)) }
            lines += Paragraph.wrapped(text, width: max(1, width)).prefix(Self.alertTextLines).map { $0 }
        }
        return lines
    }

    /// The heading and the rows (hour, glyph, temperature, chance and amount of precipitation, wind with
    /// direction) of the hours that fit, from `hourOffset` on; a label column on the left from 40 columns.
    private func strip(_ display: WeatherDisplay, width: Int) -> [Line?] {
        let ascii = theme.ascii
        let labelWidth = width >= 40 ? WeatherPaneText.stripLabelColumn : 0
        let columns = max(1, (width - labelWidth) / WeatherPaneText.hourColumn)
        let start = min(max(0, hourOffset), max(0, display.hours.count - columns))
        let shown = display.hours[start..<min(display.hours.count, start + columns)]
        var heading = [Span("Next \(display.hours.count) h", style: theme.title)]
        if shown.count < display.hours.count {
            let first = start + 1, last = start + shown.count
            heading.append(Span("  \(first)–\(last)  " + (ascii ? "</>" : "←/→"), style: theme.label))
        }
        heading.append(Span("  wind in " + display.units.windSpeedSymbol, style: theme.label))
        func row(_ label: String, _ text: (HourlyForecast) -> String, style: Style = .plain) -> Line {
            var spans: [Span] = []
            if labelWidth > 0 { spans.append(Span(DisplayWidth.pad(label, to: labelWidth), style: theme.label)) }
            spans += shown.map { Span(DisplayWidth.pad(text($0), to: WeatherPaneText.hourColumn), style: style) }
            return Line(spans)
        }
        let symbol = display.units.precipitationSymbol
        return [
            Line(heading),
            row("", { WeatherPaneText.hour($0.time, in: display.timeZone) }, style: theme.label),
            row("") { WeatherFormat.glyph($0.condition, ascii: ascii) },
            row("temp") { WeatherPaneText.temperature($0.temperature, ascii: ascii) },
            row("rain") { WeatherFormat.percent($0.precipitationProbability, ascii: ascii) },
            row(symbol) { WeatherFormat.precipitation($0.precipitation, units: display.units, unit: false, ascii: ascii) },
            row("wind") { WeatherPaneText.hourWind($0, ascii: ascii) },
        ]
    }

    /// The heading and one row per day: "Fri 26  ☁    10°  ━━━━━━····  18°  0.4 mm  30%", with sunrise and
    /// sunset when the width allows.
    private func week(_ display: WeatherDisplay, width: Int) -> [Line?] {
        let ascii = theme.ascii
        let showsSun = width >= 70 && display.days.contains { $0.sunrise != nil || $0.sunset != nil }
        let barWidth = min(30, width - 37 - (showsSun ? 15 : 0))
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
            spans.append(Span(DisplayWidth.pad(WeatherPaneText.temperature(day.max, ascii: ascii), to: 4)))
            let amount = WeatherFormat.precipitation(day.precipitation, units: display.units, ascii: ascii)
            spans.append(Span(DisplayWidth.pad(amount, to: 8, alignment: .right)))
            spans.append(Span(DisplayWidth.pad(WeatherFormat.percent(day.precipitationProbability, ascii: ascii), to: 5,
                                               alignment: .right)))
            if showsSun {
                let sun = WeatherPaneText.clock(day.sunrise, in: display.timeZone, ascii: ascii) + (ascii ? "-" : "–")
                    + WeatherPaneText.clock(day.sunset, in: display.timeZone, ascii: ascii)
                spans.append(Span("  " + (ascii ? "sun " : "☀ ") + sun, style: theme.label))
            }
            lines.append(Line(spans))
        }
        return lines
    }
}
