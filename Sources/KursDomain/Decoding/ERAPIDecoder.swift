package import Foundation

/// Decodes open.er-api.com `/v6/latest/{CODE}`.
package enum ERAPIDecoder {
    /// - Returns: the rates of a `result: "success"` body: units of each currency per 1 unit of `base_code`,
    ///   exact from the JSON number text; a rate that is not a number, or whose code is not 1–8 ASCII letters or
    ///   digits, is left out. Dates from
    ///   `time_last_update_unix` / `time_next_update_unix` (seconds since 1970).
    /// - Throws: `FetchError.apiError` for `result: "error"` (HTTP 200), in words: "unsupported currency code",
    ///   "malformed request", "invalid API key", "inactive account", "quota reached", else the error type with
    ///   dashes as spaces; `FetchError.unexpectedContent` for bodies that are not the expected JSON (including a
    ///   `base_code` that is not 1–8 ASCII letters or digits).
    package static func decode(_ data: Data) throws(FetchError) -> MidMarketRates {
        let body = try JSONBody.decode(Body.self, from: data)
        if body.result == "error" { throw .apiError(message(forErrorType: body.errorType)) }
        guard body.result == "success" else {
            throw .unexpectedContent("unexpected JSON shape: result \(body.result.map { "\"\($0)\"" } ?? "missing")")
        }
        guard let base = body.baseCode, let rates = body.rates, let last = body.lastUpdate, let next = body.nextUpdate
        else { throw .unexpectedContent("unexpected JSON shape: missing base_code, rates or update times") }
        guard isPlausibleCode(base) else { throw .unexpectedContent("unexpected JSON shape: bad base_code") }
        var decoded: [CurrencyCode: Decimal] = [:]
        for (code, rate) in rates where isPlausibleCode(code) {
            if let value = rate.value { decoded[CurrencyCode(code)] = value }
        }
        return MidMarketRates(
            baseCode: CurrencyCode(base), rates: decoded,
            lastUpdate: Date(timeIntervalSince1970: last), nextUpdate: Date(timeIntervalSince1970: next))
    }

    /// A currency code worth keeping: 1–8 ASCII letters or digits (so no control characters or escape
    /// sequences from a hostile body ever become a `CurrencyCode` shown on the terminal).
    static func isPlausibleCode(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 8 && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// Words for er-api's `error-type`.
    /// - Parameter errorType: e.g. "unsupported-code"; nil when the body had none.
    package static func message(forErrorType errorType: String?) -> String {
        guard let errorType else { return "API error" }
        switch errorType {
        case "unsupported-code": return "unsupported currency code"
        case "malformed-request": return "malformed request"
        case "invalid-key": return "invalid API key"
        case "inactive-account": return "inactive account"
        case "quota-reached": return "quota reached"
        default: return TerminalText.sanitize(errorType.replacingOccurrences(of: "-", with: " "))
        }
    }

    struct Body: Decodable {
        let result: String?
        let errorType: String?
        let baseCode: String?
        let rates: [String: Lossy<Decimal>]?
        let lastUpdate: TimeInterval?
        let nextUpdate: TimeInterval?

        enum CodingKeys: String, CodingKey {
            case result, errorType = "error-type", baseCode = "base_code", rates
            case lastUpdate = "time_last_update_unix", nextUpdate = "time_next_update_unix"
        }
    }
}
