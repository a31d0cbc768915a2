import Foundation

extension DecodedCopyCoding where Value == DecodedList<BankRate> {
    /// PrivatBank rates (`/p24api/pubinfo?json&exchange&coursid=5|11`, `PrivatBankDecoder.decode`) as a decoded
    /// copy: small, but it spares `kurs status` Foundation's `JSONDecoder` altogether.
    ///
    /// Payload: a `list` of rows, each `ccy`, `base_ccy` (strings), buy and sale (`DecimalCoding`, never nil).
    package static let bankRates = list(
        kind: "bank-rates/1", minimumElementBytes: 10,  // two string lengths and two tag bytes
        writeElement: { (rate: BankRate, writer: inout BinaryWriter) in
            writer.write(rate.ccy.rawValue)
            writer.write(rate.baseCcy.rawValue)
            DecimalCoding.write(rate.buy, to: &writer)
            DecimalCoding.write(rate.sale, to: &writer)
        },
        readElement: { (reader: inout BinaryReader) throws(BinaryReader.Malformed) -> BankRate in
            let ccy = CurrencyCode(rawValue: try reader.readString())
            let base = CurrencyCode(rawValue: try reader.readString())
            guard let buy = try DecimalCoding.read(from: &reader), let sale = try DecimalCoding.read(from: &reader) else {
                throw BinaryReader.Malformed()
            }
            return BankRate(ccy: ccy, baseCcy: base, buy: buy, sale: sale)
        })
}
