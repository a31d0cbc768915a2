import Foundation
import KursCore
import TerminalUI

/// The weather pane: saved cities, and for the selected one the current temperature and condition,
/// feels-like / humidity / wind, alerts, the next 24 hours as a scrolling strip and 7 days with min, a bar
/// between the week's low and high, and max. Pure: draws `state` as seen at `now`; the shown hour comes from
/// the forecast timeline, so a redraw at `nextRedraw(after:)` advances it without a fetch.
///
/// Layouts by the size inside the border: the city list on the left (from 80×18, e.g. 120×40), the cities as
/// tabs (from 44×8, e.g. 60×15), or one compact city "Kyiv 12° ☁ cloudy" with today's min/max (e.g. 30×6).
/// Missing values show as "—"; no forecast yet shows "loading…", a failure its error in red.
struct WeatherPane: Widget, Sendable {
    /// What to draw.
    var state: WeatherPaneState
    /// The time the frame shows (picks the forecast hour and the place's today).
    var now: Date
    /// Whether the pane has the keyboard focus (highlighted border and selection).
    var focused: Bool
    /// Colours on/off (`NO_COLOR`) and ASCII glyphs (`theme.ascii`, for a non-UTF-8 locale).
    var theme: PaneTheme

    /// A weather pane; see the properties.
    init(state: WeatherPaneState, now: Date, focused: Bool = false, theme: PaneTheme = PaneTheme()) {
        self.state = state
        self.now = now
        self.focused = focused
        self.theme = theme
    }

    /// When the frame next changes without a fetch: the next full hour after `now` in the time zone of any
    /// city with a forecast (UTC when none has one), e.g. 11:00 local, or 10:30 UTC for a half-hour zone.
    func nextRedraw(after now: Date) -> Date { Self.nextRedraw(after: now, state: state) }

    /// `nextRedraw(after:)` for `state`.
    static func nextRedraw(after now: Date, state: WeatherPaneState) -> Date {
        let zones = state.forecasts.values.compactMap { $0.fetched?.value.location.timeZone }
        return (zones.isEmpty ? [TimeZone.gmt] : zones)
            .map { ForecastTimeline.nextFullHour(after: now, in: $0) }
            .min() ?? ForecastTimeline.nextFullHour(after: now, in: .gmt)
    }

    func render(area: Rect, buffer: inout Buffer) {
        guard !area.isEmpty else { return }
        Clear().render(area: area, buffer: &buffer)
        let symbol = theme.ascii ? state.units.asciiTemperatureSymbol : state.units.temperatureSymbol
        let block = Block(title: Line("Weather"), rightTitle: Line(symbol, style: theme.label),
                          borderStyle: theme.border(focused: focused), titleStyle: theme.title)
        block.render(area: area, buffer: &buffer)
        let inner = block.inner(area)
        let content = inner.inset(horizontal: 1, vertical: 0)
        guard !content.isEmpty else { return }
        switch WeatherPaneLayout(inner: inner) {
        case .full: renderFull(content, buffer: &buffer)
        case .tabs: renderTabs(content, buffer: &buffer)
        case .compact: renderCompact(content, buffer: &buffer)
        }
    }

    // MARK: Layouts

    private func renderFull(_ content: Rect, buffer: inout Buffer) {
        let main = Rect(x: content.x, y: content.y, width: content.width, height: content.height - 1)
        let listWidth = WeatherPaneLayout.listWidth
        drawCityList(Rect(x: main.x, y: main.y, width: listWidth, height: main.height), buffer: &buffer)
        let line = theme.ascii ? "|" : "│"
        for y in main.y..<main.bottom {
            buffer.setString(x: main.x + listWidth + 1, y: y, line, style: theme.label)
        }
        let detail = Rect(x: main.x + listWidth + 3, y: main.y, width: main.width - listWidth - 3, height: main.height)
        drawMain(detail, showsTitle: true, buffer: &buffer)
        draw([footer()], in: content.row(content.height - 1), buffer: &buffer)
    }

    private func renderTabs(_ content: Rect, buffer: inout Buffer) {
        buffer.setLine(x: content.x, y: content.y, tabs(width: content.width), maxWidth: content.width)
        var body = Rect(x: content.x, y: content.y + 1, width: content.width, height: content.height - 1)
        if let prompt = prompt() {
            draw([prompt], in: content.row(content.height - 1), buffer: &buffer)
            body.height -= 1
        }
        drawMain(body, showsTitle: false, buffer: &buffer)
    }

    private func renderCompact(_ content: Rect, buffer: inout Buffer) {
        var lines: [Line?]
        if case .addingCity(let search) = state.mode {
            lines = CitySearchLines(search: search, theme: theme, isOffline: state.isOffline).lines().filter { $0 != nil }
            lines.removeFirst()  // "Add a city": the field says it
        } else {
            lines = compactLines()
        }
        if let prompt = prompt(), content.height > 0 {
            lines = Array(lines.prefix(content.height - 1)) + [prompt]
        }
        draw(lines, in: content, buffer: &buffer)
    }

    /// The forecast of the selected city, or the search when adding a city.
    private func drawMain(_ area: Rect, showsTitle: Bool, buffer: inout Buffer) {
        let lines: [Line?]
        if case .addingCity(let search) = state.mode {
            lines = CitySearchLines(search: search, theme: theme, isOffline: state.isOffline).lines()
        } else if let city = state.selectedCity {
            lines = WeatherDetailLines(city: city, record: state.forecast(for: city), now: now, units: state.units,
                                       hourOffset: state.hourOffset, theme: theme, showsTitle: showsTitle)
                .lines(width: area.width)
        } else {
            lines = [Line("no cities — press a to add one", style: theme.label)]
        }
        draw(WeatherDetailLines.fitted(lines, height: area.height), in: area, buffer: &buffer)
    }

    // MARK: Pieces

    /// "Cities" and one row per city: name, temperature now, glyph; the selected one highlighted.
    private func drawCityList(_ area: Rect, buffer: inout Buffer) {
        guard area.height > 0 else { return }
        buffer.setString(x: area.x, y: area.y, "Cities", style: theme.title, maxWidth: area.width)
        let rows = area.height - 1
        let cities = state.cities
        let first = max(0, min(state.selected - rows + 1, cities.count - rows))
        for (row, index) in (first..<cities.count).prefix(max(0, rows)).enumerated() {
            let city = cities[index]
            let summary = citySummary(city)
            let text = DisplayWidth.fit(TerminalText.sanitize(city.name), to: area.width - 8) + " "
                + DisplayWidth.pad(summary.temperature, to: 4, alignment: .right) + " " + summary.glyph
            let style: Style = index == state.selected ? (focused ? theme.highlight : theme.title) : .plain
            buffer.setString(x: area.x, y: area.y + 1 + row, DisplayWidth.pad(text, to: area.width), style: style,
                             maxWidth: area.width)
        }
    }

    /// A city's temperature now and its glyph padded to 2 columns; "—" and blanks without a forecast.
    private func citySummary(_ city: WeatherCity) -> (temperature: String, glyph: String) {
        guard let fetched = state.forecast(for: city).fetched else {
            return (WeatherFormat.missing(ascii: theme.ascii), "  ")
        }
        let display = WeatherDisplay(fetched, now: now, units: state.units)
        return (WeatherPaneText.temperature(display.temperature, ascii: theme.ascii),
                WeatherPaneText.glyph(display.condition, ascii: theme.ascii))
    }

    /// The city names side by side, the selected one highlighted, scrolled so it shows.
    private func tabs(width: Int) -> Line {
        let cities = state.cities
        guard !cities.isEmpty else { return Line("no cities — press a to add one", style: theme.label) }
        let names = cities.map { " " + TerminalText.sanitize($0.name) + " " }
        let selected = min(max(0, state.selected), cities.count - 1)
        var first = 0
        while first < selected, names[first...selected].reduce(0, { $0 + DisplayWidth.of($1) + 1 }) > width {
            first += 1
        }
        var spans: [Span] = first > 0 ? [Span("‹", style: theme.label)] : []
        for index in first..<cities.count {
            if index > first { spans.append(Span(" ")) }
            let style: Style = index == selected ? (focused ? theme.highlight : theme.title.with(.underline)) : theme.label
            spans.append(Span(names[index], style: style))
        }
        return Line(spans).truncated(to: width)
    }

    /// "Kyiv 12° ☁ cloudy" and "min 10°  max 18°", or the city with "loading…" / its error.
    private func compactLines() -> [Line?] {
        guard let city = state.selectedCity else { return [Line("no cities — press a", style: theme.label)] }
        let ascii = theme.ascii
        let name = Span(TerminalText.sanitize(city.name) + " ", style: theme.title)
        let record = state.forecast(for: city)
        guard let fetched = record.fetched else {
            let status = record.error.map { Span($0.message, style: theme.error) } ?? Span("loading…", style: theme.label)
            return [Line([name, status])]
        }
        let display = WeatherDisplay(fetched, now: now, units: state.units)
        return [
            Line([
                name,
                Span(WeatherPaneText.temperature(display.temperature, ascii: ascii) + " ", style: Style(modifiers: .bold)),
                Span(WeatherFormat.glyph(display.condition, ascii: ascii) + " " + display.condition.label),
            ]),
            Line([
                Span("min ", style: theme.label), Span(WeatherPaneText.temperature(display.today?.min, ascii: ascii)),
                Span("  max ", style: theme.label), Span(WeatherPaneText.temperature(display.today?.max, ascii: ascii)),
            ]),
        ]
    }

    /// The bottom row of the full layout: the delete prompt, the search keys or the list keys.
    private func footer() -> Line {
        if let prompt = prompt() { return prompt }
        let arrows = theme.ascii ? "Up/Down" : "↑/↓"
        if case .addingCity = state.mode {
            return Line("Enter search / add  \(arrows) choose  Esc cancel", style: theme.label)
        }
        let other: WeatherUnits = state.units == .metric ? .imperial : .metric
        let symbol = theme.ascii ? other.asciiTemperatureSymbol : other.temperatureSymbol
        let hours = theme.ascii ? "</>" : "←/→"
        return Line("a add  x delete  K/J move  \(hours) hours  u \(symbol)", style: theme.label)
    }

    /// "Delete Kyiv? y/n" while a delete waits for its confirmation.
    private func prompt() -> Line? {
        guard case .confirmDelete(let index) = state.mode else { return nil }
        let cities = state.cities
        let name = cities.indices.contains(index) ? TerminalText.sanitize(cities[index].name) : "city"
        let style = theme.colors ? Style(foreground: .yellow, modifiers: .bold) : Style(modifiers: .bold)
        return Line("Delete \(name)? y/n", style: style)
    }

    /// Draws `lines` one per row from the top of `area`, each cut to its width (spacers leave a row blank).
    private func draw(_ lines: [Line?], in area: Rect, buffer: inout Buffer) {
        for (row, line) in lines.prefix(area.height).enumerated() {
            guard let line else { continue }
            buffer.setLine(x: area.x, y: area.y + row, line.truncated(to: area.width), maxWidth: area.width)
        }
    }
}
