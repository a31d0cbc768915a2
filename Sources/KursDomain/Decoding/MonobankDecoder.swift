package import Foundation

/// Decodes Monobank's `/bank/currency`:
/// `[{"currencyCodeA":840,"currencyCodeB":980,"date":1697230873,"rateBuy":36.4,"rateSell":37.4406}, …]`, and its
/// error object `{"errorDescription":"Too many requests"}`.
package enum MonobankDecoder {
    /// - Returns: the rows in response order. Codes map to ISO alpha codes (`ISO4217Numeric`), a retired or
    ///   unknown code keeps its number; a code sent as a string of digits ("826") counts as that number;
    ///   `rateBuy` / `rateSell` / `rateCross` are exact, 0 or missing → nil. A row without `date` (or with 0) gets
    ///   the newest `date` of the response (nil when no row has one). Only a row without any price, with a
    ///   negative price, or without usable codes is dropped and counted.
    /// - Throws: `FetchError.apiError(errorDescription)` (sanitized) for Monobank's error object;
    ///   `.unexpectedContent` for XML/HTML/empty/truncated bodies or another shape.
    package static func decode(_ data: Data) throws(FetchError) -> DecodedList<MonobankRate> {
        if let message = errorDescription(in: data) { throw .apiError(message) }
        let rows = try JSONBody.decode([Lossy<Row>].self, from: data).unwrapped()
        let newest = rows.values.compactMap(\.rate.date).max()
        let rates = rows.values.map { row in
            var rate = row.rate
            if rate.date == nil { rate.date = newest }
            return rate
        }
        return DecodedList(elements: rates, droppedCount: rows.dropped)
    }

    /// The `errorDescription` of a Monobank error body (as sent with its 429), sanitized; nil when `data` is not
    /// one.
    package static func errorDescription(in data: Data) -> String? {
        struct ErrorBody: Decodable { let errorDescription: String }
        guard JSONBody.firstSignificantByte(data) == UInt8(ascii: "{"),
            let body = try? JSONDecoder().decode(ErrorBody.self, from: data)
        else { return nil }
        let text = TerminalText.sanitize(body.errorDescription)
        return text.isEmpty ? "Monobank API error" : text
    }

    struct Row: Decodable {
        let rate: MonobankRate

        enum CodingKeys: String, CodingKey { case currencyCodeA, currencyCodeB, date, rateBuy, rateSell, rateCross }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            guard let a = try Self.code(c, .currencyCodeA), let b = try Self.code(c, .currencyCodeB), a > 0, b > 0
            else { throw DecodingError.dataCorruptedError(forKey: .currencyCodeA, in: c, debugDescription: "no codes") }
            let seconds = Self.seconds(c)
            let buy = try Self.price(c, .rateBuy)
            let sale = try Self.price(c, .rateSell)
            let cross = try Self.price(c, .rateCross)
            guard buy != nil || sale != nil || cross != nil else {
                throw DecodingError.dataCorruptedError(forKey: .rateBuy, in: c, debugDescription: "no price")
            }
            rate = MonobankRate(
                currencyA: ISO4217Numeric.code(a), currencyB: ISO4217Numeric.code(b), numericA: a, numericB: b,
                buy: buy, sale: sale, cross: cross,
                date: seconds.map { Date(timeIntervalSince1970: $0) })
        }

        /// `date` in seconds since 1970 when it is a number above 0; nil otherwise. A whole number (always, so
        /// far) is read as one without going through `Decimal`.
        static func seconds(_ c: KeyedDecodingContainer<CodingKeys>) -> TimeInterval? {
            if let whole = try? c.decodeIfPresent(Int64.self, forKey: .date) { return whole > 0 ? TimeInterval(whole) : nil }
            guard let value = (try? c.decodeIfPresent(Decimal.self, forKey: .date)).flatMap({ $0 }), value > 0 else { return nil }
            return NSDecimalNumber(decimal: value).doubleValue
        }

        /// The ISO numeric code in `key`: a JSON integer, or a string of 1–4 ASCII digits ("826"); nil when
        /// missing or null. - Throws: for another value (a fraction, a word).
        static func code(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Int? {
            do {
                // An integer first (every code, so far): a failed attempt makes a `DecodingError`.
                return try JSONInteger.integer(c, key)
            } catch {
                guard let text = try? c.decodeIfPresent(String.self, forKey: key) else { throw error }
                let digits = text.trimmingBlanks()
                guard (1...4).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits)
                else { throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "not a numeric code") }
                return number
            }
        }

        /// The price in `key`: nil when missing, null or 0. - Throws: for a negative or non-number value.
        static func price(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> Decimal? {
            guard let value = try c.decodeIfPresent(FlexibleDecimal.self, forKey: key)?.value, value != 0 else {
                return nil
            }
            guard value > 0 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "negative price")
            }
            return value
        }
    }
}
