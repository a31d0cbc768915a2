import Foundation

/// CoinGecko's error bodies: `{"error":"coin not found"}`, `{"error":{"status":{…}}}` and the 429
/// `{"status":{"error_code":429,"error_message":"You've exceeded the Rate Limit…"}}`.
struct CoinGeckoErrorBody: Decodable {
    let error: Lossy<String>?
    let errorObject: Lossy<Status>?
    let status: Lossy<Status>?

    /// `{"error_message":…}` or `{"status":{"error_message":…}}`.
    struct Status: Decodable {
        let errorMessage: String?
        let status: Lossy<Inner>?
        enum CodingKeys: String, CodingKey { case errorMessage = "error_message", status }

        struct Inner: Decodable {
            let errorMessage: String?
            enum CodingKeys: String, CodingKey { case errorMessage = "error_message" }
        }

        var message: String? { errorMessage ?? status?.value?.errorMessage }
    }

    enum CodingKeys: String, CodingKey { case error, status }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        error = try container.decodeIfPresent(Lossy<String>.self, forKey: .error)
        errorObject = try container.decodeIfPresent(Lossy<Status>.self, forKey: .error)
        status = try container.decodeIfPresent(Lossy<Status>.self, forKey: .status)
    }

    /// The error message of a CoinGecko error object, sanitized; nil when `data` is not one.
    static func message(in data: Data) -> String? {
        guard JSONBody.firstSignificantByte(data) == UInt8(ascii: "{"),
            let body = try? JSONDecoder().decode(Self.self, from: data)
        else { return nil }
        let text = body.error?.value ?? body.errorObject?.value?.message ?? body.status?.value?.message
        if let text { return TerminalText.sanitize(text) }
        return body.error != nil ? "API error" : nil
    }
}
