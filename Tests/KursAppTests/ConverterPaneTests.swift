import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// Whole-buffer snapshots of the converter pane from the fixtures.
final class ConverterPaneTests: XCTestCase {
    private typealias F = ConverterFixtures

    private func render(_ state: ConverterState, width: Int, height: Int, focused: Bool = true) -> Buffer {
        var buffer = filledBuffer(width: width, height: height)
        ConverterPane(state: state, rates: F.rates, focused: focused, timeZone: .gmt)
            .render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    func testMediumPane() {
        assertBuffer(render(F.state(), width: 60, height: 15), equals: [
            "┌ Converter ───────────────────────────────────────── bank ┐",
            "│ From  100           USD $   US Dollar                    │",
            "│ To    4,125.00      UAH ₴   Ukrainian Hryvnia            │",
            "│                                                          │",
            "│ 1 USD = 41.25 UAH · PrivatBank buy · 14:00               │",
            "│ 1 UAH = 0.02424 USD                                      │",
            "│                                                          │",
            "│ [1 USD] [2 EUR] [3 UAH] [4 GBP] [5 PLN] [6 JPY]          │",
            "│ ↑↓ field  f/t currency  s swap  m mode                   │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testCompactPane() {
        assertBuffer(render(F.state(), width: 30, height: 6), equals: [
            "┌ Converter ─────────── bank ┐",
            "│ 100 USD = 4,125.00 UAH     │",
            "│ 1 USD = 41.25 UAH ·        │",
            "│ PrivatBank buy · 14:00     │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testInvalidInputShowsReasonAndNoStaleResult() {
        var state = F.state()
        F.press(F.typing("1..2"), on: &state)
        let buffer = render(state, width: 60, height: 12)
        assertBuffer(buffer, equals: [
            "┌ Converter ───────────────────────────────────────── bank ┐",
            "│ From  1..2          USD $   US Dollar                    │",
            "│ To    —             UAH ₴   Ukrainian Hryvnia            │",
            "│                                                          │",
            "│ 1 USD = 41.25 UAH · PrivatBank buy · 14:00               │",
            "│ 1 UAH = 0.02424 USD                                      │",
            "│ invalid number '1..2'                                    │",
            "│                                                          │",
            "│ [1 USD] [2 EUR] [3 UAH] [4 GBP] [5 PLN] [6 JPY]          │",
            "│ ↑↓ field  f/t currency  s swap  m mode                   │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(buffer[8, 1]?.style.foreground, .red, "the amount is red")
        XCTAssertEqual(buffer[2, 6]?.style.foreground, .red, "the reason is red")
    }

    /// Before any rate has arrived (a first start's fetches under way) the converter says "loading…", not "no rate";
    /// once some rates are loaded, a pair they don't cover is "no rate" again.
    func testBeforeAnyRateArrivesItSaysLoadingNotNoRate() {
        let none = ConverterRates(bank: nil, midMarket: nil)
        var state = F.state()
        ConverterReducer.recalculate(&state, rates: none)
        var buffer = filledBuffer(width: 60, height: 6)
        ConverterPane(state: state, rates: none, focused: true, timeZone: .gmt).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "┌ Converter ───────────────────────────────────────── bank ┐",
            "│ 100 USD → UAH = —                                        │",
            "│ loading…                                                 │",
            "│                                                          │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
        var xau = F.state()
        xau.to = "XAU"
        ConverterReducer.recalculate(&xau, rates: F.rates)
        XCTAssertEqual(ConverterPane(state: xau, rates: F.rates, focused: true, timeZone: .gmt).errorLine?.plainText,
                       "no rate for USD → XAU")
    }

    func testCompactPaneShowsNoStaleResultBesideAnError() {
        var state = F.state()
        F.press(F.typing("1..2"), on: &state)
        let buffer = render(state, width: 30, height: 6)
        XCTAssertEqual(buffer.lines()[1], "│ 1..2 USD → UAH = —         │")
        XCTAssertFalse(buffer.lines().joined().contains("4,125"), "the last valid amount's result is not shown")
    }

    func testFallbackNote() {
        assertBuffer(render(F.state("10", from: "GBP", to: .uah), width: 60, height: 12, focused: false), equals: [
            "┌ Converter ───────────────────────────────────────── bank ┐",
            "│ From  10            GBP £   British Pound                │",
            "│ To    533.10        UAH ₴   Ukrainian Hryvnia            │",
            "│                                                          │",
            "│ 1 GBP = 53.31 UAH · mid-market · open.er-api 19 Aug      │",
            "│ 1 UAH = 0.01876 GBP                                      │",
            "│ PrivatBank doesn't quote GBP                             │",
            "│                                                          │",
            "│ [1 USD] [2 EUR] [3 UAH] [4 GBP] [5 PLN] [6 JPY]          │",
            "│ ↑↓ field  f/t currency  s swap  m mode                   │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testPickerOverlay() {
        var state = F.state()
        F.press([.choose(.to)] + F.typing("zlo"), on: &state)
        assertBuffer(render(state, width: 60, height: 12), equals: [
            "┌ Converter ───────────────────────────────────────── bank ┐",
            "│ From  100           USD $   US Dollar                    │",
            "│ To    4,125.00      UAH ₴   Ukrainian Hryvnia            │",
            "┌ To currency ─────────────────────────────────────────────┐",
            "│ › zlo                                                    │",
            "│ PLN zł  Polish Zloty                                     │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testPickerQuickPickList() {
        var state = F.state()
        F.press([.choose(.from), .down], on: &state)
        let buffer = render(state, width: 50, height: 12)
        assertBuffer(buffer, equals: [
            "┌ Converter ─────────────────────────────── bank ┐",
            "│ From  100           USD $   US Dollar          │",
            "┌ From currency ─────────────────────────────────┐",
            "│ ›   code, name or country                      │",
            "│ 1 USD $   US Dollar                            │",
            "│ 2 EUR €   Euro                                 │",
            "│ 3 UAH ₴   Ukrainian Hryvnia                    │",
            "│ 4 GBP £   British Pound                        │",
            "│ 5 PLN zł  Polish Zloty                         │",
            "│ 6 JPY ¥   Japanese Yen                         │",
            "│                                                │",
            "└────────────────────────────────────────────────┘",
        ])
        XCTAssertTrue(buffer[2, 5]?.style.modifiers.contains(.reverse) ?? false, "EUR row highlighted")
        XCTAssertFalse(buffer[2, 4]?.style.modifiers.contains(.reverse) ?? true, "USD row not")
    }

    func testCompactPicker() {
        var state = F.state()
        F.press([.choose(.to)] + F.typing("yen"), on: &state)
        assertBuffer(render(state, width: 30, height: 6), equals: [
            "┌ Converter ─────────── bank ┐",
            "│ To › yen                   │",
            "│ JPY ¥   Japanese Yen       │",
            "│ NOK kr  Norwegian Krone ·… │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testFocusMarksTheSelectedField() {
        var state = F.state()
        F.press([.down], on: &state)
        let buffer = render(state, width: 60, height: 15)
        XCTAssertEqual(buffer[0, 0]?.style, Style(foreground: .cyan, modifiers: .bold))
        XCTAssertTrue(buffer[22, 1]?.style.modifiers.contains(.reverse) ?? false, "USD highlighted")
        XCTAssertFalse(buffer[22, 2]?.style.modifiers.contains(.reverse) ?? true, "UAH not")
        F.press([.up] + F.typing("5"), on: &state)
        let typing = render(state, width: 60, height: 15)
        XCTAssertTrue(typing[9, 1]?.style.modifiers.contains(.reverse) ?? false, "cursor after '5'")
    }
}
