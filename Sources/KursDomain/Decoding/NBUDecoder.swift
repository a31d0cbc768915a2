package import Foundation

/// Decodes the NBU's `statdirectory/exchange?json` list (its own layout, rows led by commas, is plain JSON):
/// `[{"r030":840,"txt":"Долар США","rate":41.4228,"cc":"USD","exchangedate":"01.04.2025"}, …]`.
package enum NBUDecoder {
    /// - Returns: the rows in response order, `rate` exact from the number text (or a numeric string); `txt`
    ///   sanitized. A row without a positive rate, a readable `exchangedate` or an integer `r030` is dropped and
    ///   counted; a missing or odd `cc` is taken from `r030` (ISO 4217 via ICU, else the number).
    /// - Throws: `FetchError.unexpectedContent` for XML/HTML/empty/truncated bodies or a non-array.
    package static func decode(_ data: Data) throws(FetchError) -> DecodedList<OfficialRate> {
        let rows = try JSONBody.decode([Lossy<Row>].self, from: data).unwrapped()
        return DecodedList(elements: rows.values.map(\.rate), droppedCount: rows.dropped)
    }

    struct Row: Decodable {
        let rate: OfficialRate

        enum CodingKeys: String, CodingKey { case r030, txt, rate, cc, exchangedate, special }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            guard let number = try JSONInteger.integer(c, .r030), number > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .r030, in: c, debugDescription: "no r030")
            }
            let value = try c.decode(FlexibleDecimal.self, forKey: .rate).value
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .rate, in: c, debugDescription: "rate not positive")
            }
            guard let date = RateDay(dotted: try c.decode(String.self, forKey: .exchangedate)) else {
                throw DecodingError.dataCorruptedError(forKey: .exchangedate, in: c, debugDescription: "bad date")
            }
            let cc = Self.text(c, .cc)?.trimmingBlanks()
            let code = cc.flatMap { ERAPIDecoder.isPlausibleCode($0) ? CurrencyCode($0) : nil }
                ?? ISO4217Numeric.code(number)
            let name = Self.text(c, .txt) ?? ""
            let special = Self.text(c, .special).flatMap { $0.isEmpty ? nil : $0 }
            rate = OfficialRate(code: code, numericCode: number, name: name, rate: value, date: date, special: special)
        }

        /// The string in `key`, sanitized; nil when missing, null or not a string.
        static func text(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> String? {
            guard let value = try? c.decodeIfPresent(String.self, forKey: key) else { return nil }
            return TerminalText.sanitize(value)
        }
    }
}
