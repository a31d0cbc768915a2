import Foundation
import KursCore
import TestSupport
import XCTest

final class ConversionTests: XCTestCase {
    private static let cash = try! PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid5-2025.json")).elements
    private static let card = try! PrivatBankDecoder.decode(Fixtures.data("privatbank-coursid11-2025.json")).elements
    private static let mid = try! ERAPIDecoder.decode(Fixtures.data("er-api-latest-usd.json"))
    private let converter = Converter(bankRates: ConversionTests.cash, bankKind: .cash, midMarket: ConversionTests.mid)

    private func convert(_ amount: String, _ from: CurrencyCode, _ to: CurrencyCode, _ mode: ConversionMode,
        with converter: Converter? = nil) throws -> Conversion
    {
        try (converter ?? self.converter).convert(Decimal(string: amount)!, from: from, to: to, mode: mode).get()
    }

    func testUSDToUAHUsesCashBuy() throws {
        let conversion = try convert("100", "USD", "UAH", .bank)
        XCTAssertEqual(conversion.result, Decimal(string: "4125"))
        XCTAssertEqual(conversion.rate, Decimal(string: "41.25"))
        XCTAssertEqual(conversion.source, .bank(.cash))
        XCTAssertNil(conversion.fallbackNote)
        XCTAssertEqual(conversion.formattedResult, "4,125.00")
        XCTAssertEqual(conversion.formattedAmount, "100.00")
        XCTAssertEqual(conversion.rateLine, "1 USD = 41.25 UAH · PrivatBank buy")
    }

    func testUAHToUSDUsesSaleAndRoundsToCents() throws {
        let conversion = try convert("1000", "UAH", "USD", .bank)
        XCTAssertEqual(conversion.result, Decimal(string: "23.89"))  // 1000 / 41.85 = 23.8948…
        XCTAssertEqual(conversion.inverseRate, Decimal(string: "41.85"))
        XCTAssertEqual(conversion.formattedResult, "23.89")
        XCTAssertEqual(conversion.rateLine, "1 USD = 41.85 UAH · PrivatBank sale")
    }

    func testEURToUSDGoesThroughUAHWithBuyAndSale() throws {
        let conversion = try convert("100", "EUR", "USD", .bank)
        XCTAssertEqual(conversion.result, Decimal(string: "111.59"))  // 100 × 46.70 / 41.85 = 111.5890…
        XCTAssertEqual(conversion.source, .bank(.cash))
        XCTAssertEqual(conversion.rateLine, "1 EUR = 1.116 USD · PrivatBank EUR buy 46.70 / USD sale 41.85")
    }

    func testCardTableIsNamed() throws {
        let card = Converter(bankRates: Self.card, bankKind: .card, midMarket: Self.mid)
        let conversion = try convert("1", "EUR", "UAH", .bank, with: card)
        XCTAssertEqual(conversion.result, Decimal(string: "46.80"))
        XCTAssertEqual(conversion.source, .bank(.card))
        XCTAssertEqual(conversion.rateLine, "1 EUR = 46.80 UAH · PrivatBank card buy")
        // card sale 47.84689: 1000 UAH → 20.9000… EUR
        XCTAssertEqual(try convert("1000", "UAH", "EUR", .bank, with: card).result, Decimal(string: "20.90"))
    }

    func testHalfCentRoundsAwayFromZero() throws {
        // 0.1 × 41.25 = 4.125 exactly: schoolbook rounding gives 4.13 (banker's would give 4.12).
        XCTAssertEqual(try convert("0.1", "USD", "UAH", .bank).result, Decimal(string: "4.13"))
        // 0.3 × 41.25 = 12.375 → 12.38 (banker's would also give 12.38; 4.125 is the telling case).
        XCTAssertEqual(try convert("0.3", "USD", "UAH", .bank).result, Decimal(string: "12.38"))
    }

    func testMidMarketCrossPairEURToJPY() throws {
        let conversion = try convert("100", "EUR", "JPY", .midMarket)
        // 100 × 148.042596 / 0.907539 = 16312.5326… → JPY has no minor units → 16313.
        XCTAssertEqual(conversion.result, Decimal(16313))
        XCTAssertEqual(conversion.source, .midMarket)
        XCTAssertEqual(conversion.rate.rounded(8), Decimal(string: "163.12532685"))
        XCTAssertEqual(conversion.formattedResult, "16,313")
        XCTAssertEqual(conversion.rateLine, "1 EUR = 163.13 JPY · mid-market · open.er-api 19 Aug")
    }

    func testMidMarketFromBaseAndToBase() throws {
        XCTAssertEqual(try convert("100", "USD", "UAH", .midMarket).result, Decimal(string: "4122.80"))
        XCTAssertEqual(try convert("41.227988", "UAH", "USD", .midMarket).result, Decimal(1))
    }

    func testKuwaitiDinarHasThreeDecimals() throws {
        let conversion = try convert("1234.5", "USD", "KWD", .midMarket)
        XCTAssertEqual(conversion.result, Decimal(string: "377.401"))  // 377.401464
        XCTAssertEqual(conversion.formattedResult, "377.401")
    }

    func testRURRowCountsAsRUB() throws {
        let rows = [BankRate(ccy: "RUR", baseCcy: "UAH", buy: Decimal(string: "0.45")!, sale: Decimal(string: "0.48008")!)]
        let bank = Converter(bankRates: rows, midMarket: Self.mid)
        let byISO = try convert("100", "RUB", "UAH", .bank, with: bank)
        XCTAssertEqual(byISO.result, Decimal(45))
        XCTAssertEqual(byISO.source, .bank(.cash))
        XCTAssertEqual(byISO.from, "RUB")
        XCTAssertEqual(try convert("100", "RUR", "UAH", .bank, with: bank).result, Decimal(45))
    }

    func testRowsNotBasedOnUAHAreIgnored() throws {
        let rows = [BankRate(ccy: "BTC", baseCcy: "USD", buy: 8332, sale: 9210)]
        let bank = Converter(bankRates: rows + Self.cash, midMarket: nil)
        XCTAssertEqual(bank.convert(1, from: "BTC", to: "UAH", mode: .bank), .failure(.noRate(from: "BTC", to: "UAH")))
    }

    func testUnquotedPairFallsBackToMidMarketWithNote() throws {
        let conversion = try convert("100", "GBP", "UAH", .bank)
        XCTAssertEqual(conversion.source, .midMarket)
        XCTAssertEqual(conversion.result, Decimal(string: "5331.04"))  // 100 × 41.227988 / 0.773358
        XCTAssertEqual(conversion.fallbackNote, "PrivatBank doesn't quote GBP")
        XCTAssertEqual(
            conversion.rateLine, "1 GBP = 53.31 UAH · mid-market · open.er-api 19 Aug · PrivatBank doesn't quote GBP")
        let noBank = Converter(midMarket: Self.mid)
        XCTAssertEqual(try convert("1", "USD", "UAH", .bank, with: noBank).fallbackNote, "no PrivatBank rates")
        XCTAssertEqual(try convert("1", "GBP", "JPY", .bank).fallbackNote, "PrivatBank doesn't quote GBP, JPY", "both named")
        XCTAssertEqual(try convert("1", "USD", "JPY", .bank).fallbackNote, "PrivatBank doesn't quote JPY")
    }

    func testErrors() {
        XCTAssertEqual(converter.convert(-1, from: "USD", to: "UAH", mode: .bank), .failure(.negativeAmount(-1)))
        XCTAssertEqual(converter.convert(1, from: "USD", to: "XYZ", mode: .midMarket), .failure(.noRate(from: "USD", to: "XYZ")))
        XCTAssertEqual(Converter(bankRates: Self.cash).convert(1, from: "GBP", to: "UAH", mode: .bank),
            .failure(.noRate(from: "GBP", to: "UAH")))
        XCTAssertEqual(ConversionError.noRate(from: "USD", to: "XYZ").reason, "no rate for USD → XYZ")
    }

    func testSameCurrencyIsOne() throws {
        let conversion = try convert("12.5", "USD", "USD", .bank)
        XCTAssertEqual(conversion.result, Decimal(string: "12.5"))
        XCTAssertEqual(conversion.rate, 1)
        XCTAssertEqual(conversion.rateLine, "1 USD = 1 USD")
    }

    func testZeroAmount() throws {
        XCTAssertEqual(try convert("0", "USD", "UAH", .bank).formattedResult, "0.00")
    }

    func testRateAndAmountFormatting() {
        XCTAssertEqual(ConversionFormat.rate(Decimal(string: "0.0238948626")!), "0.02389")
        XCTAssertEqual(ConversionFormat.rate(Decimal(string: "15688.05663")!), "15,688.06")
        XCTAssertEqual(ConversionFormat.rate(Decimal(string: "1.11589")!), "1.116")
        XCTAssertEqual(ConversionFormat.amount(Decimal(string: "1234567.891")!, in: "USD"), "1,234,567.89")
        XCTAssertEqual(ConversionFormat.amount(Decimal(string: "0.125")!, in: "USD", keepingDigits: true), "0.125")
        XCTAssertEqual(ConversionFormat.amount(Decimal(string: "2.5")!, in: "JPY"), "3")
    }

    func testQuickPicksDefault() {
        XCTAssertEqual(QuickPicks.defaultCodes, ["USD", "EUR", "UAH", "GBP", "PLN", "JPY"])
    }
    /// The mid-market rate alone is the rate of a mid-market conversion: the same currency 1, an alias (RUR) as
    /// its code, a code the rates leave out nil.
    func testMidMarketRateIsTheMidMarketConversionsRate() {
        for code in ["USD", "EUR", "PLN", "GBP", "JPY", "UAH", "RUR", "CHF"] as [CurrencyCode] {
            for target in ["UAH", "USD", "EUR"] as [CurrencyCode] {
                let conversion = try? convert("1", code, target, .midMarket)
                XCTAssertNotNil(conversion, "\(code) → \(target)")
                XCTAssertEqual(converter.midMarketRate(from: code, to: target), conversion?.rate, "\(code) → \(target)")
            }
        }
        XCTAssertEqual(converter.midMarketRate(from: "UAH", to: "UAH"), 1)
        XCTAssertNil(converter.midMarketRate(from: "XYZ", to: "UAH"))
        XCTAssertNil(Converter().midMarketRate(from: "USD", to: "UAH"), "no rates loaded")
        if case .success = converter.convert(1, from: "XYZ", to: "UAH", mode: .midMarket) { XCTFail("XYZ has no rate") }
    }
}

extension Decimal {
    /// Rounded half away from zero to `scale` places, for comparing long quotients.
    fileprivate func rounded(_ scale: Int) -> Decimal {
        var input = self
        var result = Decimal()
        NSDecimalRound(&result, &input, scale, .plain)
        return result
    }
}
