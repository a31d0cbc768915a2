import Foundation
import XCTest
@testable import KursCore
import TestSupport

/// The NBU, Monobank and PrivatBank archive fixtures decoded with exact values.
final class UkrainianRatesDecodingTests: XCTestCase {
    private func decimal(_ text: String) -> Decimal { DecimalText.parse(text)! }

    func testNBUFullListInItsOwnLayout() throws {
        let list = try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json"))
        XCTAssertEqual(list.elements.count, 46)
        XCTAssertEqual(list.droppedCount, 0)
        let byCode = Dictionary(uniqueKeysWithValues: list.elements.map { ($0.code.rawValue, $0) })
        XCTAssertEqual(byCode["USD"], OfficialRate(
            code: "USD", numericCode: 840, name: "Долар США", rate: decimal("41.4228"),
            date: RateDay(year: 2025, month: 4, day: 1)!))
        XCTAssertEqual(byCode["IDR"]?.rate, decimal("0.0024978"))
        XCTAssertEqual(byCode["HUF"]?.rate, decimal("0.111465"))
        XCTAssertEqual(byCode["XAU"]?.rate, decimal("129152.56"))
        XCTAssertEqual(byCode["XAU"]?.name, "Золото")
        XCTAssertEqual(byCode["XDR"]?.rate, decimal("55.0514"))
        XCTAssertEqual(byCode["PLN"]?.rate, decimal("10.716"))
        XCTAssertEqual(list.elements.suffix(5).map(\.code.rawValue), ["PLN", "XAU", "XAG", "XPT", "XPD"])
        XCTAssertEqual(list.elements.first?.code, "DZD")
        XCTAssertTrue(list.elements.allSatisfy { $0.date.dotted == "01.04.2025" && $0.special == nil })
    }

    func testNBURowsWithoutCodeOrWithHostileTextOrSpecialMark() throws {
        let body = Data("""
            [{"r030":840,"txt":"Долар\\u001b[31m США","rate":"41.4228","exchangedate":"01.04.2025","special":"Y"},
             {"r030":1000,"txt":"x","rate":2.5,"cc":"","exchangedate":"01.04.2025"},
             {"r030":978,"txt":"Євро","rate":0,"cc":"EUR","exchangedate":"01.04.2025"},
             {"r030":985,"txt":"Злотий","rate":10.716,"cc":"PLN","exchangedate":"2025-04-01"}]
            """.utf8)
        let list = try NBUDecoder.decode(body)
        XCTAssertEqual(list.droppedCount, 2)  // zero rate, unreadable date
        XCTAssertEqual(list.elements.map(\.code.rawValue), ["USD", "1000"])  // from r030; unknown kept as its number
        XCTAssertEqual(list.elements[0].name, "Долар США")
        XCTAssertEqual(list.elements[0].special, "Y")
        XCTAssertEqual(list.elements[0].rate, decimal("41.4228"))
    }

    func testMonobank2023BuySaleAndCrossOnlyRowsWithZeroAsAbsent() throws {
        let list = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json"))
        XCTAssertEqual(list.elements.count, 107)
        XCTAssertEqual(list.droppedCount, 0)
        XCTAssertEqual(list.elements[0], MonobankRate(
            currencyA: "USD", currencyB: "UAH", numericA: 840, numericB: 980, buy: decimal("36.4"),
            sale: decimal("37.4406"), cross: nil, date: Date(timeIntervalSince1970: 1_697_230_873)))
        XCTAssertEqual(list.elements[2].currencyA, "EUR")
        XCTAssertEqual(list.elements[2].currencyB, "USD")
        XCTAssertEqual(list.elements[2].buy, decimal("1.049"))
        let gbp = try XCTUnwrap(list.elements.first { $0.currencyA == "GBP" })
        XCTAssertNil(gbp.buy)
        XCTAssertNil(gbp.sale)
        XCTAssertEqual(gbp.cross, decimal("45.79"))
        XCTAssertEqual(list.elements.filter { $0.buy != nil }.count, 3)
        XCTAssertTrue(list.elements.allSatisfy { $0.currencyA.rawValue.allSatisfy(\.isLetter) })  // every 2023 code is current
    }

    func testMonobank2020TripleRowAndRetiredCodesKeptAsNumbers() throws {
        let list = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2020-10-09-RUB-PLNtriple.json"))
        XCTAssertEqual(list.elements.count, 114)
        let pln = try XCTUnwrap(list.elements.first { $0.currencyA == "PLN" })
        XCTAssertEqual(pln.buy, decimal("7.3"))
        XCTAssertEqual(pln.sale, decimal("7.5"))
        XCTAssertEqual(pln.cross, decimal("7.5"))
        XCTAssertEqual(list.elements.first { $0.numericA == 643 }?.currencyA, "RUB")
        // Mauritanian ouguiya 478 (MRO, replaced 2018) and Zambian kwacha 894 (ZMK, replaced 2013): retired.
        let mro = try XCTUnwrap(list.elements.first { $0.numericA == 478 })
        XCTAssertEqual(mro.currencyA, "478")
        XCTAssertEqual(mro.cross, decimal("0.0744"))
        XCTAssertEqual(list.elements.first { $0.numericA == 894 }?.currencyA, "894")
    }

    func testMonobankErrorBodyAndBadRows() throws {
        XCTAssertThrowsError(try MonobankDecoder.decode(Fixtures.data("monobank-429-too-many-requests.json"))) { error in
            XCTAssertEqual(error as? FetchError, .apiError("Too many requests"))
        }
        XCTAssertEqual(MonobankDecoder.errorDescription(in: Data(#"{"errorDescription":"a\u0007b"}"#.utf8)), "ab")
        let list = try MonobankDecoder.decode(Data("""
            [{"currencyCodeA":999,"currencyCodeB":980,"date":1,"rateCross":"2.5"},
             {"currencyCodeA":1000,"currencyCodeB":980,"date":1,"rateBuy":1,"rateSell":2},
             {"currencyCodeA":840,"currencyCodeB":980,"date":1,"rateBuy":0,"rateSell":0,"rateCross":0},
             {"currencyCodeA":840,"currencyCodeB":980,"date":1,"rateBuy":-1},
             {"currencyCodeA":"USD","currencyCodeB":980,"date":1,"rateBuy":1}]
            """.utf8))
        XCTAssertEqual(list.elements.map(\.currencyA.rawValue), ["XXX", "1000"])
        XCTAssertEqual(list.elements[0].cross, decimal("2.5"))
        XCTAssertEqual(list.droppedCount, 3)
    }

    /// A date that is not a whole number is still seconds since 1970 (a fraction, an exponent); a string, a
    /// negative or a code with a fraction is no date or no code, as before dates were read as integers first.
    func testMonobankDatesAndCodesOfOtherShapes() throws {
        let list = try MonobankDecoder.decode(Data("""
            [{"currencyCodeA":840,"currencyCodeB":980,"date":1697230873.5,"rateBuy":36.4,"rateSell":37.44},
             {"currencyCodeA":978,"currencyCodeB":980,"date":1.6972e9,"rateBuy":38.35,"rateSell":39.7},
             {"currencyCodeA":826,"currencyCodeB":980,"date":"1697230873","rateCross":45.79},
             {"currencyCodeA":985,"currencyCodeB":980,"date":-5,"rateCross":9.1},
             {"currencyCodeA":840.5,"currencyCodeB":980,"date":1,"rateBuy":1}]
            """.utf8))
        XCTAssertEqual(list.droppedCount, 1, "a code with a fraction")
        XCTAssertEqual(list.elements.map(\.date), [
            Date(timeIntervalSince1970: 1_697_230_873.5), Date(timeIntervalSince1970: 1_697_200_000),
            Date(timeIntervalSince1970: 1_697_230_873.5), Date(timeIntervalSince1970: 1_697_230_873.5),
        ], "a string or negative date is the response's newest")
        XCTAssertEqual(list.elements[0].sale, decimal("37.44"))
    }

    func testMonobankRowsWithoutADateOrWithAStringCodeAreKept() throws {
        let list = try MonobankDecoder.decode(Data("""
            [{"currencyCodeA":"826","currencyCodeB":980,"date":1697230873,"rateCross":45.79},
             {"currencyCodeA":840,"currencyCodeB":"980","rateBuy":36.4,"rateSell":37.4406},
             {"currencyCodeA":978,"currencyCodeB":980,"date":0,"rateBuy":38.35,"rateSell":39.6999},
             {"currencyCodeA":985,"currencyCodeB":980,"date":1697200000,"rateCross":9.1}]
            """.utf8))
        XCTAssertEqual(list.droppedCount, 0)
        XCTAssertEqual(list.elements.map(\.currencyA.rawValue), ["GBP", "USD", "EUR", "PLN"])
        XCTAssertEqual(list.elements.map(\.numericA), [826, 840, 978, 985])
        XCTAssertEqual(list.elements[0].cross, decimal("45.79"))
        XCTAssertEqual(list.elements[1].currencyB, .uah)
        XCTAssertEqual(list.elements[1].sale, decimal("37.4406"))
        let newest = Date(timeIntervalSince1970: 1_697_230_873)
        XCTAssertEqual(list.elements.map(\.date), [newest, newest, newest, Date(timeIntervalSince1970: 1_697_200_000)],
                       "a missing or 0 date is the response's newest")
        let undated = try MonobankDecoder.decode(Data(#"[{"currencyCodeA":840,"currencyCodeB":980,"rateBuy":36.4}]"#.utf8))
        XCTAssertEqual(undated.elements.count, 1)
        XCTAssertNil(undated.elements[0].date, "no row has a date")
        let observed = RateObservation.from(undated.elements, fetchedAt: newest)
        XCTAssertEqual(observed.map(\.day), [RateDay(newest)], "recorded for the day it was fetched")
        XCTAssertNil(observed.first?.sourceTime)
        let bad = try MonobankDecoder.decode(Data(
            #"[{"currencyCodeA":"8.26","currencyCodeB":980,"rateBuy":1},{"currencyCodeA":"12345","currencyCodeB":980,"rateBuy":1}]"#.utf8))
        XCTAssertEqual(bad.droppedCount, 2, "only a string of 1-4 digits is a code")
    }

    func testPrivatBankArchive2020() throws {
        let day = try PrivatBankArchiveDecoder.decode(Fixtures.data("privatbank-archive-exchange_rates-20.02.2020.json"))
        XCTAssertEqual(day.date, RateDay(year: 2020, month: 2, day: 20))
        XCTAssertEqual(day.rates.elements.count, 25)
        XCTAssertEqual(day.rates.droppedCount, 0)
        XCTAssertEqual(day.rate(of: "USD"), ArchiveRate(
            currency: "USD", baseCurrency: "UAH", saleRateNB: decimal("24.5231"), purchaseRateNB: decimal("24.5231"),
            saleRate: decimal("24.51"), purchaseRate: decimal("24.2")))
        XCTAssertEqual(day.rate(of: "AUD")?.saleRate, nil)
        XCTAssertEqual(day.rate(of: "AUD")?.saleRateNB, decimal("16.401"))
        XCTAssertEqual(day.rate(of: "UAH")?.saleRateNB, 1)
        XCTAssertEqual(day.rates.elements.last?.currency, "GEL")  // out of order, as sent
        XCTAssertEqual(day.rates.elements.filter { $0.saleRate != nil }.count, 6)
    }

    func testPrivatBankArchive2024() throws {
        let day = try PrivatBankArchiveDecoder.decode(Fixtures.data("privatbank-archive-exchange_rates-01.07.2024.json"))
        XCTAssertEqual(day.date.iso, "2024-07-01")
        XCTAssertEqual(day.rates.elements.count, 26)
        XCTAssertEqual(day.rate(of: "EUR")?.purchaseRate, 43)
        XCTAssertEqual(day.rate(of: "EUR")?.saleRate, 44)
        XCTAssertEqual(day.rate(of: "EUR")?.saleRateNB, decimal("43.2658"))
        XCTAssertEqual(day.rate(of: "USD")?.saleRate, decimal("40.85"))
        XCTAssertEqual(day.rates.elements.last?.currency, "XAU")
        XCTAssertThrowsError(try PrivatBankArchiveDecoder.decode(Data(#"{"exchangeRate":[]}"#.utf8)))
        let empty = try PrivatBankArchiveDecoder.decode(Data(#"{"date":"02.07.2024","exchangeRate":[]}"#.utf8))
        XCTAssertEqual(empty.rates.elements, [])
    }

    /// A price of 0 or below is no price: an NB rate of 0 is nil (never stored as 0: `history --json` had
    /// `"rate":0`), the cash prices beside it stay; a row with no price at all is dropped and counted.
    func testPrivatBankArchiveZeroPricesAreAbsent() throws {
        let body = Data(#"{"date":"01.04.2025","exchangeRate":[{"baseCurrency":"UAH","currency":"USD","saleRateNB":0,"purchaseRateNB":0,"saleRate":41.5,"purchaseRate":41.0},{"baseCurrency":"UAH","currency":"EUR","saleRateNB":44.5,"purchaseRateNB":44.5,"saleRate":0},{"baseCurrency":"UAH","currency":"PLN","saleRateNB":0,"purchaseRateNB":-1}]}"#.utf8)
        let day = try PrivatBankArchiveDecoder.decode(body)
        XCTAssertEqual(day.rates.elements, [
            ArchiveRate(currency: "USD", baseCurrency: .uah, saleRateNB: nil, purchaseRateNB: nil,
                        saleRate: Decimal(string: "41.5"), purchaseRate: 41),
            ArchiveRate(currency: "EUR", baseCurrency: .uah, saleRateNB: Decimal(string: "44.5"),
                        purchaseRateNB: Decimal(string: "44.5")),
        ])
        XCTAssertEqual(day.rates.droppedCount, 1)
    }

    func testRateDayForms() throws {
        let day = try XCTUnwrap(RateDay(dotted: "01.04.2025"))
        XCTAssertEqual(day.iso, "2025-04-01")
        XCTAssertEqual(day.compact, "20250401")
        XCTAssertEqual(RateDay(iso: "2025-04-01"), day)
        XCTAssertNil(RateDay(dotted: "30.02.2025"))
        XCTAssertEqual(day.adding(days: -1).iso, "2025-03-31")
        XCTAssertEqual(RateDay(year: 2024, month: 12, day: 31)!.adding(days: 1).iso, "2025-01-01")
        // 2025-03-31 22:30 UTC is already 1 April in Kyiv (UTC+3 in summer).
        XCTAssertEqual(RateDay(Date(timeIntervalSince1970: 1_743_460_200)).iso, "2025-04-01")
    }
}
