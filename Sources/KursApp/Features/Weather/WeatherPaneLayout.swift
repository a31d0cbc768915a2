import TerminalUI

/// How much of the weather pane fits in an area (inside the border).
enum WeatherPaneLayout: Equatable {
    /// The city list on the left, the forecast on the right, key hints on the bottom row (from 80×18 inside).
    case full
    /// The cities as tabs on the top row, the forecast below (from 44×8 inside; e.g. 60×15).
    case tabs
    /// One city: "Kyiv 12° ☁ cloudy" and today's min/max (e.g. 30×6).
    case compact

    /// The layout for the area inside the border.
    init(inner: Rect) {
        if inner.width >= 80 && inner.height >= 18 {
            self = .full
        } else if inner.width >= 44 && inner.height >= 8 {
            self = .tabs
        } else {
            self = .compact
        }
    }

    /// Columns of the city list in `.full`.
    static let listWidth = 20
}
