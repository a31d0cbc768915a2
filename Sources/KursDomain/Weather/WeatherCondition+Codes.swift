extension WeatherCondition {
    /// The condition for a WMO weather interpretation code (Open-Meteo `weather_code`, formerly
    /// `weathercode`): 0–1 clear, 2 partly cloudy, 3 cloudy, 45/48 fog, 51–55 drizzle and 61–65, 80–82 rain,
    /// 56/57 and 66/67 freezing drizzle/rain → sleet, 71–77 and 85/86 snow, 95–99 thunderstorm; anything else
    /// `.unknown`. `isDay` picks the day or night form of clear and partly cloudy.
    package init(wmoCode: Int, isDay: Bool = true) {
        switch wmoCode {
        case 0, 1: self = isDay ? .clearDay : .clearNight
        case 2: self = isDay ? .partlyCloudyDay : .partlyCloudyNight
        case 3: self = .cloudy
        case 45, 48: self = .fog
        case 51, 53, 55, 61, 63, 65, 80, 81, 82: self = .rain
        case 56, 57, 66, 67: self = .sleet
        case 71, 73, 75, 77, 85, 86: self = .snow
        case 95, 96, 99: self = .thunderstorm
        default: self = .unknown
        }
    }

    /// The condition for a Dark Sky / Pirate Weather `icon` string: the eleven Dark Sky names map one to one
    /// ("clear-day", "partly-cloudy-night", "rain", …); Pirate Weather's finer names are folded in
    /// ("light-rain", "drizzle" → rain; "flurries", "heavy-snow" → snow; "freezing-rain", "hail", "mixed"
    /// → sleet; "haze", "smoke", "mist" → fog; "breezy", "dangerous-wind", "tornado" → wind;
    /// "mostly-clear-day" → partly cloudy day; "mostly-cloudy-*" → cloudy). Unknown strings → `.unknown`.
    package init(darkSkyIcon icon: String) {
        let icon = icon.lowercased()
        if let exact = WeatherCondition(rawValue: icon), exact != .unknown {
            self = exact
            return
        }
        let night = icon.hasSuffix("-night")
        switch icon {
        case "mostly-clear-day", "mostly-clear-night":
            self = night ? .partlyCloudyNight : .partlyCloudyDay
        case "mostly-cloudy-day", "mostly-cloudy-night", "overcast": self = .cloudy
        case "hail", "mixed", "freezing-rain", "freezing-drizzle", "light-sleet", "heavy-sleet": self = .sleet
        case "haze", "smoke", "mist": self = .fog
        case "breezy", "dangerous-wind", "tornado": self = .wind
        case "thunder", "tstorm", "thunderstorms": self = .thunderstorm
        default:
            if icon.contains("snow") || icon == "flurries" {
                self = .snow
            } else if icon.contains("rain") || icon.contains("drizzle") || icon == "precipitation" {
                self = .rain
            } else {
                self = .unknown
            }
        }
    }

    /// Whether this is a night form (clear night, partly cloudy night).
    package var isNight: Bool { self == .clearNight || self == .partlyCloudyNight }
}
