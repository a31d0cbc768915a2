package import Foundation

/// The Pirate Weather forecast request (Dark Sky format): `GET {KURS_PIRATEWEATHER_URL}/forecast/{KEY}/{lat},{lon}`
/// (default base `https://api.pirateweather.net`; key from `PIRATEWEATHER_API_KEY`). The key is a secret: it
/// appears only in the URL given to the HTTP client; logs and errors use `redacted(_:)`.
package enum PirateWeatherRequest {
    /// What replaces the key in `redacted(_:)`.
    package static let redactedKey = SecretRedactor.replacement

    /// `{base}/forecast/{key}/{lat},{lon}?units=si|us&exclude=minutely` (si: °C, m/s — the decoder gives km/h;
    /// us: °F, mph). The key is percent-encoded as a path segment; coordinates have up to 4 decimals.
    /// - Returns: nil for a blank key or a `base` that does not make a URL.
    package static func forecastURL(base: String, key: String, latitude: Double, longitude: Double, units: WeatherUnits)
        -> URL?
    {
        forecastURL(base: base, key: key, latitude: latitude, longitude: longitude, units: units, language: nil)
    }

    /// As `forecastURL(base:key:latitude:longitude:units:)`, with `&lang={language}` appended when `language`
    /// (ISO 639-1, e.g. "uk"; config `weather.language`) is given: the language of the summaries.
    /// - Returns: nil for a blank key or a `base` that does not make a URL.
    package static func forecastURL(
        base: String, key: String, latitude: Double, longitude: Double, units: WeatherUnits, language: String?
    ) -> URL? {
        let key = key.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else { return nil }
        let path = "/forecast/\(URLText.encode(key))/\(URLText.coordinate(latitude)),\(URLText.coordinate(longitude))"
        var items = [("units", units == .metric ? "si" : "us"), ("exclude", "minutely")]
        if let language, !language.isEmpty { items.append(("lang", language)) }
        return URL(string: URLText.trimmedBase(base) + path + "?" + URLText.query(items))
    }

    /// `url` as text with the key path segment (the one after `/forecast/`) replaced by "REDACTED", for logs
    /// and error messages: ".../forecast/REDACTED/50.45,30.52?units=si&exclude=minutely".
    package static func redacted(_ url: URL) -> String {
        let text = url.absoluteString
        guard let marker = text.range(of: "/forecast/") else { return text }
        let rest = text[marker.upperBound...]
        let keyEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        return text[..<marker.upperBound] + redactedKey + text[keyEnd...]
    }

    /// `text` (an error message, a log line) with every occurrence of `key` (raw, percent- or JSON-encoded)
    /// replaced by "REDACTED" (`SecretRedactor`). Returns `text` unchanged for a blank or very short key.
    package static func redacting(key: String, in text: String) -> String {
        SecretRedactor(secrets: [key]).redact(text)
    }
}
