package import Foundation

/// Decodes PrivatBank's `pubinfo` JSON: `[{"ccy":"EUR","base_ccy":"UAH","buy":"46.70000","sale":"47.70000"}, …]`.
package enum PrivatBankDecoder {
    /// - Returns: the rows in response order; rows that fail to decode are dropped and counted. `buy` and
    ///   `sale` may be strings (as the API sends them) or numbers and are parsed exactly. Codes are kept as
    ///   given ("RUR" stays "RUR"; `CurrencyCode.iso4217` maps aliases); a code that is not letters and digits,
    ///   or a buy or sale of 0 or below (no price), drops its row.
    /// - Throws: `FetchError.unexpectedContent` for XML/HTML/empty/truncated bodies or a non-array.
    package static func decode(_ data: Data) throws(FetchError) -> DecodedList<BankRate> {
        let rows = try JSONBody.decode([Lossy<Row>].self, from: data).unwrapped()
        return DecodedList(elements: rows.values.map(\.rate), droppedCount: rows.dropped)
    }

    /// One `pubinfo` row as sent.
    struct Row: Decodable {
        let rate: BankRate

        enum CodingKeys: String, CodingKey {
            case ccy, baseCcy = "base_ccy", buy, sale
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let ccy = try Self.code(container, .ccy)
            let baseCcy = try Self.code(container, .baseCcy)
            let buy = try Self.price(container, .buy)
            let sale = try Self.price(container, .sale)
            rate = BankRate(ccy: ccy, baseCcy: baseCcy, buy: buy, sale: sale)
        }

        /// A price the row can't be without: a number (text or JSON) above 0. A "0" or negative price is no price
        /// (absent, never shown as 0), so the row is dropped and counted, as the NBU's rows without a rate are.
        static func price(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Decimal {
            let value = try container.decode(FlexibleDecimal.self, forKey: key).value
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "no price")
            }
            return value
        }

        static func code(_ container: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> CurrencyCode {
            let text = try container.decode(String.self, forKey: key).trimmingBlanks()
            guard !text.isEmpty, text.count <= 8, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "bad code")
            }
            return CurrencyCode(text)
        }
    }
}
