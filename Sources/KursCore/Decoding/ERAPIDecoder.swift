public import Foundation

/// Decodes open.er-api.com `/v6/latest/{CODE}`.
public enum ERAPIDecoder {
    /// - Throws: `FetchError.apiError` for `result: "error"` (HTTP 200), e.g. "unsupported currency code";
    ///   `FetchError.unexpectedContent` for bodies that are not the expected JSON.
    public static func decode(_ data: Data) throws(FetchError) -> MidMarketRates {
        throw .unexpectedContent("not implemented")
    }
}
