import Foundation
import TestSupport
import XCTest
@testable import KursCore

/// `Coin.fields`, the one list the markets decoders and the decoded copy walk: it holds every stored property of
/// `Coin` once, and a decoded copy of an older layout is rejected and made anew.
final class CoinFieldTableTests: XCTestCase {
    /// A coin with every field set through the table to a value no default has.
    private func everyFieldSet() -> Coin {
        var coin = Coin(id: "", symbol: "", name: "")
        for (index, field) in Coin.fields.enumerated() {
            switch field.value {
            case .text(_, _, let set): set(&coin, "text \(index)")
            case .decimal(_, let set): set(&coin, Decimal(index) + Decimal(string: "0.5")!)
            case .integer(_, let set): set(&coin, index)
            case .date(_, let set): set(&coin, Date(timeIntervalSince1970: Double(index)))
            case .sparkline(_, let set): set(&coin, [Double(index)])
            }
        }
        return coin
    }

    func testEveryStoredPropertyOfACoinIsInTheTableOnce() {
        let coin = everyFieldSet()
        let properties = Mirror(reflecting: coin).children
        XCTAssertEqual(properties.count, Coin.fields.count, "a stored property without a field, or a field too many")
        for property in properties {
            let value = property.value
            let isNil = (value as? any OptionalProtocol)?.isNone ?? false
            XCTAssertFalse(isNil, "\(property.label ?? "?") is set by no field")
        }
        XCTAssertEqual(Set(Coin.fields.map(\.name)).count, Coin.fields.count, "each key once")
        XCTAssertEqual(Coin.fields.first?.name, "id", "a decoded copy is filtered by the first field")
        XCTAssertLessThanOrEqual(Coin.fields.count, 64, "the one-pass reader marks the fields it read in 64 bits")
    }

    func testEachGetterReadsWhatItsSetterWrote() {
        let coin = everyFieldSet()
        for (index, field) in Coin.fields.enumerated() {
            switch field.value {
            case .text(_, let get, _): XCTAssertEqual(get(coin), "text \(index)", field.name)
            case .decimal(let get, _): XCTAssertEqual(get(coin), Decimal(index) + Decimal(string: "0.5")!, field.name)
            case .integer(let get, _): XCTAssertEqual(get(coin), index, field.name)
            case .date(let get, _): XCTAssertEqual(get(coin), Date(timeIntervalSince1970: Double(index)), field.name)
            case .sparkline(let get, _): XCTAssertEqual(get(coin), [Double(index)], field.name)
            }
        }
    }

    func testACoinWithEveryFieldSetRoundTripsThroughEveryPath() throws {
        let coin = everyFieldSet()
        let source = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
        let list = DecodedList(elements: [coin, Coin(id: "bare", symbol: "B", name: "Bare")], droppedCount: 1)
        let bytes = DecodedCopyFile.encode(list, coding: .coinList, source: source, fetchedAt: Date(timeIntervalSince1970: 0))
        XCTAssertEqual(DecodedCopyFile.decode(bytes, coding: .coinList, source: source)?.value, list)

        // The same coin as CoinGecko would send it, every key from the table: both decoders read it back.
        let members = Coin.fields.enumerated().map { index, field -> String in
            let value: String = switch field.value {
            case .text: "\"text \(index)\""
            case .decimal: "\(index).5"
            case .integer: "\(index)"
            case .date: "\"1970-01-01T00:00:\(String(format: "%02d", index)).000Z\""
            case .sparkline: "{\"price\":[\(index)]}"
            }
            return "\"\(field.name)\":\(value)"
        }
        let data = Data("[{\(members.joined(separator: ","))}]".utf8)
        XCTAssertEqual(MarketsFastPath.coins(data), [coin])
        XCTAssertEqual(try CoinGeckoDecoder.decodeMarketsWithJSONDecoder(data).elements, [coin])
    }

    func testACopyOfAnotherLayoutIsRejectedAndMadeAnew() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let cache = DiskCache(directory: dir.url.appendingPathComponent("kurs"))
        let key = "coingecko-markets-usd"
        let body = Fixtures.data("coingecko-markets-usd-100.json")
        try cache.write(CacheEntry(url: "http://127.0.0.1/coins/markets", fetchedAt: Date(timeIntervalSince1970: 0), body: body), key: key)
        let source = try XCTUnwrap(RegularFile.readableIdentity(cache.fileURL(key).path, in: cache.fileSystem))
        // A copy as the layout before the field table wrote it: the same bytes under the old kind, one coin marked.
        var marked = try CoinGeckoDecoder.decodeMarkets(body)
        marked.elements[0].name = "Marked"
        let old = DecodedCopyCoding<DecodedList<Coin>>(kind: "coin-list/2", encode: DecodedCopyCoding.coinList.encode, decode: DecodedCopyCoding.coinList.decode)
        cache.writeDecodedCopy(marked, fetchedAt: Date(timeIntervalSince1970: 0), key: key, coding: old, source: source)
        XCTAssertNotEqual(DecodedCopyCoding.coinList.kind, "coin-list/2")
        XCTAssertNil(cache.readDecodedCopy(key, coding: .coinList), "a copy of another kind is not read")

        let read = try XCTUnwrap(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
        XCTAssertEqual(read.value.elements[0].name, "Bitcoin", "decoded from the entry")
        XCTAssertEqual(cache.readDecodedCopy(key, coding: .coinList)?.value, read.value, "and a copy of this layout made")
    }
}

/// Whether a value held as `Any` is an empty optional.
private protocol OptionalProtocol {
    var isNone: Bool { get }
}

extension Optional: OptionalProtocol {
    var isNone: Bool { self == nil }
}
