import Foundation
import KursCore
import TestSupport
import XCTest

final class PrivatBankDecodingTests: XCTestCase {
    func testCardRatesFixtureKeepsExactSale() throws {
        let list = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid11-2025.json"))
        XCTAssertEqual(list.droppedCount, 0)
        XCTAssertEqual(list.elements.map(\.ccy), ["EUR", "USD"])
        let eur = try XCTUnwrap(list.elements.first)
        XCTAssertEqual(eur.baseCcy, .uah)
        XCTAssertEqual(eur.sale, Decimal(string: "47.84689"))
        XCTAssertEqual(eur.buy, Decimal(string: "46.8"))
        XCTAssertEqual(list.elements[1].buy, Decimal(string: "41.35"))
        XCTAssertEqual(list.elements[1].sale, Decimal(string: "41.841"))
    }

    func testCashRatesFixture() throws {
        let list = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json"))
        XCTAssertEqual(
            list,
            DecodedList(elements: [
                BankRate(ccy: "EUR", baseCcy: "UAH", buy: Decimal(string: "46.7")!, sale: Decimal(string: "47.7")!),
                BankRate(ccy: "USD", baseCcy: "UAH", buy: Decimal(string: "41.25")!, sale: Decimal(string: "41.85")!),
            ]))
    }

    func testNumbersAreAcceptedAndNonISOCodesKept() throws {
        let body = Data(#"[{"ccy":"RUR","base_ccy":"UAH","buy":0.45,"sale":"0.48008"},{"ccy":"BTC","base_ccy":"USD","buy":"8332.9060","sale":9210.054}]"#.utf8)
        let list = try PrivatBankDecoder.decode(body)
        XCTAssertEqual(list.elements.map(\.ccy.rawValue), ["RUR", "BTC"])
        XCTAssertEqual(list.elements[0].ccy.iso4217, "RUB")
        XCTAssertEqual(list.elements[0].buy, Decimal(string: "0.45"))
        XCTAssertEqual(list.elements[0].sale, Decimal(string: "0.48008"))
        XCTAssertEqual(list.elements[1].baseCcy, .usd)
        XCTAssertEqual(list.elements[1].sale, Decimal(string: "9210.054"))
    }

    func testBadRowsAreDroppedAndCounted() throws {
        let body = Data(
            #"""
            [{"ccy":"EUR","base_ccy":"UAH","buy":"46.80000","sale":"abc"},
             {"ccy":"USD","base_ccy":"UAH","buy":"41.35000","sale":"41.84100"},
             {"ccy":"PLN","base_ccy":"UAH","buy":"12abc","sale":"11.1"},
             {"base_ccy":"UAH","buy":"1","sale":"2"},
             {"ccy":"\u001b[31m","base_ccy":"UAH","buy":"1","sale":"2"},
             "junk", null]
            """#.utf8)
        let list = try PrivatBankDecoder.decode(body)
        XCTAssertEqual(list.elements.map(\.ccy), ["USD"])
        XCTAssertEqual(list.droppedCount, 6)
    }

    /// A buy or sale of 0 or below is no price: the row is dropped and counted (the dashboard showed "0.00", JSON
    /// `"buy":0`), never the others.
    func testZeroOrNegativePriceDropsOnlyItsRow() throws {
        let body = Data(
            #"""
            [{"ccy":"EUR","base_ccy":"UAH","buy":"0","sale":"0"},
             {"ccy":"USD","base_ccy":"UAH","buy":"41.35000","sale":"41.84100"},
             {"ccy":"PLN","base_ccy":"UAH","buy":"10.1","sale":"0.00000"},
             {"ccy":"GBP","base_ccy":"UAH","buy":-52,"sale":"53.2"},
             {"ccy":"CHF","base_ccy":"UAH","buy":0.0001,"sale":"49"}]
            """#.utf8)
        let list = try PrivatBankDecoder.decode(body)
        XCTAssertEqual(list.elements.map(\.ccy), ["USD", "CHF"])
        XCTAssertEqual(list.elements[1].buy, Decimal(string: "0.0001"))
        XCTAssertEqual(list.droppedCount, 3)
    }

    func testEmptyArrayIsAnEmptyList() throws {
        XCTAssertEqual(try PrivatBankDecoder.decode(Data("[]".utf8)), DecodedList(elements: []))
    }
}
