import Foundation

extension DecodedCopyCoding where Value == MidMarketRates {
    /// open.er-api rates (`/v6/latest/{base}`, `ERAPIDecoder.decode`) as a decoded copy.
    ///
    /// Payload: the base code (string), the last and next update (seconds since 2001), the rate count (UInt32),
    /// then per rate, in code order: the code (string) and the rate (`DecimalCoding`, never nil).
    package static let midMarketRates = DecodedCopyCoding(kind: "mid-market/1", encode: encodeRates, decode: decodeRates)

    @Sendable private static func encodeRates(_ rates: MidMarketRates) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(rates.baseCode.rawValue)
        writer.write(rates.lastUpdate.timeIntervalSinceReferenceDate)
        writer.write(rates.nextUpdate.timeIntervalSinceReferenceDate)
        writer.write(UInt32(clamping: rates.rates.count))
        for code in rates.rates.keys.sorted() {
            writer.write(code.rawValue)
            DecimalCoding.write(rates.rates[code], to: &writer)
        }
        return writer.bytes
    }

    @Sendable private static func decodeRates(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> MidMarketRates {
        let base = CurrencyCode(rawValue: try reader.readString())
        let lastUpdate = Date(timeIntervalSinceReferenceDate: try reader.readDouble())
        let nextUpdate = Date(timeIntervalSinceReferenceDate: try reader.readDouble())
        let count = try reader.readCount(minimumBytesEach: 5)  // a string length and a tag byte
        var rates: [CurrencyCode: Decimal] = [:]
        rates.reserveCapacity(count)
        for _ in 0..<count {
            let code = CurrencyCode(rawValue: try reader.readString())
            guard let rate = try DecimalCoding.read(from: &reader) else { throw BinaryReader.Malformed() }
            rates[code] = rate
        }
        return MidMarketRates(baseCode: base, rates: rates, lastUpdate: lastUpdate, nextUpdate: nextUpdate)
    }
}
