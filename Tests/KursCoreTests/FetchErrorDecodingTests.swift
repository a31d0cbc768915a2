import Foundation
import KursCore
import TestSupport
import XCTest

/// The `FetchError` `body` throws, or a test failure when it returns.
func fetchError<T>(
    _ body: () throws(FetchError) -> T, file: StaticString = #filePath, line: UInt = #line
) -> FetchError? {
    do {
        let value = try body()
        XCTFail("expected a FetchError, got \(value)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}

/// The first half of a fixture: a body cut off mid-transfer.
func truncated(_ name: String) -> Data {
    let data = Fixtures.data(name)
    return data.prefix(data.count / 2)
}

/// Bodies that are not the JSON asked for, for every decoder.
final class FetchErrorDecodingTests: XCTestCase {
    let htmlPage = Data("<!DOCTYPE html>\n<html><head><title>429 Too Many Requests</title></head></html>".utf8)

    func testXMLFixtureIsNamedAsXML() {
        let error = fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-xml-with-btc.xml")) }
        XCTAssertEqual(error, .unexpectedContent("XML where JSON was expected"))
        XCTAssertEqual(error?.message, "unexpected content: XML where JSON was expected")
    }

    func testXMLWithoutDeclarationIsNamedAsXML() {
        let body = Data("  <exchangerates><row/></exchangerates>".utf8)
        XCTAssertEqual(fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(body) }, .unexpectedContent("XML where JSON was expected"))
    }

    func testHTMLIsNamedAsHTMLForEveryDecoder() {
        let expected = FetchError.unexpectedContent("HTML where JSON was expected")
        XCTAssertEqual(fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(htmlPage) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try ERAPIDecoder.decode(htmlPage) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(htmlPage) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeCoinDetail(htmlPage) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarketChart(htmlPage) }, expected)
        let lowerCase = Data("<html><body>Bad gateway</body></html>".utf8)
        XCTAssertEqual(fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(lowerCase) }, expected)
    }

    func testEmptyAndBlankBodies() {
        let expected = FetchError.unexpectedContent("empty body")
        XCTAssertEqual(fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(Data()) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try ERAPIDecoder.decode(Data(" \n".utf8)) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(Data()) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeCoinDetail(Data()) }, expected)
    }

    func testTruncatedFixtures() {
        let expected = FetchError.unexpectedContent("truncated or malformed JSON")
        XCTAssertEqual(fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(truncated("privatbank-coursid11-2025.json")) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try ERAPIDecoder.decode(truncated("er-api-latest-usd.json")) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarkets(truncated("coingecko-markets-usd-100.json")) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeCoinDetail(truncated("coingecko-coin-bitcoin-detail-full.json")) }, expected)
        XCTAssertEqual(fetchError { () throws(FetchError) in try CoinGeckoDecoder.decodeMarketChart(truncated("coingecko-market-chart-range-excerpt.json")) }, expected)
    }

    func testObjectWhereArrayWasExpected() {
        let error = fetchError { () throws(FetchError) in try PrivatBankDecoder.decode(Data(#"{"ccy":"EUR"}"#.utf8)) }
        XCTAssertEqual(error, .unexpectedContent("unexpected JSON shape: expected an array"))
    }
}
