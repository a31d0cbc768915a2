public import Foundation

/// The Pirate Weather forecast request (Dark Sky format): `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}`
/// (default base `https://api.pirateweather.net`; key from `PIRATEWEATHER_API_KEY`). The key is a secret: it
/// appears only in the URL given to the HTTP client; logs and errors use `redacted(_:)`.
public enum PirateWeatherRequest {
    /// What replaces the key in `redacted(_:)`.
    public static let redactedKey = "REDACTED"

    /// `{base}/forecast/{key}/{lat},{lon}?units=si|us&exclude=minutely` (si: °C, m/s — the decoder gives km/h;
    /// us: °F, mph). The key is percent-encoded as a path segment; coordinates have up to 4 decimals.
    /// - Returns: nil for a blank key or a `base` that does not make a URL.
    public static func forecastURL(base: String, key: String, latitude: Double, longitude: Double, units: WeatherUnits)
        -> URL?
    {
        let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { return nil }
        let path = "/forecast/\(URLText.encode(key))/\(URLText.coordinate(latitude)),\(URLText.coordinate(longitude))"
        let query = URLText.query([("units", units == .metric ? "si" : "us"), ("exclude", "minutely")])
        return URL(string: URLText.trimmedBase(base) + path + "?" + query)
    }

    /// `url` as text with the key path segment (the one after `/forecast/`) replaced by "REDACTED", for logs
    /// and error messages: ".../forecast/REDACTED/50.45,30.52?units=si&exclude=minutely".
    public static func redacted(_ url: URL) -> String {
        let text = url.absoluteString
        guard let marker = text.range(of: "/forecast/") else { return text }
        let rest = text[marker.upperBound...]
        let keyEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        return text[..<marker.upperBound] + redactedKey + text[keyEnd...]
    }

    /// `text` (an error message, a log line) with every occurrence of `key`, raw or percent-encoded, replaced
    /// by "REDACTED". Returns `text` unchanged for a blank key.
    public static func redacting(key: String, in text: String) -> String {
        let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { return text }
        return text.replacingOccurrences(of: key, with: redactedKey)
            .replacingOccurrences(of: URLText.encode(key), with: redactedKey)
    }
}
