import Foundation
import KursCore
import TerminalUI

/// The dashboard's weather tile, under the converter in the left column when the terminal has the room: the
/// first city's conditions now with today's low and high, feels-like / humidity / wind, and the next hours
/// (as many as fit), its forecast's source and time on the border. Its data is the weather pane's (`WeatherPaneState`): the tile makes the weather active at
/// start (`mayShow`), so the first city's forecast is a scheduler source like every other.
struct WeatherTile: Widget, Sendable {
    /// The weather pane's cities and forecasts.
    var state: WeatherPaneState
    /// The time the forecast is read at (its hour on the timeline).
    var now: Date
    /// Styles to draw with.
    var theme: PaneTheme

    /// The fewest rows (borders included) the tile is drawn in; it takes every row under the converter.
    static let minimumHeight = 7

    /// Whether a terminal of `size` may show the tile (the full dashboard side by side, 30 rows or more): the
    /// dashboard then loads the first city's forecast at start. The view still shows it only when the rows under
    /// the converter are at least `minimumHeight`.
    static func mayShow(size: TerminalSize) -> Bool {
        size.width >= DashboardScreen.sideBySideWidth && size.height >= 30
    }

    /// Where and when the first city's forecast is from, for the border: "Open-Meteo 14:00", "Open-Meteo sample
    /// 2026-02-06", "Open-Meteo cache 13:00"; a forecast whose data is from another day says that day and time
    /// ("Open-Meteo 26 Jan 2024 14:00"); "w" (the key of the weather pane) before any forecast.
    func stamp(_ city: WeatherCity?) -> String {
        guard let city, let fetched = state.forecast(for: city).fetched else { return "w" }
        let name = fetched.value.source.displayName
        if let dataTime = WeatherDataTime.otherDay(fetched.value, now: now) {
            return fetched.origin == .cache ? "\(name) cache \(dataTime)" : "\(name) \(dataTime)"
        }
        switch fetched.origin {
        case .embeddedSample(let recordedOn): return "\(name) sample \(recordedOn)"
        case .cache: return "\(name) cache " + ClockText.hourMinute(fetched.fetchedAt, timeZone: fetched.value.location.timeZone)
        case .live: return "\(name) " + ClockText.hourMinute(fetched.fetchedAt, timeZone: fetched.value.location.timeZone)
        }
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let city = state.cities.first
        let name = city.map { TerminalText.sanitize($0.displayName) }
        let stamp = stamp(city)
        // "Weather · " goes first when the border can't hold the city and the forecast's source and time.
        let full = name.map { "Weather · " + $0 } ?? "Weather"
        let title = DisplayWidth.of(full) + DisplayWidth.of(stamp) + 6 <= area.width ? full : (name ?? "Weather")
        let block = Block(title: Line(title), rightTitle: Line(stamp, style: theme.label),
                          borderStyle: theme.border(focused: false), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let content = block.inner(area).inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        let lines: [Line]
        if let city {
            let detail = WeatherDetailLines(city: city, record: state.forecast(for: city), now: now, units: state.units,
                                            hourOffset: 0, theme: theme, showsTitle: false)
            lines = detail.tileLines(width: content.width)
        } else {
            lines = [Line("no city", style: theme.label)]
        }
        for (row, line) in lines.prefix(content.height).enumerated() {
            buffer.setLine(x: content.x, y: content.y + row, line.truncated(to: content.width))
        }
    }
}
