package import Foundation

/// Decodes PrivatBank's archive `exchange_rates?json&date=DD.MM.YYYY`:
/// `{"date":"20.02.2020","bank":"PB","baseCurrency":980,"baseCurrencyLit":"UAH","exchangeRate":[{"baseCurrency":"UAH",
/// "currency":"USD","saleRateNB":24.5231,"purchaseRateNB":24.5231,"saleRate":24.51,"purchaseRate":24.2}, …]}`.
package enum PrivatBankArchiveDecoder {
    /// - Returns: the day with its rows in response order (exact numbers; each of the NB rates and
    ///   `saleRate`/`purchaseRate` nil where absent, 0 or below: no price). A row without a code, or without any
    ///   price at all, is dropped and counted; a missing or empty
    ///   `exchangeRate` is an empty list (a day the archive has nothing for).
    /// - Throws: `FetchError.unexpectedContent` for XML/HTML/empty/truncated bodies, a non-object or a missing or
    ///   unreadable `date`.
    package static func decode(_ data: Data) throws(FetchError) -> PrivatBankArchiveDay {
        let body = try JSONBody.decode(Body.self, from: data)
        guard let date = body.date.flatMap(RateDay.init(dotted:)) else {
            throw .unexpectedContent("unexpected JSON shape: missing or bad date")
        }
        let rows = (body.exchangeRate ?? []).unwrapped()
        return PrivatBankArchiveDay(date: date, rates: DecodedList(elements: rows.values.map(\.rate), droppedCount: rows.dropped))
    }

    struct Body: Decodable {
        let date: String?
        let exchangeRate: [Lossy<Row>]?
    }

    struct Row: Decodable {
        let rate: ArchiveRate

        enum CodingKeys: String, CodingKey {
            case baseCurrency, currency, saleRateNB, purchaseRateNB, saleRate, purchaseRate
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let currency = try Self.code(c, .currency)
            let base = (try? Self.code(c, .baseCurrency)) ?? .uah
            rate = ArchiveRate(
                currency: currency, baseCurrency: base,
                saleRateNB: Self.optionalPrice(c, .saleRateNB), purchaseRateNB: Self.optionalPrice(c, .purchaseRateNB),
                saleRate: Self.optionalPrice(c, .saleRate), purchaseRate: Self.optionalPrice(c, .purchaseRate))
            guard rate.saleRateNB != nil || rate.purchaseRateNB != nil || rate.saleRate != nil || rate.purchaseRate != nil else {
                throw DecodingError.dataCorruptedError(forKey: .saleRateNB, in: c, debugDescription: "no price at all")
            }
        }

        static func code(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) throws -> CurrencyCode {
            let text = try c.decode(String.self, forKey: key).trimmingBlanks()
            guard ERAPIDecoder.isPlausibleCode(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "bad code")
            }
            return CurrencyCode(text)
        }

        /// A positive price in `key`, else nil (missing, null, 0 or below, or unreadable: no price that day).
        static func optionalPrice(_ c: KeyedDecodingContainer<CodingKeys>, _ key: CodingKeys) -> Decimal? {
            guard let value = (try? c.decodeIfPresent(FlexibleDecimal.self, forKey: key))??.value, value > 0 else {
                return nil
            }
            return value
        }
    }
}
