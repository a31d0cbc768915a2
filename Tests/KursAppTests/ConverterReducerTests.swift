import Foundation
import KursCore
import TestSupport
import XCTest
@testable import KursApp

/// The converter's state changes: exact results from the fixtures, amount entry, errors, picker, swap.
final class ConverterReducerTests: XCTestCase {
    private typealias F = ConverterFixtures

    func testHundredUSDToUAHAtBankBuy() throws {
        let state = F.state()
        let conversion = try XCTUnwrap(state.conversion)
        XCTAssertEqual(conversion.result, Decimal(string: "4125"))
        XCTAssertEqual(conversion.formattedResult, "4,125.00")
        XCTAssertEqual(conversion.rateLine, "1 USD = 41.25 UAH · PrivatBank buy")
        XCTAssertEqual(ConverterRateText.rateLine(conversion, rates: F.rates.bank.map { ($0.fetchedAt, $0.origin) }, timeZone: .gmt),
                       "1 USD = 41.25 UAH · PrivatBank buy · 14:00")
        let sample = Fetched(value: F.cash, fetchedAt: Date(timeIntervalSince1970: 1_735_689_600), origin: .embeddedSample(recordedOn: "2025"))
        XCTAssertEqual(ConverterRateText.rateLine(conversion, rates: (sample.fetchedAt, sample.origin), timeZone: .gmt),
                       "1 USD = 41.25 UAH · PrivatBank buy · sample 2025", "the sample's date, never a clock time")
        XCTAssertEqual(ConverterRateText.inverseLine(conversion), "1 UAH = 0.02424 USD")
        XCTAssertEqual(ConverterRateText.summary(conversion), "100 USD = 4,125.00 UAH")
        XCTAssertNil(state.inputError)
    }

    func testThousandUAHToUSDAtBankSale() throws {
        let conversion = try XCTUnwrap(F.state("1000", from: .uah, to: .usd).conversion)
        XCTAssertEqual(conversion.result, Decimal(string: "23.89"))
        XCTAssertEqual(conversion.formattedResult, "23.89")
        XCTAssertEqual(conversion.rateLine, "1 USD = 41.85 UAH · PrivatBank sale")
    }

    func testMidMarketEURToJPYCrossPair() throws {
        let conversion = try XCTUnwrap(F.state("100", from: .eur, to: "JPY", mode: .midMarket).conversion)
        XCTAssertEqual(conversion.result, Decimal(16313))
        XCTAssertEqual(conversion.formattedResult, "16,313")
        XCTAssertEqual(ConverterRateText.rateLine(conversion, rates: F.rates.bank.map { ($0.fetchedAt, $0.origin) }, timeZone: .gmt),
                       "1 EUR = 163.13 JPY · mid-market · open.er-api 19 Aug")
    }

    func testToggleModeSwitchesToMidMarket() throws {
        var state = F.state()
        F.press([.toggleMode], on: &state)
        XCTAssertEqual(state.mode, .midMarket)
        XCTAssertEqual(state.conversion?.result, Decimal(string: "4122.80"))
        F.press([.toggleMode], on: &state)
        XCTAssertEqual(state.conversion?.result, Decimal(string: "4125"))
    }

    func testBankFallsBackForGBPAndSaysSo() throws {
        let state = F.state("10", from: "GBP", to: .uah)
        let conversion = try XCTUnwrap(state.conversion)
        XCTAssertEqual(conversion.source, .midMarket)
        XCTAssertEqual(conversion.fallbackNote, "PrivatBank doesn't quote GBP")
        XCTAssertEqual(ConverterRateText.rateLine(conversion, rates: F.rates.bank.map { ($0.fetchedAt, $0.origin) }, timeZone: .gmt),
                       "1 GBP = 53.31 UAH · mid-market · open.er-api 19 Aug")
    }

    func testTypingReplacesTheSelectedAmountAndRecalculates() {
        var state = F.state()
        F.press(F.typing("1,5"), on: &state)
        XCTAssertEqual(state.amountText, "1,5")
        XCTAssertEqual(state.lastValidAmount, Decimal(string: "1.5"))
        XCTAssertEqual(state.conversion?.formattedResult, "61.88")  // 1.5 × 41.25 = 61.875 → 61.88
        F.press([.clearAmount] + F.typing("1 000,50"), on: &state)
        XCTAssertEqual(state.conversion?.amount, Decimal(string: "1000.5"))
        XCTAssertEqual(state.conversion?.formattedResult, "41,270.63")  // 41,270.625 → 41,270.63
        F.press([.clearAmount] + F.typing("2*(3+1)"), on: &state)
        XCTAssertEqual(state.conversion?.amount, Decimal(8))
        XCTAssertEqual(state.conversion?.formattedResult, "330.00")
        XCTAssertNil(state.inputError)
    }

    func testOperatorContinuesTheSelectedAmount() {
        var state = F.state()
        F.press(F.typing("*2"), on: &state)
        XCTAssertEqual(state.amountText, "100*2")
        XCTAssertEqual(state.conversion?.formattedResult, "8,250.00")
    }

    func testBackspaceClearsSelectionThenDeletesOneCharacter() {
        var state = F.state()
        F.press([.backspace], on: &state)
        XCTAssertEqual(state.amountText, "")
        XCTAssertEqual(state.inputError, "empty")
        XCTAssertEqual(state.conversion?.formattedResult, "4,125.00", "last result stays")
        F.press(F.typing("250") + [.backspace], on: &state)
        XCTAssertEqual(state.amountText, "25")
        XCTAssertEqual(state.conversion?.formattedResult, "1,031.25")
    }

    func testBadInputKeepsTheLastResultAndGivesTheReason() {
        // Typed key by key: "1..2" and "1/0" pass through the valid "1" (41.25 UAH) before going bad;
        // "abc" is bad from its first key, so 10 USD (412.50 UAH) stays.
        let cases: [(text: String, reason: String, last: Decimal, result: String)] = [
            ("1..2", "invalid number '1..2'", 1, "41.25"),
            ("abc", "not a number", 10, "412.50"),
            ("1/0", "division by zero", 1, "41.25"),
        ]
        for (text, reason, last, result) in cases {
            var state = F.state()
            F.press(F.typing("10"), on: &state)
            XCTAssertEqual(state.conversion?.formattedResult, "412.50")
            F.press([.clearAmount] + F.typing(text), on: &state)
            XCTAssertEqual(state.amountText, text)
            XCTAssertEqual(state.inputError, reason, text)
            XCTAssertEqual(state.lastValidAmount, last, text)
            XCTAssertEqual(state.conversion?.formattedResult, result, text)
        }
    }

    func testNegativeAmountIsRejected() {
        var state = F.state()
        F.press([.clearAmount] + F.typing("-5"), on: &state)
        XCTAssertEqual(state.inputError, "amount below zero")
        XCTAssertEqual(state.conversion?.formattedResult, "4,125.00")
    }

    func testPickingZlotyByNameSetsPLN() {
        var state = F.state()
        F.press([.choose(.to)] + F.typing("zloty"), on: &state)
        XCTAssertEqual(state.picker?.target, .to)
        XCTAssertEqual(state.picker?.items.first?.code, "PLN")
        XCTAssertEqual(state.picker?.items.first?.name, "Polish Zloty")
        F.press([.enter], on: &state)
        XCTAssertNil(state.picker)
        XCTAssertEqual(state.to, "PLN")
        XCTAssertEqual(state.field, .to)
        // PrivatBank has no PLN row: mid-market 100 × 3.870604 = 387.0604 → 387.06.
        XCTAssertEqual(state.conversion?.formattedResult, "387.06")
        XCTAssertEqual(state.conversion?.fallbackNote, "PrivatBank doesn't quote PLN")
    }

    func testPickerFindsByCountry() {
        var state = F.state()
        F.press([.choose(.from)] + F.typing("tai"), on: &state)
        XCTAssertEqual(state.picker?.items.first?.code, "TWD")
        XCTAssertEqual(state.picker?.items.first?.name, "New Taiwan Dollar")
        F.press([.clearAmount] + F.typing("poland"), on: &state)
        XCTAssertEqual(state.picker?.items.first?.code, "PLN")
        XCTAssertEqual(state.picker?.items.first?.detail, "Poland", "the matching country is named")
        F.press([.escape, .choose(.from)] + F.typing("japan") + [.enter], on: &state)
        XCTAssertEqual(state.from, "JPY")
    }

    func testPickerArrowsAndEscape() {
        var state = F.state()
        F.press([.choose(.to)], on: &state)
        XCTAssertEqual(state.picker?.items.map(\.code), QuickPicks.defaultCodes, "blank search lists the quick picks")
        F.press([.down, .down, .down, .up], on: &state)
        XCTAssertEqual(state.picker?.selectedItem?.code, "UAH")
        F.press([.down, .escape], on: &state)
        XCTAssertNil(state.picker)
        XCTAssertEqual(state.to, .uah, "Esc changes nothing")
        F.press([.choose(.to), .down, .enter], on: &state)
        XCTAssertEqual(state.to, .eur)
        XCTAssertEqual(state.conversion?.formattedResult, "86.48")  // 100 × 41.25 / 47.70 = 86.477…
    }

    func testBackspaceInPickerEditsTheSearch() {
        var state = F.state()
        F.press([.choose(.to)] + F.typing("eurx"), on: &state)
        XCTAssertEqual(state.picker?.items, [])
        F.press([.backspace], on: &state)
        XCTAssertEqual(state.picker?.query, "eur")
        XCTAssertEqual(state.picker?.items.first?.code, .eur)
    }

    func testSwapExchangesAndRecalculates() {
        var state = F.state()
        F.press([.swap], on: &state)
        XCTAssertEqual(state.from, .uah)
        XCTAssertEqual(state.to, .usd)
        XCTAssertEqual(state.conversion?.formattedResult, "2.39")  // 100 / 41.85 = 2.3894…
        XCTAssertEqual(state.conversion?.rateLine, "1 USD = 41.85 UAH · PrivatBank sale")
    }

    func testQuickPicks() {
        var state = F.state()
        F.press([.down, .quickPick(2)], on: &state)  // on the from field
        XCTAssertEqual(state.from, .eur)
        XCTAssertEqual(state.conversion?.formattedResult, "4,670.00")
        F.press([.down, .quickPick(6)], on: &state)  // on the to field
        XCTAssertEqual(state.to, "JPY")
        F.press([.choose(.from), .quickPick(5)], on: &state)  // in the picker
        XCTAssertNil(state.picker)
        XCTAssertEqual(state.from, "PLN")
        F.press([.quickPick(7)], on: &state)
        XCTAssertEqual(state.to, "JPY", "out of range does nothing")
    }

    func testChoosingTheOtherSidesCurrencySwaps() {
        var state = F.state()
        F.press([.choose(.to), .quickPick(1)], on: &state)
        XCTAssertEqual(state.from, .uah)
        XCTAssertEqual(state.to, .usd)
    }

    func testFieldsMoveWithArrowsAndReselectTheAmount() {
        var state = F.state()
        F.press([.up], on: &state)
        XCTAssertEqual(state.field, .amount)
        F.press([.down, .down, .down], on: &state)
        XCTAssertEqual(state.field, .to)
        F.press([.character("e")], on: &state)
        XCTAssertEqual(state.picker?.query, "e", "a letter on a currency field starts a search")
        F.press([.escape, .up, .up], on: &state)
        XCTAssertEqual(state.field, .amount)
        XCTAssertTrue(state.amountSelected)
        F.press(F.typing("7"), on: &state)
        XCTAssertEqual(state.amountText, "7")
    }

    func testNoRateForThePairGivesNoConversion() {
        let rates = ConverterRates(bank: nil, midMarket: nil, locale: Locale(identifier: "en"))
        var state = ConverterState(amountText: "5", from: "GBP", to: "JPY")
        ConverterReducer.recalculate(&state, rates: rates)
        XCTAssertNil(state.conversion)
        XCTAssertEqual(state.inputError, "no rate for GBP → JPY")
    }
}
