import Foundation
import KursCore
import TestSupport
import XCTest

final class ERAPIDecodingTests: XCTestCase {
    func testLatestUSDFixture() throws {
        let rates = try ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))
        XCTAssertEqual(rates.baseCode, .usd)
        XCTAssertEqual(rates.rates.count, 162)
        XCTAssertEqual(rates.rates["UAH"], Decimal(string: "41.227988"))
        XCTAssertEqual(rates.rates["EUR"], Decimal(string: "0.907539"))
        XCTAssertEqual(rates.rates["USD"], 1)
        XCTAssertEqual(rates.rates["ARS"], 944)
        XCTAssertEqual(rates.lastUpdate, Date(timeIntervalSince1970: 1_724_025_751))
        XCTAssertEqual(rates.nextUpdate, Date(timeIntervalSince1970: 1_724_112_381))
        XCTAssertEqual(DateFormat.iso8601(rates.lastUpdate), "2024-08-19T00:02:31Z")
    }

    func testUnsupportedCodeFixtureIsAnAPIError() {
        let error = fetchError { () throws(FetchError) in try ERAPIDecoder.decode(Fixtures.data("er-api-error-unsupported-code.json")) }
        XCTAssertEqual(error, .apiError("unsupported currency code"))
        XCTAssertEqual(error?.message, "unsupported currency code")
    }

    func testOtherErrorTypesInWords() {
        let cases = [
            "malformed-request": "malformed request", "invalid-key": "invalid API key",
            "inactive-account": "inactive account", "quota-reached": "quota reached",
            "base-code-too-odd": "base code too odd",
        ]
        for (type, words) in cases {
            let body = Data(#"{"result":"error","error-type":"\#(type)"}"#.utf8)
            XCTAssertEqual(fetchError { () throws(FetchError) in try ERAPIDecoder.decode(body) }, .apiError(words), type)
        }
    }

    func testRateThatIsNotANumberIsDropped() throws {
        let body = Data(
            #"{"result":"success","base_code":"eur","time_last_update_unix":10,"time_next_update_unix":20,"rates":{"EUR":1,"UAH":"x","USD":1.0823,"JPY":null,"GBP":6.31917e-7}}"#
                .utf8)
        let rates = try ERAPIDecoder.decode(body)
        XCTAssertEqual(rates.baseCode, .eur)
        XCTAssertEqual(rates.rates, ["EUR": 1, "USD": Decimal(string: "1.0823")!, "GBP": Decimal(string: "0.000000631917")!])
        XCTAssertEqual(rates.nextUpdate, Date(timeIntervalSince1970: 20))
    }

    func testSuccessWithoutRatesIsUnexpectedContent() {
        let body = Data(#"{"result":"success","base_code":"USD"}"#.utf8)
        guard case .unexpectedContent(let what)? = fetchError({ () throws(FetchError) in try ERAPIDecoder.decode(body) }) else {
            return XCTFail("expected unexpectedContent")
        }
        XCTAssertTrue(what.contains("missing"), what)
    }
}
