package import Foundation

/// The Open-Meteo geocoding search: `GET {KURS_GEOCODING_URL}/v1/search` (default base
/// `https://geocoding-api.open-meteo.com`; no key).
package enum GeocodingRequest {
    /// `{base}/v1/search?name={name}&count={count}&language=en&format=json`, the name trimmed and
    /// percent-encoded as UTF-8 ("東京" → "%E6%9D%B1%E4%BA%AC", "Chambéry" → "Chamb%C3%A9ry").
    /// - Parameter count: how many places at most (1…100; default 5).
    /// - Returns: nil for a blank name or a `base` that does not make a URL.
    package static func searchURL(base: String, name: String, count: Int = 5) -> URL? {
        searchURL(base: base, name: name, count: count, language: nil)
    }

    /// As `searchURL(base:name:count:)` with `language={language}` (ISO 639-1, e.g. "uk"; config
    /// `weather.language`) instead of "en" when given: the language of the place names returned.
    /// - Returns: nil for a blank name or a `base` that does not make a URL.
    package static func searchURL(base: String, name: String, count: Int = 5, language: String?) -> URL? {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return nil }
        let items = [
            ("name", name), ("count", String(min(max(count, 1), 100))),
            ("language", language.flatMap { $0.isEmpty ? nil : $0 } ?? "en"), ("format", "json"),
        ]
        return URL(string: URLText.trimmedBase(base) + "/v1/search?" + URLText.query(items))
    }
}
