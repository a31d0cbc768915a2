package import Foundation

/// Decodes Open-Meteo geocoding `GET {KURS_GEOCODING_URL}/v1/search?name=…` (built by `GeocodingRequest`).
package enum GeocodingDecoder {
    /// - Returns: the places in the API's order (best match first); empty when there is no `results` key
    ///   (no match). A result without a name or with latitude/longitude missing or out of range is skipped.
    /// - Throws: `FetchError.apiError` with the sanitized `reason` of `{"error":true,"reason":…}`;
    ///   `FetchError.unexpectedContent` for a body that is not a JSON object.
    package static func decode(_ data: Data) throws(FetchError) -> [GeoPlace] {
        let body = try JSONBody.decode(Body.self, from: data)
        if body.error == true {
            throw .apiError(body.reason.map { TerminalText.sanitize($0) } ?? "geocoding error")
        }
        return body.results?.compactMap { $0.value?.place } ?? []
    }

    struct Body: Decodable {
        let error: Bool?
        let reason: String?
        let results: [Lossy<Result>]?

        enum CodingKeys: String, CodingKey { case error, reason, results }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            error = c.lenient(Bool.self, .error)
            reason = c.lenient(String.self, .reason)
            results = c.lenient([Lossy<Result>].self, .results)
        }
    }

    struct Result: Decodable {
        let place: GeoPlace?

        enum CodingKeys: String, CodingKey {
            case name, country, admin1, latitude, longitude, timezone
            case countryCode = "country_code"
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            func text(_ key: CodingKeys) -> String? {
                c.lenient(String.self, key).map { TerminalText.sanitize($0).trimmingBlanks() }
                    .flatMap { $0.isEmpty ? nil : $0 }
            }
            guard let name = text(.name), let lat = c.lenient(Double.self, .latitude),
                let lon = c.lenient(Double.self, .longitude), let coordinates = Coordinates(latitude: lat, longitude: lon)
            else {
                place = nil
                return
            }
            place = GeoPlace(
                name: name, country: text(.country), countryCode: text(.countryCode), admin1: text(.admin1),
                latitude: coordinates.latitude, longitude: coordinates.longitude, timezone: text(.timezone))
        }
    }
}
