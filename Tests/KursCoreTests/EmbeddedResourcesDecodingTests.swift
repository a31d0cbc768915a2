import Foundation
import KursCore
import KursResources
import XCTest

/// The responses compiled into the binary decode like the fixtures they came from.
final class EmbeddedResourcesDecodingTests: XCTestCase {
    func testPrivatBankSamples() throws {
        let cash = try PrivatBankDecoder.decode(Data(EmbeddedResponses.privatBankCash.body))
        XCTAssertEqual(cash.elements.map(\.ccy), ["EUR", "USD"])
        XCTAssertEqual(cash.elements[1].buy, Decimal(string: "41.25"))
        let card = try PrivatBankDecoder.decode(Data(EmbeddedResponses.privatBankCard.body))
        XCTAssertEqual(card.elements[0].sale, Decimal(string: "47.84689"))
        XCTAssertEqual(card.droppedCount, 0)
    }

    func testERAPISample() throws {
        let rates = try ERAPIDecoder.decode(Data(EmbeddedResponses.erapiLatestUSD.body))
        XCTAssertEqual(rates.rates.count, 162)
        XCTAssertEqual(rates.rates["UAH"], Decimal(string: "41.227988"))
        XCTAssertEqual(DateFormat.day(rates.lastUpdate), EmbeddedResponses.erapiLatestUSD.recordedOn)
    }

    func testMarketsSample() throws {
        let list = try CoinGeckoDecoder.decodeMarkets(Data(EmbeddedResponses.coingeckoMarketsUSD.body))
        XCTAssertEqual(list.elements.count, 50)
        XCTAssertEqual(list.droppedCount, 0)
        XCTAssertEqual(list.elements.map(\.marketCapRank), Array(1...50), "one page, ranks 1-50")
        XCTAssertEqual(list.elements[0].currentPrice, 84093)
        XCTAssertEqual(list.elements[0].sparkline7d?.count, 168)
        XCTAssertEqual(list.elements.filter { $0.sparkline7d?.isEmpty ?? true }.map(\.id), [], "every coin has a sparkline")
        XCTAssertEqual(list.elements.first { $0.id == "figure-heloc" }?.sparkline7d?.count, 135)
        XCTAssertEqual(list.elements.first { $0.id == "shiba-inu" }?.currentPrice, Decimal(string: "6.03e-06"))
        XCTAssertEqual(list.elements.first { $0.id == "wrapped-bitcoin" }, nil, "no 2023 coins beside a 2026 Bitcoin")
        XCTAssertEqual(Set(list.elements.compactMap(\.lastUpdated)).count, 1, "one capture")
        XCTAssertEqual(list.elements[0].lastUpdated.map { DateFormat.day($0) }, EmbeddedResponses.coingeckoMarketsUSD.recordedOn)
    }

    func testCoinDetailSample() throws {
        let detail = try CoinGeckoDecoder.decodeCoinDetail(Data(EmbeddedResponses.coingeckoCoinBitcoin.body))
        XCTAssertEqual(detail.hashingAlgorithm, "SHA-256")
        XCTAssertEqual(detail.blockTimeInMinutes, 10)
        XCTAssertEqual(detail.homepage, "http://www.bitcoin.org")
        XCTAssertTrue(detail.description.hasPrefix("Bitcoin is the first successful internet money"))
        XCTAssertEqual(detail.lastUpdated.map { DateFormat.day($0) }, EmbeddedResponses.coingeckoCoinBitcoin.recordedOn)
    }
}
