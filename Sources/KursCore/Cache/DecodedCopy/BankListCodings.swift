import Foundation

extension DecodedCopyCoding where Value == DecodedList<MonobankRate> {
    /// Monobank's rates (`/bank/currency`, `MonobankDecoder.decode`) as a decoded copy: the dashboard's warm start
    /// otherwise decodes the whole JSON body (≈ 11 million instructions, the largest decode of a warm start).
    ///
    /// Payload: a `list` of rows, each: `currencyA`, `currencyB` (strings), `numericA`, `numericB` (Int64), buy, sale
    /// and cross (`DecimalCoding`, nil kept), the date (tag byte 0/1 + seconds since 2001).
    package static let monobankRates = list(
        kind: "monobank-rates/1", minimumElementBytes: 28,  // two string lengths, two Int64s, four tag bytes
        writeElement: { (rate: MonobankRate, writer: inout BinaryWriter) in
            writer.write(rate.currencyA.rawValue)
            writer.write(rate.currencyB.rawValue)
            writer.write(Int64(rate.numericA))
            writer.write(Int64(rate.numericB))
            DecimalCoding.write(rate.buy, to: &writer)
            DecimalCoding.write(rate.sale, to: &writer)
            DecimalCoding.write(rate.cross, to: &writer)
            writer.writeOptional(rate.date) { $0.write($1.timeIntervalSinceReferenceDate) }
        },
        readElement: { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> MonobankRate in
            let currencyA = CurrencyCode(rawValue: try reader.readString())
            let currencyB = CurrencyCode(rawValue: try reader.readString())
            let numericA = try reader.readInt(), numericB = try reader.readInt()
            let buy = try DecimalCoding.read(from: &reader), sale = try DecimalCoding.read(from: &reader)
            let cross = try DecimalCoding.read(from: &reader)
            let date = try reader.readOptionalDouble().map(Date.init(timeIntervalSinceReferenceDate:))
            return MonobankRate(currencyA: currencyA, currencyB: currencyB, numericA: numericA, numericB: numericB,
                                buy: buy, sale: sale, cross: cross, date: date)
        })
}

extension DecodedCopyCoding where Value == DecodedList<OfficialRate> {
    /// The NBU's official rates (`/NBUStatService/v1/statdirectory/exchange`, `NBUDecoder.decode`) as a decoded
    /// copy, for the same reason as `monobankRates` (≈ 4 million instructions at a warm start).
    ///
    /// Payload: a `list` of rows, each: the code, the numeric code (Int64), the name (string), the rate
    /// (`DecimalCoding`, never nil), the day (year, month, day as Int64s; a day that does not exist is malformed),
    /// the `special` mark (tag byte 0/1 + string).
    package static let officialRates = list(
        kind: "official-rates/1", minimumElementBytes: 42,  // two string lengths, four Int64s, two tag bytes
        writeElement: { (rate: OfficialRate, writer: inout BinaryWriter) in
            writer.write(rate.code.rawValue)
            writer.write(Int64(rate.numericCode))
            writer.write(rate.name)
            DecimalCoding.write(rate.rate, to: &writer)
            writer.write(Int64(rate.date.year))
            writer.write(Int64(rate.date.month))
            writer.write(Int64(rate.date.day))
            writer.writeOptional(rate.special) { $0.write($1) }
        },
        readElement: { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> OfficialRate in
            let code = CurrencyCode(rawValue: try reader.readString())
            let numericCode = try reader.readInt()
            let name = try reader.readString()
            guard let rate = try DecimalCoding.read(from: &reader),
                let day = RateDay(year: try reader.readInt(), month: try reader.readInt(), day: try reader.readInt())
            else { throw BinaryReader.Malformed() }
            let special = try reader.readOptionalString()
            return OfficialRate(code: code, numericCode: numericCode, name: name, rate: rate, date: day, special: special)
        })
}
