import Foundation

extension DecodedCopyCoding where Value == DecodedList<Coin> {
    /// A CoinGecko markets list (`/coins/markets`, `CoinGeckoDecoder.decodeMarkets`) as a decoded copy.
    ///
    /// Payload: a `list` of coins, each its `Coin.fields` in order: a string (`text`), `DecimalCoding` (`decimal`),
    /// tag byte 0/1 + Int64 (`integer`), tag + seconds since 2001 (`date`), tag + count + IEEE 754 values
    /// (`sparkline`). The kind names that layout (`CoinCopyLayout.kind`), so a copy written before a field was added
    /// or moved is of another kind: rejected, and made anew from the cache entry.
    package static let coinList = list(
        kind: CoinCopyLayout.kind, minimumElementBytes: CoinCopyLayout.minimumBytes,
        writeElement: CoinCopyLayout.write,
        readElement: { reader throws(BinaryReader.Malformed) in try CoinCopyLayout.read(&reader) })

    /// `coinList`, read back with only the coins whose lower-cased id is in `ids`, and the first coin, so the list
    /// is empty only when the copy's is and `DecodedListProblem` judges it as the whole list: `kurs status` shows one
    /// or two coins of a 250-coin list, and reading all of them was most of its work. Written as `coinList` writes
    /// (a copy written through it holds every coin).
    package static func coinList(keeping ids: Set<String>) -> DecodedCopyCoding<DecodedList<Coin>> {
        DecodedCopyCoding(kind: coinList.kind, encode: coinList.encode) { reader throws(BinaryReader.Malformed) in
            try readList(&reader, minimumElementBytes: CoinCopyLayout.minimumBytes) {
                reader, index throws(BinaryReader.Malformed) in
                if index == 0 { return try CoinCopyLayout.read(&reader) }
                return try CoinCopyLayout.read(&reader, keeping: ids)
            }
        }
    }
}

/// One coin in a decoded copy: its `Coin.fields` in order, each as its kind is written.
enum CoinCopyLayout {
    /// "coin-list/" and a hash of the fields' keys and kinds in order, e.g. "coin-list/3f09a1".
    static let kind: String = {
        let signature = Coin.fields.map { "\($0.name):\($0.kindName)" }.joined(separator: ",")
        let hash = FNV1a.hash(Array(signature.utf8))
        return "coin-list/" + String(hash & 0xFF_FFFF, radix: 16)
    }()

    /// The least a coin takes: a 4-byte length per string, a tag byte for every other field.
    static let minimumBytes: Int = Coin.fields.reduce(0) { total, field in
        if case .text = field.value { return total + 4 }
        return total + 1
    }

    @Sendable static func write(_ coin: Coin, to writer: inout BinaryWriter) {
        for field in Coin.fields {
            switch field.value {
            case .text(_, let get, _): writer.write(get(coin))
            case .decimal(let get, _): DecimalCoding.write(get(coin), to: &writer)
            case .integer(let get, _): writer.writeOptional(get(coin)) { $0.write(Int64($1)) }
            case .date(let get, _): writer.writeOptional(get(coin)) { $0.write($1.timeIntervalSinceReferenceDate) }
            case .sparkline(let get, _):
                writer.writeOptional(get(coin)) { writer, values in
                    writer.write(UInt32(values.count))
                    for value in values { writer.write(value) }
                }
            }
        }
    }

    /// The next coin.
    static func read(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> Coin {
        var coin = Coin(id: "", symbol: "", name: "")
        for field in Coin.fields { try read(field, into: &coin, &reader) }
        return coin
    }

    /// The next coin when its lower-cased id is in `ids`; else nil, having read past it without making the rest (the
    /// id is the first field).
    static func read(_ reader: inout BinaryReader, keeping ids: Set<String>) throws(BinaryReader.Malformed) -> Coin? {
        let fields = Coin.fields
        var coin = Coin(id: "", symbol: "", name: "")
        try read(fields[0], into: &coin, &reader)
        guard ids.contains(coin.id.lowercased()) else {
            for field in fields.dropFirst() { try skip(field, &reader) }
            return nil
        }
        for field in fields.dropFirst() { try read(field, into: &coin, &reader) }
        return coin
    }

    private static func read(
        _ field: CoinField, into coin: inout Coin, _ reader: inout BinaryReader
    ) throws(BinaryReader.Malformed) {
        switch field.value {
        case .text(_, _, let set): set(&coin, try reader.readString())
        case .decimal(_, let set): set(&coin, try DecimalCoding.read(from: &reader))
        case .integer(_, let set):
            guard try reader.readFlag() else { return set(&coin, nil) }
            guard let exact = Int(exactly: try reader.readInt64()) else { throw BinaryReader.Malformed() }
            set(&coin, exact)
        case .date(_, let set):
            guard try reader.readFlag() else { return set(&coin, nil) }
            set(&coin, Date(timeIntervalSinceReferenceDate: try reader.readDouble()))
        case .sparkline(_, let set):
            guard try reader.readFlag() else { return set(&coin, nil) }
            set(&coin, try reader.readDoubles(try reader.readCount(minimumBytesEach: 8)))
        }
    }

    /// Reads past `field` as `read` would, without making its value.
    private static func skip(_ field: CoinField, _ reader: inout BinaryReader) throws(BinaryReader.Malformed) {
        switch field.value {
        case .text: try reader.skipString()
        case .decimal: try DecimalCoding.skip(&reader)
        case .integer, .date: if try reader.readFlag() { try reader.skip(8) }
        case .sparkline: if try reader.readFlag() { try reader.skip(8 * (try reader.readCount(minimumBytesEach: 8))) }
        }
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
