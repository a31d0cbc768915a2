import Foundation

extension DecodedCopyCoding where Value == DecodedList<BankRate> {
    /// PrivatBank rates (`/p24api/pubinfo?json&exchange&coursid=5|11`, `PrivatBankDecoder.decode`) as a decoded
    /// copy: small, but it spares `kurs status` Foundation's `JSONDecoder` altogether.
    ///
    /// Payload: the dropped count and the row count (UInt32 each), then per row: `ccy`, `base_ccy` (strings), buy
    /// and sale (`DecimalCoding`, never nil).
    public static let bankRates = DecodedCopyCoding(kind: "bank-rates/1", encode: encodeRates, decode: decodeRates)

    @Sendable private static func encodeRates(_ list: DecodedList<BankRate>) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(UInt32(clamping: list.droppedCount))
        writer.write(UInt32(clamping: list.elements.count))
        for rate in list.elements {
            writer.write(rate.ccy.rawValue)
            writer.write(rate.baseCcy.rawValue)
            DecimalCoding.write(rate.buy, to: &writer)
            DecimalCoding.write(rate.sale, to: &writer)
        }
        return writer.bytes
    }

    @Sendable private static func decodeRates(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> DecodedList<BankRate> {
        let dropped = Int(try reader.readUInt32())
        let count = try reader.readCount(minimumBytesEach: 10)  // two string lengths and two tag bytes
        var rates: [BankRate] = []
        rates.reserveCapacity(count)
        for _ in 0..<count {
            let ccy = CurrencyCode(rawValue: try reader.readString())
            let base = CurrencyCode(rawValue: try reader.readString())
            guard let buy = try DecimalCoding.read(from: &reader), let sale = try DecimalCoding.read(from: &reader) else {
                throw BinaryReader.Malformed()
            }
            rates.append(BankRate(ccy: ccy, baseCcy: base, buy: buy, sale: sale))
        }
        return DecodedList(elements: rates, droppedCount: dropped)
    }
}
