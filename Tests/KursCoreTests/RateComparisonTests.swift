import Foundation
import KursCore
import TestSupport
import XCTest

/// `CurrencyComparison` (best buy / best sale among the banks), `RateQuote` rows of every source, the status
/// placeholders `{nbu:…}`, `{mono:…}`, `{best:…}` and `Converter.convert(_:from:to:at:)` with Monobank and NBU prices.
final class RateComparisonTests: XCTestCase {
    let fetchedAt = Date(timeIntervalSince1970: 1_771_343_791)

    func list(_ rows: [RateQuote], minutesAgo: Double = 0) -> Fetched<[RateQuote]> {
        Fetched(value: rows, fetchedAt: fetchedAt.addingTimeInterval(-minutesAgo * 60), origin: .cache)
    }

    func usd(buy: String?, sale: String?, rate: String? = nil) -> RateQuote {
        RateQuote(ccy: "USD", baseCcy: .uah, buy: buy.flatMap { Decimal(string: $0) }, sale: sale.flatMap { Decimal(string: $0) },
                  rate: rate.flatMap { Decimal(string: $0) })
    }

    func testBestBuyIsTheHighestBankBuyAndBestSaleTheLowestBankSale() {
        let comparison = CurrencyComparison.of("USD", in: [
            (.privatbank, list([usd(buy: "41.25", sale: "41.85")])),
            (.privatbankCard, list([usd(buy: "41.35", sale: "41.841")])),
            (.monobank, list([usd(buy: "36.4", sale: "37.4406")])),
            (.nbu, list([usd(buy: nil, sale: nil, rate: "41.4228")])),
        ])
        XCTAssertEqual(comparison.quotes.map(\.source), [.privatbank, .privatbankCard, .monobank, .nbu])
        XCTAssertEqual(comparison.bestBuy, BestQuote(source: .privatbankCard, value: Decimal(string: "41.35")!))
        XCTAssertEqual(comparison.bestSale, BestQuote(source: .monobank, value: Decimal(string: "37.4406")!))
    }

    func testTheNBUIsNeverBestAndZeroOrMissingPricesDoNotCount() {
        let comparison = CurrencyComparison.of("USD", in: [
            (.nbu, list([usd(buy: "99", sale: "1", rate: "41.4228")])),
            (.monobank, list([usd(buy: "0", sale: nil, rate: "45.79")])),
        ])
        XCTAssertNil(comparison.bestBuy)
        XCTAssertNil(comparison.bestSale)
    }

    func testATieGoesToTheSourceListedFirstAndCodesCompareAsISOCodes() {
        let rur = RateQuote(ccy: "RUR", baseCcy: .uah, buy: 1, sale: 2)
        let comparison = CurrencyComparison.of("RUB", in: [(.privatbank, list([rur])), (.monobank, list([rur]))])
        XCTAssertEqual(comparison.bestBuy?.source, .privatbank)
        XCTAssertEqual(comparison.bestSale?.source, .privatbank)
        XCTAssertNil(RateQuote.inHryvnias("EUR", in: [RateQuote(ccy: "EUR", baseCcy: "USD", buy: 1, sale: 1)]),
                     "a row priced in dollars is not a hryvnia price")
    }

    func testRowsOfTheFixtures() throws {
        let nbu = RateQuote.rows(try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")).elements)
        XCTAssertEqual(RateQuote.inHryvnias("USD", in: nbu), RateQuote(ccy: "USD", baseCcy: .uah, rate: Decimal(string: "41.4228")))
        let mono = RateQuote.rows(try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")).elements)
        XCTAssertEqual(mono.count, 107)
        XCTAssertEqual(RateQuote.inHryvnias("GBP", in: mono), RateQuote(ccy: "GBP", baseCcy: .uah, rate: Decimal(string: "45.79")))
        XCTAssertEqual(mono[2], RateQuote(ccy: "EUR", baseCcy: "USD", buy: Decimal(string: "1.049"), sale: Decimal(string: "1.064")))
    }

    func testStatusPlaceholdersOfTheUkrainianSources() throws {
        let mono = try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")).elements
        let nbu = try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")).elements
        let cash = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json")).elements
        let card = try PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid11-2025.json")).elements
        func cached<Value: Sendable>(_ value: Value, minutesAgo: Double) -> Fetched<Value> {
            Fetched(value: value, fetchedAt: fetchedAt.addingTimeInterval(-minutesAgo * 60), origin: .cache)
        }
        let data = StatusData(rates: [
            .privatbank: cached(RateQuote.rows(cash), minutesAgo: 1),
            .privatbankCard: cached(RateQuote.rows(card), minutesAgo: 120),
            .monobank: cached(RateQuote.rows(mono), minutesAgo: 3), .nbu: cached(RateQuote.rows(nbu), minutesAgo: 5),
        ])
        let template = try StatusFormat.parse("{nbu:usd} {mono:USD:buy}/{mono:USD:sale} {best:USD:buy}/{best:USD:sale} {age}")
        XCTAssertEqual(template.render(data: data, now: fetchedAt), "41.42 36.40/37.44 41.35/37.44 2h",
                       "{age}: the card rates (best buy) are 2 hours old")
        XCTAssertEqual(try StatusFormat.parse("{mono:GBP:sale} {nbu:GBP} {best:GBP:buy}").render(data: data, now: fetchedAt),
                       "? 53.66 ?", "Monobank has a cross rate only for GBP")
        XCTAssertEqual(try StatusFormat.parse("{mono:GBP:buy}").render(data: data, now: fetchedAt), "?",
                       "alone: Monobank is cached but lacks the value, which is not 'no data yet'")
        let cashOnly = StatusData(rates: data.rates.filter { $0.key == .privatbank })
        XCTAssertNil(try StatusFormat.parse("{mono:GBP:buy}").render(data: cashOnly, now: fetchedAt),
                     "no Monobank list at hand: no data yet")
        XCTAssertEqual(StatusPlaceholder(name: "best:eur:SALE"), .best("EUR", .sale))
        XCTAssertEqual(StatusPlaceholder(name: "mono:EUR:buy")?.name, "mono:EUR:buy")
        XCTAssertEqual(StatusPlaceholder(name: "nbu:USD")?.name, "nbu:USD")
        XCTAssertNil(StatusPlaceholder(name: "nbu:USD:buy"))
        XCTAssertNil(StatusPlaceholder(name: "mono:USD"))
        XCTAssertNil(StatusPlaceholder(name: "best:USD:mid"))
        let sources = template.requiredSources
        XCTAssertEqual(sources.rateCodes, [.privatbank: ["USD"], .privatbankCard: ["USD"], .monobank: ["USD"], .nbu: ["USD"]])
    }

    func testConvertingAtMonobankAndNBUPrices() throws {
        let mono = HryvniaPrices.monobank(
            try MonobankDecoder.decode(Fixtures.data("monobank-bank-currency-full-2023-10-14.json")).elements)
        let nbu = HryvniaPrices.nbu(try NBUDecoder.decode(Fixtures.data("nbu-exchange-full-2025-04-01-rawformat.json")).elements)
        let converter = Converter()
        // USD → EUR at Monobank: 100 × 36.4 (its USD buy) / 39.6999 (its EUR sale) = 91.6879…
        let cross = try converter.convert(100, from: "USD", to: "EUR", at: mono).get()
        XCTAssertEqual(cross.result, Decimal(string: "91.69"))
        XCTAssertEqual(cross.source, .monobank)
        XCTAssertEqual(cross.rateLine, "1 USD = 0.9169 EUR · Monobank USD buy 36.40 / EUR sale 39.70")
        let official = try converter.convert(1000, from: "UAH", to: "USD", at: nbu).get()
        XCTAssertEqual(official.result, Decimal(string: "24.14"))
        XCTAssertEqual(official.rateLine, "1 USD = 41.42 UAH · NBU official")
        // Monobank has a cross rate only for GBP (45.79): both sides are priced at it, and the line says so.
        let gbp = try converter.convert(100, from: "GBP", to: "UAH", at: mono).get()
        XCTAssertEqual(gbp.result, Decimal(string: "4579"))
        XCTAssertEqual(gbp.rateLine, "1 GBP = 45.79 UAH · Monobank cross")
        let toGBP = try converter.convert(4579, from: "UAH", to: "GBP", at: mono).get()
        XCTAssertEqual(toGBP.result, Decimal(100))
        XCTAssertEqual(toGBP.rateLine, "1 GBP = 45.79 UAH · Monobank cross")
        let usdToGBP = try converter.convert(100, from: "USD", to: "GBP", at: mono).get()
        XCTAssertEqual(usdToGBP.result, Decimal(string: "79.49"), "100 × 36.4 / 45.79 = 79.493…")
        XCTAssertEqual(usdToGBP.rateLine, "1 USD = 0.7949 GBP · Monobank USD buy 36.40 / GBP cross 45.79")
        XCTAssertEqual(converter.convert(1, from: "VES", to: "UAH", at: mono), .failure(.noRate(from: "VES", to: "UAH")))
    }
}
