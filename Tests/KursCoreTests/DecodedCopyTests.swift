import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// Decoded copies beside cache entries (`DecodedCopyFile`, `DecodedCopyCoding.coinList`): exact round trip,
/// never used for another version of the cache file, never a crash on damaged bytes, and used by `DataRepository`.
final class DecodedCopyTests: XCTestCase {
    var dir: TemporaryDirectory!
    var cache: DiskCache!
    let key = "coingecko-markets-usd"

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
        cache = DiskCache(directory: dir.url.appendingPathComponent("kurs"))
    }

    override func tearDown() { dir.remove() }

    var fixtureBody: Data { Fixtures.data("coingecko-markets-usd-100.json") }

    func writeEntry(_ body: Data, fetchedAt: Date = Date(timeIntervalSince1970: 1_790_000_000.5)) throws {
        try cache.write(CacheEntry(url: "http://127.0.0.1/coins/markets", fetchedAt: fetchedAt, body: body), key: key)
    }

    func testCoinListRoundTripsExactly() throws {
        var list = try CoinGeckoDecoder.decodeMarkets(fixtureBody)
        list.droppedCount = 3
        // Values the fixture lacks: a significand beyond 19 digits (kept as text), negative zero, exotic doubles.
        list.elements[1].marketCap = Decimal(string: "123456789012345678901234.5")
        list.elements[2].priceChange24h = Decimal(string: "-0")
        list.elements[3].sparkline7d = [0, -0.0, .infinity, 1e-300, 6.31917e-7]
        list.elements[4].sparkline7d = []
        list.elements[5].lastUpdated = nil
        let source = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
        let fetchedAt = Date(timeIntervalSince1970: 1_790_000_000.123)
        let bytes = DecodedCopyFile.encode(list, coding: .coinList, source: source, fetchedAt: fetchedAt)
        let read = try XCTUnwrap(DecodedCopyFile.decode(bytes, coding: .coinList, source: source))
        XCTAssertEqual(read.value, list)
        XCTAssertEqual(read.fetchedAt, fetchedAt)
        XCTAssertEqual(read.value.elements.count, 100)
        XCTAssertEqual(read.value.elements[0].currentPrice, Decimal(string: "16951.52"))
        XCTAssertEqual(read.value.elements[0].sparkline7d?.count, list.elements[0].sparkline7d?.count)
        XCTAssertEqual(read.value.elements[3].sparkline7d?[1].sign, .minus)

        let other = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 6)
        XCTAssertNil(DecodedCopyFile.decode(bytes, coding: .coinList, source: other), "made from another file version")
        let otherKind = DecodedCopyCoding<DecodedList<Coin>>(kind: "coin-list/0", encode: { _ in [] }, decode: { _ in DecodedList(elements: []) })
        XCTAssertNil(DecodedCopyFile.decode(bytes, coding: otherKind, source: source), "another payload kind")
    }

    /// The file version the round-trip tests' copies are made from.
    let anySource = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)

    /// `value` written as a copy with `coding` (made from `anySource`) and read back, and the copy's bytes.
    func roundTrip<Value>(_ value: Value, _ coding: DecodedCopyCoding<Value>) throws -> (read: Value, bytes: [UInt8]) {
        let bytes = DecodedCopyFile.encode(value, coding: coding, source: anySource, fetchedAt: Date(timeIntervalSince1970: 0))
        return (try XCTUnwrap(DecodedCopyFile.decode(bytes, coding: coding, source: anySource)).value, bytes)
    }

    /// Asserts that no copy cut short (every `step`-th length) and, `flippingEachByte`, no copy with one bit of any
    /// byte changed reads back: never a wrong value, always no copy.
    func assertDamagedCopiesRead<Value>(_ bytes: [UInt8], _ coding: DecodedCopyCoding<Value>, cutEvery step: Int,
                                        flippingEachByte: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        for length in stride(from: 0, to: bytes.count, by: step) {
            XCTAssertNil(DecodedCopyFile.decode(Array(bytes[..<length]), coding: coding, source: anySource),
                         "cut at \(length)", file: file, line: line)
        }
        guard flippingEachByte else { return }
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0x01
            XCTAssertNil(DecodedCopyFile.decode(damaged, coding: coding, source: anySource), "byte \(index)", file: file, line: line)
        }
    }

    func testMidMarketRatesRoundTripExactly() throws {
        var rates = try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))
        rates.rates["XBIG"] = Decimal(string: "123456789012345678901234.5")  // beyond 19 digits: kept as text
        let (read, bytes) = try roundTrip(rates, .midMarketRates)
        XCTAssertEqual(read, rates)
        XCTAssertEqual(read.rates["UAH"], rates.rates["UAH"])
        XCTAssertGreaterThan(read.rates.count, 100)
        XCTAssertNil(DecodedCopyFile.decode(bytes, coding: .coinList, source: anySource), "a copy of another kind")
        assertDamagedCopiesRead(bytes, .midMarketRates, cutEvery: 5)
    }

    func testBankRatesRoundTripExactly() throws {
        var rates = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json"))
        rates.droppedCount = 2
        let (read, bytes) = try roundTrip(rates, .bankRates)
        XCTAssertEqual(read, rates)
        XCTAssertEqual(read.elements.first { $0.ccy == "USD" }?.buy, Decimal(string: "41.25"))
        assertDamagedCopiesRead(bytes, .bankRates, cutEvery: 3, flippingEachByte: true)
    }

    func testMonobankRatesRoundTripExactly() throws {
        var rates = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json"))
        rates.droppedCount = 1
        let (read, bytes) = try roundTrip(rates, .monobankRates)
        XCTAssertEqual(read, rates)
        XCTAssertGreaterThan(rates.elements.count, 80)
        XCTAssertTrue(rates.elements.contains { $0.buy == nil && $0.cross != nil }, "rows with only a cross rate keep nil")
        let usd = try XCTUnwrap(read.elements.first { $0.currencyA == "USD" && $0.currencyB == "UAH" })
        XCTAssertEqual(usd.numericA, 840)
        XCTAssertEqual(usd.buy, rates.elements.first { $0.currencyA == "USD" && $0.currencyB == "UAH" }?.buy)
        XCTAssertNil(DecodedCopyFile.decode(bytes, coding: .officialRates, source: anySource), "a copy of another kind")
        assertDamagedCopiesRead(bytes, .monobankRates, cutEvery: 7)
    }

    func testOfficialRatesRoundTripExactly() throws {
        var rates = try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json"))
        rates.elements[0].special = "Y"
        let (read, bytes) = try roundTrip(rates, .officialRates)
        XCTAssertEqual(read, rates)
        XCTAssertEqual(read.elements[0].special, "Y")
        XCTAssertEqual(read.elements.first { $0.code == "USD" }?.date, RateDay(year: 2025, month: 4, day: 1))
        assertDamagedCopiesRead(bytes, .officialRates, cutEvery: 7, flippingEachByte: true)
    }

    /// Every recorded forecast (Open-Meteo's shapes, Dark Sky's and Pirate Weather's with alerts) round-trips
    /// exactly; the place's name is the reading resource's, as the decoders set it (control characters stripped).
    func testForecastsRoundTripExactlyWithTheReadersPlaceName() throws {
        let openMeteo = ["openmeteo-forecast-nyc-centralpark-2026-02-06.json", "openmeteo-forecast-toronto-imperial-past1day-2026-03-05.json",
                         "openmeteo-forecast-hourly-48h-gmt.json", "openmeteo-forecast-current-daily-unixtime.json"]
        let darkSky = ["darksky-forecast-with-alerts.json", "pirateweather-forecast-nyc-full-alerts-2026-02-06.json"]
        var forecasts = try openMeteo.map { try OpenMeteoDecoder.decode(Fixtures.data($0), name: "New\u{1B}[2J York") }
        forecasts += try darkSky.map { try DarkSkyDecoder.decode(Fixtures.data($0), name: "New\u{1B}[2J York") }
        XCTAssertTrue(forecasts.contains { !$0.alerts.isEmpty && $0.current != nil && !$0.daily.isEmpty })
        for forecast in forecasts {
            let coding = DecodedCopyCoding.forecast(name: "New\u{1B}[2J York")
            let (read, bytes) = try roundTrip(forecast, coding)
            XCTAssertEqual(read, forecast)
            XCTAssertEqual(read.location.name, "New York")
            let renamed = try XCTUnwrap(DecodedCopyFile.decode(bytes, coding: .forecast(name: "NYC"), source: anySource)).value
            XCTAssertEqual(renamed.location.name, "NYC")
            XCTAssertEqual(renamed.hourly, forecast.hourly)
            XCTAssertNil(DecodedCopyFile.decode(bytes, coding: .midMarketRates, source: anySource), "a copy of another kind")
        }
        let withAlerts = try XCTUnwrap(forecasts.last)
        let bytes = try roundTrip(withAlerts, .forecast(name: "New\u{1B}[2J York")).bytes
        assertDamagedCopiesRead(bytes, .forecast(name: nil), cutEvery: 5, flippingEachByte: true)
    }

    func testReadingOnlySomeCoinsKeepsThemAndTheFirstExactly() throws {
        var list = try CoinGeckoDecoder.decodeMarkets(fixtureBody)
        list.droppedCount = 2
        // Every shape the skipped coins must be read past: a decimal kept as text, absent values, sparklines.
        list.elements[1].marketCap = Decimal(string: "123456789012345678901234.5")
        list.elements[2].sparkline7d = [1, -0.0, .infinity]
        list.elements[3].marketCapRank = nil
        list.elements[4].currentPrice = nil
        list.elements[5].lastUpdated = nil
        list.elements[6].id = "MixedCase-Coin"
        let source = FileIdentity(device: 1, inode: 2, size: 3, modifiedSeconds: 4, modifiedNanoseconds: 5)
        let bytes = DecodedCopyFile.encode(list, coding: .coinList, source: source, fetchedAt: Date(timeIntervalSince1970: 0))

        let keeping = DecodedCopyCoding.coinList(keeping: ["mixedcase-coin", list.elements[99].id, "absent"])
        let read = try XCTUnwrap(DecodedCopyFile.decode(bytes, coding: keeping, source: source))
        XCTAssertEqual(read.value, DecodedList(elements: [list.elements[0], list.elements[6], list.elements[99]], droppedCount: 2))
        let none = try XCTUnwrap(DecodedCopyFile.decode(bytes, coding: DecodedCopyCoding.coinList(keeping: []), source: source))
        XCTAssertEqual(none.value.elements, [list.elements[0]], "the first coin, so only an empty copy reads as empty")
        for length in stride(from: 0, to: bytes.count, by: 11) {
            XCTAssertNil(DecodedCopyFile.decode(Array(bytes[..<length]), coding: keeping, source: source), "cut at \(length)")
        }
    }

    func testDamagedCopiesReadAsMissingWithoutCrashing() throws {
        let list = try CoinGeckoDecoder.decodeMarkets(fixtureBody)
        let source = FileIdentity(device: 9, inode: 8, size: 7, modifiedSeconds: 6, modifiedNanoseconds: 5)
        let bytes = DecodedCopyFile.encode(list, coding: .coinList, source: source, fetchedAt: Date(timeIntervalSince1970: 0))
        for length in stride(from: 0, to: bytes.count, by: 7) {
            XCTAssertNil(DecodedCopyFile.decode(Array(bytes[..<length]), coding: .coinList, source: source), "cut at \(length)")
        }
        XCTAssertNil(DecodedCopyFile.decode(bytes + [0], coding: .coinList, source: source), "trailing byte")
        var rng = SplitMix64(seed: 11)
        for _ in 0..<2_000 {
            var damaged = bytes
            let index = Int.random(in: 0..<damaged.count, using: &rng)
            damaged[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)  // one bit flipped anywhere
            XCTAssertNil(DecodedCopyFile.decode(damaged, coding: .coinList, source: source), "bit flipped at \(index)")
        }
    }

    func testReadValueWritesACopyAndUsesItUntilTheCacheFileChanges() throws {
        try writeEntry(fixtureBody)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.decodedCopyURL(key).path))
        let first = try XCTUnwrap(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
        XCTAssertEqual(first.value.elements.count, 100)
        XCTAssertEqual(first.fetchedAt.timeIntervalSince1970, 1_790_000_000.5, accuracy: 0.0005)
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.decodedCopyURL(key).path), "a copy is written for next time")

        // Prove the copy is what is read: replace it with a marked list made for the same cache file.
        var marked = first.value
        marked.elements[0].name = "Marked"
        cache.writeDecodedCopy(marked, fetchedAt: first.fetchedAt, key: key, coding: .coinList, source: try XCTUnwrap(RegularFile.readableIdentity(cache.fileURL(key).path, in: cache.fileSystem)))
        XCTAssertEqual(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)?.value.elements[0].name, "Marked")

        // A new cache file (a later fetch) makes the copy stale: the entry is decoded again.
        try writeEntry(fixtureBody, fetchedAt: Date(timeIntervalSince1970: 1_790_003_600))
        let again = try XCTUnwrap(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
        XCTAssertEqual(again.value.elements[0].name, "Bitcoin")
        XCTAssertEqual(again.fetchedAt, Date(timeIntervalSince1970: 1_790_003_600))
    }

    func testACopyMadeFromAFileReplacedMeanwhileIsNeverUsedForTheNewFile() throws {
        // The race a reviewer found: process 1 reads version A and decodes it; process 2 replaces the file with B;
        // process 1 then writes its copy. Stamped with A's identity (from the descriptor it read), it can't pass for B.
        try writeEntry(fixtureBody)
        let (entryA, identityA) = try XCTUnwrap(cache.readWithIdentity(key))
        var valueA = try CoinGeckoDecoder.decodeMarkets(entryA.body)
        valueA.elements[0].name = "Version A"
        try writeEntry(fixtureBody, fetchedAt: Date(timeIntervalSince1970: 1_790_003_600))  // version B
        cache.writeDecodedCopy(valueA, fetchedAt: entryA.fetchedAt, key: key, coding: .coinList, source: identityA)
        let read = try XCTUnwrap(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
        XCTAssertEqual(read.value.elements[0].name, "Bitcoin")
        XCTAssertEqual(read.fetchedAt, Date(timeIntervalSince1970: 1_790_003_600))
    }

    func testACopyIsNotUsedWhenTheCacheFileCannotBeRead() throws {
        try writeEntry(fixtureBody)
        _ = cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)
        XCTAssertNotNil(cache.readDecodedCopy(key, coding: .coinList))
        try FileManager.default.removeItem(at: cache.fileURL(key))
        try FileManager.default.createDirectory(at: cache.fileURL(key), withIntermediateDirectories: false)
        XCTAssertNil(cache.readDecodedCopy(key, coding: .coinList), "a directory in the cache file's place")
    }

    func testGarbageCopyFallsBackToTheEntry() throws {
        try writeEntry(fixtureBody)
        try cache.createDirectory()
        try Data("garbage".utf8).write(to: cache.decodedCopyURL(key))
        let read = try XCTUnwrap(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
        XCTAssertEqual(read.value.elements.first?.id, "bitcoin")
    }

    func testACopyThatIsADirectoryOrAFIFOIsIgnoredWithoutBlocking() throws {
        try writeEntry(fixtureBody)
        let copy = cache.decodedCopyURL(key)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: false)
        XCTAssertEqual(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)?.value.elements.count, 100)
        try FileManager.default.removeItem(at: copy)
        XCTAssertEqual(mkfifo(copy.path, 0o600), 0)
        // A blocking open of a FIFO with no writer would never return.
        XCTAssertNil(RegularFile.read(copy.path, in: LocalFileSystem()))
        XCTAssertEqual(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)?.value.elements.count, 100)
    }

    func testNoEntryMeansNoValueEvenWithACopy() throws {
        try writeEntry(fixtureBody)
        _ = cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList)
        try FileManager.default.removeItem(at: cache.fileURL(key))
        XCTAssertNil(cache.readValue(key, decode: CoinGeckoDecoder.decodeMarkets, copy: .coinList))
    }
}
