/// What the sky is doing, in the few kinds the pane draws.
package enum WeatherCondition: String, Equatable, Hashable, Sendable, CaseIterable {
    case clearDay = "clear-day"
    case clearNight = "clear-night"
    case partlyCloudyDay = "partly-cloudy-day"
    case partlyCloudyNight = "partly-cloudy-night"
    case cloudy
    case rain
    case snow
    case sleet
    case wind
    case fog
    case thunderstorm
    case unknown

    /// The glyph for a UTF-8 terminal. Every glyph is one column wide (East Asian Width "N", text
    /// presentation by default) except `partlyCloudyDay` "⛅" (U+26C5, two columns); see `glyphColumns`.
    /// `cloudy` and `partlyCloudyNight` share "☁" (no one-column moon-behind-cloud exists).
    package var glyph: String {
        switch self {
        case .clearDay: return "☀"  // U+2600
        case .clearNight: return "☾"  // U+263E
        case .partlyCloudyDay: return "⛅"  // U+26C5, wide
        case .partlyCloudyNight, .cloudy: return "☁"  // U+2601
        case .rain: return "☂"  // U+2602
        case .snow: return "❄"  // U+2744
        case .sleet: return "❅"  // U+2745
        case .wind: return "≋"  // U+224B
        case .fog: return "░"  // U+2591
        case .thunderstorm: return "☈"  // U+2608
        case .unknown: return "?"
        }
    }

    /// Terminal columns `glyph` takes: 2 for "⛅", else 1.
    package var glyphColumns: Int { self == .partlyCloudyDay ? 2 : 1 }

    /// The glyph for a terminal whose locale is not UTF-8: 1 or 2 ASCII characters (columns = count).
    package var asciiGlyph: String {
        switch self {
        case .clearDay: return "*"
        case .clearNight: return "C"
        case .partlyCloudyDay: return "*~"
        case .partlyCloudyNight: return "C~"
        case .cloudy: return "~~"
        case .rain: return "//"
        case .snow: return "**"
        case .sleet: return "/*"
        case .wind: return ">>"
        case .fog: return "=="
        case .thunderstorm: return "/!"
        case .unknown: return "?"
        }
    }

    /// English words, e.g. "partly cloudy".
    package var label: String {
        switch self {
        case .clearDay, .clearNight: return "clear"
        case .partlyCloudyDay, .partlyCloudyNight: return "partly cloudy"
        case .cloudy: return "cloudy"
        case .rain: return "rain"
        case .snow: return "snow"
        case .sleet: return "sleet"
        case .wind: return "windy"
        case .fog: return "fog"
        case .thunderstorm: return "thunderstorm"
        case .unknown: return "unknown"
        }
    }
}
