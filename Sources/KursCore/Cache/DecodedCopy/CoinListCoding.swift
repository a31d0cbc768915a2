import Foundation

extension DecodedCopyCoding where Value == DecodedList<Coin> {
    /// A CoinGecko markets list (`/coins/markets`, `CoinGeckoDecoder.decodeMarkets`) as a decoded copy.
    ///
    /// Payload: a `list` of coins, each: id, symbol, name (strings), the thirteen money, percent and supply values in `Coin`
    /// order (`DecimalCoding`), the rank (tag byte 0/1 + Int64), the last update (tag + seconds since 2001), the
    /// sparkline (tag + count + IEEE 754 values).
    package static let coinList = list(
        kind: "coin-list/2", minimumElementBytes: minimumCoinBytes,
        writeElement: writeCoin, readElement: { reader throws(BinaryReader.Malformed) in try readCoin(id: try reader.readString(), &reader) })

    /// 3 string lengths and 16 tag bytes.
    private static let minimumCoinBytes = 28

    /// `coinList`, read back with only the coins whose lower-cased id is in `ids`, and the first coin, so the list
    /// is empty only when the copy's is and `DecodedListProblem` judges it as the whole list: `kurs status` shows one
    /// or two coins of a 250-coin list, and reading all of them was a fifth of its instructions. Written as
    /// `coinList` writes (a copy written through it holds every coin).
    package static func coinList(keeping ids: Set<String>) -> DecodedCopyCoding<DecodedList<Coin>> {
        DecodedCopyCoding(kind: coinList.kind, encode: coinList.encode) { reader throws(BinaryReader.Malformed) in
            try readList(&reader, minimumElementBytes: minimumCoinBytes) { reader, index throws(BinaryReader.Malformed) in
                let id = try reader.readString()
                guard index == 0 || ids.contains(id.lowercased()) else {
                    try skipCoin(&reader)
                    return nil
                }
                return try readCoin(id: id, &reader)
            }
        }
    }

    @Sendable private static func writeCoin(_ coin: Coin, to writer: inout BinaryWriter) {
        writer.write(coin.id)
        writer.write(coin.symbol)
        writer.write(coin.name)
        let decimals = [
            coin.currentPrice, coin.marketCap, coin.totalVolume, coin.high24h, coin.low24h, coin.priceChange24h,
            coin.priceChangePercentage24h, coin.marketCapChange24h, coin.marketCapChangePercentage24h,
            coin.priceChangePercentage7d, coin.circulatingSupply, coin.ath, coin.athChangePercentage,
        ]
        for value in decimals { DecimalCoding.write(value, to: &writer) }
        writer.writeOptional(coin.marketCapRank) { $0.write(Int64($1)) }
        writer.writeOptional(coin.lastUpdated) { $0.write($1.timeIntervalSinceReferenceDate) }
        writer.writeOptional(coin.sparkline7d) { writer, values in
            writer.write(UInt32(values.count))
            for value in values { writer.write(value) }
        }
    }

    /// The rest of a coin whose id was just read.
    private static func readCoin(id: String, _ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Coin {
        var coin = Coin(id: id, symbol: try reader.readString(), name: try reader.readString())
        coin.currentPrice = try DecimalCoding.read(from: &reader)
        coin.marketCap = try DecimalCoding.read(from: &reader)
        coin.totalVolume = try DecimalCoding.read(from: &reader)
        coin.high24h = try DecimalCoding.read(from: &reader)
        coin.low24h = try DecimalCoding.read(from: &reader)
        coin.priceChange24h = try DecimalCoding.read(from: &reader)
        coin.priceChangePercentage24h = try DecimalCoding.read(from: &reader)
        coin.marketCapChange24h = try DecimalCoding.read(from: &reader)
        coin.marketCapChangePercentage24h = try DecimalCoding.read(from: &reader)
        coin.priceChangePercentage7d = try DecimalCoding.read(from: &reader)
        coin.circulatingSupply = try DecimalCoding.read(from: &reader)
        coin.ath = try DecimalCoding.read(from: &reader)
        coin.athChangePercentage = try DecimalCoding.read(from: &reader)
        if try reader.readFlag() {
            let rank = try reader.readInt64()
            guard let exact = Int(exactly: rank) else { throw BinaryReader.Malformed() }
            coin.marketCapRank = exact
        }
        if try reader.readFlag() {
            coin.lastUpdated = Date(timeIntervalSinceReferenceDate: try reader.readDouble())
        }
        if try reader.readFlag() {
            coin.sparkline7d = try reader.readDoubles(try reader.readCount(minimumBytesEach: 8))
        }
        return coin
    }

    /// Reads past the rest of a coin whose id was just read (what `readCoin(id:_:)` reads, unkept).
    private static func skipCoin(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        try reader.skipString()  // symbol
        try reader.skipString()  // name
        for _ in 0..<13 { try DecimalCoding.skip(&reader) }
        if try reader.readFlag() { try reader.skip(8) }  // rank
        if try reader.readFlag() { try reader.skip(8) }  // last update
        if try reader.readFlag() { try reader.skip(8 * (try reader.readCount(minimumBytesEach: 8))) }  // sparkline
    }
}

/// Exact `Decimal?` values in a decoded copy: tag 0 = nil; 1 = `DecimalParts` (sign byte, significand UInt64,
/// exponent Int64), the fast form; 2 = the decimal's text, for values whose significand has more than 19 digits.
enum DecimalCoding {
    static func write(_ value: Decimal?, to writer: inout BinaryWriter) {
        guard let value else { return writer.write(UInt8(0)) }
        if let parts = DecimalParts(value) {
            writer.write(UInt8(1))
            writer.write(UInt8(parts.isNegative ? 1 : 0))
            writer.write(parts.significand)
            writer.write(Int64(parts.exponent))
        } else {
            writer.write(UInt8(2))
            writer.write(value.description)
        }
    }

    /// Reads past one value (as `read` would, without making it).
    static func skip(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch try reader.readUInt8() {
        case 0: return
        case 1: try reader.skip(17)  // sign, significand, exponent
        case 2: try reader.skipString()
        default: throw BinaryReader.Malformed()
        }
    }

    static func read(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Decimal? {
        switch try reader.readUInt8() {
        case 0:
            return nil
        case 1:
            let negative = try reader.readUInt8() == 1
            let significand = try reader.readUInt64()
            let exponent = try reader.readInt64()
            guard (-128...127).contains(exponent) else { throw BinaryReader.Malformed() }
            return DecimalParts(isNegative: negative, significand: significand, exponent: Int(exponent)).decimal
        case 2:
            guard let value = Decimal(string: try reader.readString(), locale: DecimalText.posix) else {
                throw BinaryReader.Malformed()
            }
            return value
        default:
            throw BinaryReader.Malformed()
        }
    }
}
