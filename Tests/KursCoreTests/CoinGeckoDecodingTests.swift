import Foundation
import KursCore
import TestSupport
import XCTest

final class CoinGeckoDecodingTests: XCTestCase {
    func testMarketsFixtureHas100CoinsWithExactValues() throws {
        let list = try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json"))
        XCTAssertEqual(list.elements.count, 100)
        XCTAssertEqual(list.droppedCount, 0)
        let bitcoin = list.elements[0]
        XCTAssertEqual(bitcoin.id, "bitcoin")
        XCTAssertEqual(bitcoin.symbol, "btc")
        XCTAssertEqual(bitcoin.name, "Bitcoin")
        XCTAssertEqual(bitcoin.currentPrice, Decimal(string: "16951.52"))
        XCTAssertEqual(bitcoin.marketCap, Decimal(string: "326407877229"))
        XCTAssertEqual(bitcoin.marketCapRank, 1)
        XCTAssertEqual(bitcoin.priceChangePercentage24h, Decimal(string: "0.14088"))
        XCTAssertEqual(bitcoin.lastUpdated, DateFormat.parseISO8601("2023-01-08T16:49:40.132Z"))
        XCTAssertEqual(bitcoin.lastUpdated?.timeIntervalSince1970 ?? 0, 1_673_196_580.132, accuracy: 0.001)
        XCTAssertNil(bitcoin.sparkline7d, "no sparkline_in_7d key → nil")
        XCTAssertEqual(list.elements[99].id, "blockstack")
        XCTAssertEqual(list.elements[99].marketCapRank, 100)
    }

    func testExponentNotationPriceIsExact() throws {
        let list = try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-markets-usd-100.json"))
        let btt = try XCTUnwrap(list.elements.first { $0.id == "bittorrent" })
        XCTAssertEqual(btt.currentPrice, Decimal(string: "0.000000631917"))
        XCTAssertEqual(btt.priceChange24h, Decimal(string: "-3.181914837e-9"))
        XCTAssertEqual(btt.marketCapRank, 57)
        XCTAssertEqual(PriceFormat.string(btt.currentPrice, prefix: "$"), "$0.000000631917")
    }

    func testSparklineElementHas168Points() throws {
        let list = try CoinGeckoDecoder.decodeMarkets(
            Fixtures.data("coingecko-markets-usd-sparkline-bitcoin-element.json"))
        let bitcoin = try XCTUnwrap(list.elements.first)
        XCTAssertEqual(bitcoin.currentPrice, 67291)
        XCTAssertEqual(bitcoin.priceChangePercentage24h, Decimal(string: "-0.32893"))
        XCTAssertEqual(bitcoin.sparkline7d?.count, 168)
        XCTAssertEqual(bitcoin.sparkline7d?.first, 68543.23050244208)
        XCTAssertEqual(bitcoin.sparkline7d?.last, 67833.14545257023)
    }

    func testNullsIntegersAndFloatsDecodeToOptionalDecimal() throws {
        let body = Data(
            #"[{"id":"a","symbol":"a","name":"A","current_price":1.5},{"id":"b","symbol":"b","name":"B","current_price":null,"market_cap_rank":null,"last_updated":null}]"#
                .utf8)
        let list = try CoinGeckoDecoder.decodeMarkets(body)
        XCTAssertEqual(list.elements.map(\.id), ["a", "b"])
        XCTAssertEqual(list.droppedCount, 0)
        XCTAssertEqual(list.elements[0].currentPrice, Decimal(string: "1.5"))
        XCTAssertNil(list.elements[1].currentPrice)
        XCTAssertNil(list.elements[1].marketCapRank)
        XCTAssertNil(list.elements[1].lastUpdated)

        let float = try CoinGeckoDecoder.decodeMarkets(Data(#"[{"id":"x","symbol":"x","name":"X","current_price":11864.4}]"#.utf8))
        let integer = try CoinGeckoDecoder.decodeMarkets(Data(#"[{"id":"x","symbol":"x","name":"X","current_price":1}]"#.utf8))
        XCTAssertEqual(float.elements[0].currentPrice, Decimal(string: "11864.4"))
        XCTAssertEqual(integer.elements[0].currentPrice, Decimal(1))
    }

    func testROIDatesAndSparklineNulls() throws {
        let body = Data(
            #"""
            [{"id":"e","symbol":"eth","name":"Ethereum","roi":{"times":98.9,"currency":"btc","percentage":9893.1},
              "last_updated":"2023-01-08T16:49:52Z","market_cap_rank":2.0,
              "sparkline_in_7d":{"price":[1.5,null,2.5]}},
             {"id":"f","symbol":"f","name":"F","sparkline_in_7d":{"price":[]}},
             {"id":"g","symbol":"g","name":"G","last_updated":"yesterday"}]
            """#.utf8)
        let list = try CoinGeckoDecoder.decodeMarkets(body)
        XCTAssertEqual(list.elements.count, 3)
        XCTAssertEqual(list.elements[0].lastUpdated, Date(timeIntervalSince1970: 1_673_196_592))
        XCTAssertEqual(list.elements[0].marketCapRank, 2)
        XCTAssertEqual(list.elements[0].sparkline7d, [1.5, 2.5])
        XCTAssertEqual(list.elements[1].sparkline7d, [], "empty array stays empty: no chart data")
        XCTAssertNil(list.elements[2].lastUpdated)
    }

    func testBadCoinsAreDroppedAndCounted() throws {
        let body = Data(
            #"""
            [{"symbol":"a","name":"No id"},
             {"id":"b","name":"No symbol"},
             {"id":"c","symbol":"c"},
             {"id":"d","symbol":"d","name":"D","current_price":"12"},
             {"id":"e","symbol":"e","name":"E","market_cap_rank":"1"},
             {"id":"ok","symbol":"ok","name":"Fine\u001b[2J","current_price":2},
             42]
            """#.utf8)
        let list = try CoinGeckoDecoder.decodeMarkets(body)
        XCTAssertEqual(list.elements.map(\.id), ["ok"])
        XCTAssertEqual(list.elements[0].name, "Fine", "names are sanitized")
        XCTAssertEqual(list.droppedCount, 6)
    }

    func testRateLimitBodyIsAnAPIErrorWithItsMessage() {
        let error = fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(Fixtures.data("coingecko-429.json")) }
        guard case .apiError(let message)? = error else { return XCTFail("expected apiError, got \(String(describing: error))") }
        XCTAssertTrue(message.hasPrefix("You've exceeded the Rate Limit."), message)
    }

    func testErrorObjectInsteadOfArray() {
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(Data(#"{"error":"invalid vs_currency"}"#.utf8)) },
            .apiError("invalid vs_currency"))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in
                try CoinGeckoDecoder.decodeMarkets(Data(#"{"error":{"status":{"error_code":10002,"error_message":"API Key Missing"}}}"#.utf8))
            },
            .apiError("API Key Missing"))
        XCTAssertEqual(
            fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(Data(#"{"coins":[]}"#.utf8)) },
            .unexpectedContent("unexpected JSON shape: expected an array"))
    }

    func testCoinDetailFixture() throws {
        let detail = try CoinGeckoDecoder.decodeCoinDetail(Fixtures.data("coingecko-coin-bitcoin-detail-full.json"))
        XCTAssertEqual(detail.id, "bitcoin")
        XCTAssertEqual(detail.symbol, "btc")
        XCTAssertEqual(detail.name, "Bitcoin")
        XCTAssertEqual(detail.hashingAlgorithm, "SHA-256")
        XCTAssertEqual(detail.blockTimeInMinutes, 10)
        XCTAssertEqual(detail.homepage, "http://www.bitcoin.org")
        XCTAssertEqual(detail.subredditURL, "https://www.reddit.com/r/Bitcoin/")
        XCTAssertEqual(detail.lastUpdated, DateFormat.parseISO8601("2023-01-08T16:33:55.823Z"))
        XCTAssertTrue(detail.description.hasPrefix("Bitcoin is the first successful internet money"))
        XCTAssertFalse(detail.description.contains("<a"))
        XCTAssertFalse(detail.description.contains("\r"))
        XCTAssertFalse(detail.description.contains("\n\n\n"))
        XCTAssertTrue(detail.description.hasSuffix("crypto-collectibles such as CryptoKitties."), detail.description)
        XCTAssertTrue(detail.description.contains("such as EOS, Tron, and even"))
    }

    func testCoinDetailNullsAndEmpties() throws {
        let body = Data(
            #"""
            {"id":"x","symbol":"x","name":"X","block_time_in_minutes":null,"hashing_algorithm":"",
             "description":{"en":""},"links":{"homepage":["","https://x.org",""],"subreddit_url":""},
             "last_updated":"2023-01-08T16:33:55Z"}
            """#.utf8)
        let detail = try CoinGeckoDecoder.decodeCoinDetail(body)
        XCTAssertEqual(
            detail,
            CoinDetail(
                id: "x", symbol: "x", name: "X", blockTimeInMinutes: nil, hashingAlgorithm: nil, description: "",
                homepage: "https://x.org", subredditURL: nil, lastUpdated: Date(timeIntervalSince1970: 1_673_195_635)))
        let bare = try CoinGeckoDecoder.decodeCoinDetail(Data(#"{"id":"y","symbol":"y","name":"Y","hashing_algorithm":null}"#.utf8))
        XCTAssertEqual(bare, CoinDetail(id: "y", symbol: "y", name: "Y"))
    }

    func testCoinNotFound() {
        let error = fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeCoinDetail(Fixtures.data("coingecko-404-coin-not-found.json")) }
        XCTAssertEqual(error, .notFound("coin"))
        XCTAssertEqual(error?.message, "not found: coin")
    }

    func testMarketChartFixtureAndNulls() throws {
        let points = try CoinGeckoDecoder.decodeMarketChart(Fixtures.data("coingecko-market-chart-range-excerpt.json"))
        XCTAssertEqual(points.count, 3)
        XCTAssertEqual(points[0].0, Date(timeIntervalSince1970: 1_711_843_200))
        XCTAssertEqual(points[0].1, 69702.3087473573)
        XCTAssertEqual(points[2].1, 68887.7495158568)

        let withNull = try CoinGeckoDecoder.decodeMarketChart(
            Data(#"{"prices":[[1618000000000,0.0051],[1618003600000,null]]}"#.utf8))
        XCTAssertEqual(withNull.count, 1)
        XCTAssertEqual(withNull[0].0, Date(timeIntervalSince1970: 1_618_000_000))
        XCTAssertEqual(withNull[0].1, 0.0051)
    }
}
