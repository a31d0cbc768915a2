public import Foundation

/// Decodes PrivatBank's `pubinfo` JSON: `[{"ccy":"EUR","base_ccy":"UAH","buy":"46.70000","sale":"47.70000"}, …]`.
public enum PrivatBankDecoder {
    /// - Returns: the rows in response order; rows that fail to decode are dropped and counted.
    /// - Throws: `FetchError.unexpectedContent` for XML/HTML/empty/truncated bodies or a non-array.
    public static func decode(_ data: Data) throws(FetchError) -> DecodedList<BankRate> {
        throw .unexpectedContent("not implemented")
    }
}
