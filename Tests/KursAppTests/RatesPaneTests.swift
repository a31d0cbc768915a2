import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the rates pane from the embedded PrivatBank sample.
final class RatesPaneTests: XCTestCase {

    func testCashAndCardRatesFromEmbeddedSample() {
        assertBuffer(PaneCases.ratesCashAndCard(), equals: [
            "┌ Rates · PrivatBank ────────────────┐",
            "│                 Cash         Card  │",
            "│ UAH per 1  buy  sale    buy  sale  │",
            "│ €  EUR   46.70 47.70  46.80 47.85  │",
            "│ $  USD   41.25 41.85  41.35 41.84  │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "└────────────────────────────────────┘",
        ])
    }

    func testSmallPaneDropsCardSection() {
        assertBuffer(PaneCases.ratesSmall(), equals: [
            "┌ Rates · PrivatBank ────────┐",
            "│                       Cash │",
            "│ UAH per 1     buy     sale │",
            "│ €  EUR      46.70    47.70 │",
            "└────────────────────────────┘",
        ])
    }

    func testRowBasedOnAnotherCurrencyIsLabelled() {
        // At the dashboard's width (38 columns) a four-digit price keeps both decimals.
        assertBuffer(PaneCases.ratesNonUAHBase(), equals: [
            "┌ Rates · PrivatBank ────────────────┐",
            "│                              Cash  │",
            "│ UAH per 1            buy     sale  │",
            "│ €  EUR             46.70    47.70  │",
            "│ $  USD             41.25    41.85  │",
            "└────────────────────────────────────┘",
        ])
    }

    func testNoRatesShowsMessage() {
        assertBuffer(PaneCases.ratesLoading(), equals: [
            "┌ Rates · PrivatBank ────────┐",
            "│ loading…                   │",
            "│                            │",
            "└────────────────────────────┘",
        ])
    }

    func testFocusedBorderAndSelectedRowAreHighlighted() {
        let buffer = PaneCases.ratesCashAndCard()
        XCTAssertEqual(buffer[0, 0]?.style, Style(foreground: .cyan, modifiers: .bold))
        XCTAssertTrue(buffer[3, 4]?.style.modifiers.contains(.reverse) ?? false, "USD row selected")
        XCTAssertFalse(buffer[3, 3]?.style.modifiers.contains(.reverse) ?? true, "EUR row not selected")
        let unfocused = PaneCases.ratesSmall()
        XCTAssertEqual(unfocused[0, 0]?.style, .plain)
        XCTAssertFalse(unfocused[3, 2]?.style.modifiers.contains(.reverse) ?? true)
    }

    func testRowFormat() {
        let eur = RateRowFormat(PaneDataForTests.cash[0])
        XCTAssertEqual([eur.symbol, eur.code, eur.buy, eur.sale], ["€", "EUR", "46.70", "47.70"])
        XCTAssertNil(eur.baseNote)
        let btc = RateRowFormat(PaneCases.btcRate)
        XCTAssertEqual([btc.symbol, btc.code, btc.buy, btc.sale], ["", "BTC", "8332.91", "9210.05"])
        XCTAssertEqual(btc.baseNote, "in USD")
        XCTAssertEqual(RateRowFormat(BankRate(ccy: "CHF", baseCcy: "UAH", buy: 1, sale: 2)).symbol, "")
    }
}
