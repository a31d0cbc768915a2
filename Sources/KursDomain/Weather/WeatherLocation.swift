package import Foundation

/// Where a forecast is for.
package struct WeatherLocation: Equatable, Sendable {
    /// A place name for display (sanitized), when known (from geocoding or the user's city list; the forecast
    /// APIs send none).
    package var name: String?
    /// Degrees north (−90…90); nil when the response did not say.
    package var latitude: Double?
    /// Degrees east (−180…180); nil when the response did not say.
    package var longitude: Double?
    /// IANA time zone identifier, e.g. "Europe/Kyiv" (Open-Meteo `timezone`, Dark Sky `timezone`).
    package var timeZoneIdentifier: String?
    /// Seconds east of UTC at fetch time (Open-Meteo `utc_offset_seconds`; Dark Sky `offset` hours × 3600,
    /// fractional hours allowed: 5.5 → 19800).
    package var utcOffset: Int

    /// A location; `name` defaults to unknown.
    package init(
        name: String? = nil, latitude: Double?, longitude: Double?, timeZoneIdentifier: String?, utcOffset: Int
    ) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
        self.timeZoneIdentifier = timeZoneIdentifier
        self.utcOffset = utcOffset
    }

    /// The place's time zone: `timeZoneIdentifier` when the system knows it, else the fixed `utcOffset`.
    package var timeZone: TimeZone {
        if let id = timeZoneIdentifier, let zone = TimeZone(identifier: id) { return zone }
        return TimeZone(secondsFromGMT: utcOffset) ?? .gmt
    }
}
