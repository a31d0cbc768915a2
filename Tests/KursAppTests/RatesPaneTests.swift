import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the rates pane (the bank comparison): the embedded PrivatBank sample, the NBU and
/// Monobank fixtures, open.er-api's embedded sample.
final class RatesPaneTests: XCTestCase {

    func testCashAndCardRatesFromEmbeddedSample() {
        assertBuffer(PaneCases.ratesCashAndCard(), equals: [
            "┌ Rates · UAH per 1 unit ────────────┐",
            "│         Privat cash  Privat card   │",
            "│           buy  sale    buy  sale   │",
            "│ $  USD  41.25 41.85  41.35 41.84   │",
            "│ €  EUR  46.70 47.70  46.80 47.85   │",
            "│ zł PLN      —     —      —     —   │",
            "│ £  GBP      —     —      —     —   │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "│                                    │",
            "└────────────────────────────────────┘",
        ])
    }

    func testSmallPaneDropsCardSection() {
        assertBuffer(PaneCases.ratesSmall(), equals: [
            "┌ Rates · UAH per 1 unit ────┐",
            "│         Privat cash        │",
            "│           buy  sale        │",
            "│ $  USD  41.25 41.85        │",
            "└────────────────────────────┘",
        ])
    }

    func testNoRatesShowsMessage() {
        assertBuffer(PaneCases.ratesLoading(), equals: [
            "┌ Rates · UAH per 1 unit ────┐",
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
        let eur = RateRowFormat("EUR")
        XCTAssertEqual([eur.symbol, eur.code], ["€", "EUR"])
        XCTAssertEqual([RateRowFormat("PLN").symbol, RateRowFormat("CHF").symbol], ["zł", ""])
    }

    func testEveryGroupSideBySideAt80Columns() {
        assertBuffer(PaneCases.ratesComparison(width: 80, height: 8), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────────────────────────────────────┐",
            "│           Privat cash    Privat card       Monobank     NBU     Mid  Spread  │",
            "│            buy   sale     buy   sale     buy   sale    rate    rate    best  │",
            "│ $  USD   41.25  41.85   41.35  41.84   36.40  37.44   41.42   41.23   -3.91  │",
            "│ €  EUR   46.70  47.70   46.80  47.85   38.35  39.70   44.83   45.43   -7.10  │",
            "│ zł PLN       —      —       —      —       —      —   10.72   10.65       —  │",
            "│ £  GBP       —      —       —      —       —      —   53.66   53.31       —  │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testNarrowPaneStacksGroupsInBands() {
        assertBuffer(PaneCases.ratesComparison(width: 48, height: 15), equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────┐",
            "│         Privat cash  Privat card             │",
            "│           buy  sale    buy  sale             │",
            "│ $  USD  41.25 41.85  41.35 41.84             │",
            "│ €  EUR  46.70 47.70  46.80 47.85             │",
            "│ zł PLN      —     —      —     —             │",
            "│ £  GBP      —     —      —     —             │",
            "│                                              │",
            "│            Monobank    NBU    Mid   Sprd     │",
            "│           buy  sale   rate   rate   best     │",
            "│ $  USD  36.40 37.44  41.42  41.23  -3.91     │",
            "│ €  EUR  38.35 39.70  44.83  45.43  -7.10     │",
            "│ zł PLN      —     —  10.72  10.65      —     │",
            "│ £  GBP      —     —  53.66  53.31      —     │",
            "└──────────────────────────────────────────────┘",
        ])
    }

    func testBandsThatDoNotFitAreLeftOutLastFirst() {
        // 12 rows hold one band and a half: the second band (Monobank and after) is left out.
        let lines = PaneCases.ratesComparison(width: 48, height: 12).lines()
        XCTAssertTrue(lines[1].contains("Privat cash"), lines[1])
        XCTAssertFalse(lines.joined().contains("Mono"), "the band that does not fit is dropped")
    }

    func testBestBuyAndBestSaleAreBoldInUpAndDownColours() {
        // USD: the best buy is PrivatBank card's 41.35, the best sale Monobank's 37.44 (fixtures of different days).
        let usd = PaneDataForTests.comparisons(["USD"])[0]
        XCTAssertEqual(usd.bestBuy, BestQuote(source: .privatbankCard, value: Decimal(string: "41.35")!))
        XCTAssertEqual(usd.bestSale, BestQuote(source: .monobank, value: Decimal(string: "37.4406")!))
        let buffer = PaneCases.ratesComparison(width: 80, height: 8)
        let row = buffer.lines()[3]
        XCTAssertTrue(row.hasPrefix("│ $  USD"), row)
        // Every character before the prices is one column wide, so a character's index is its column.
        func style(of text: String, in buffer: Buffer) -> Style? {
            guard let range = row.range(of: text) else { return nil }
            return buffer[row.distance(from: row.startIndex, to: range.lowerBound), 3]?.style
        }
        XCTAssertEqual(style(of: "41.35", in: buffer), Style(foreground: .green, modifiers: .bold), "best buy")
        XCTAssertEqual(style(of: "37.44", in: buffer), Style(foreground: .red, modifiers: .bold), "best sale")
        XCTAssertEqual(style(of: "41.25", in: buffer), .plain, "cash buy is not the best")
        XCTAssertEqual(style(of: "41.84", in: buffer), .plain, "card sale is not the best")
        let plain = PaneCases.ratesComparison(width: 80, height: 8, theme: PaneTheme(colors: false))
        XCTAssertEqual(plain.lines(), buffer.lines())
        XCTAssertEqual(style(of: "41.35", in: plain), Style(modifiers: .bold), "NO_COLOR: bold alone")
        XCTAssertEqual(style(of: "37.44", in: plain), Style(modifiers: .bold), "NO_COLOR: bold alone")
    }

    func testSpreadIsBestSaleLessBestBuy() {
        let usd = PaneDataForTests.comparisons(["USD"])[0]
        XCTAssertEqual(RateColumnGroup.spread.columns[0].price(usd), Decimal(string: "-3.9094")!)
        let cashOnly = PaneDataForTests.comparisons(["USD"], sources: [.privatbank])[0]
        XCTAssertEqual(RateColumnGroup.spread.columns[0].price(cashOnly), Decimal(string: "0.6")!)
        XCTAssertNil(RateColumnGroup.spread.columns[0].price(PaneDataForTests.comparisons(["GBP"], sources: [.privatbank])[0]))
    }

    func testASourceNotLoadedLeavesItsGroupOut() {
        let rows = PaneDataForTests.comparisons(sources: [.privatbank, .nbu])
        assertBuffer(PaneDataForTests.render(RatesPane(rows: rows, sources: [.privatbank, .nbu]), width: 48, height: 8),
                     equals: [
            "┌ Rates · UAH per 1 unit ──────────────────────┐",
            "│         PrivatBank cash      NBU   Spread    │",
            "│             buy    sale     rate     best    │",
            "│ $  USD    41.25   41.85    41.42     0.60    │",
            "│ €  EUR    46.70   47.70    44.83     1.00    │",
            "│ zł PLN        —       —    10.72        —    │",
            "│ £  GBP        —       —    53.66        —    │",
            "└──────────────────────────────────────────────┘",
        ])
        XCTAssertEqual(RateColumnGroup.groups(sources: [.privatbank, .nbu], midMarket: nil).map(\.heading),
                       ["PrivatBank cash", "NBU official", "Spread"])
        XCTAssertEqual(RateColumnGroup.groups(sources: [.nbu], midMarket: nil).map(\.heading), ["NBU official"],
                       "no bank: no spread")
    }

    func testACurrencyASourceLacksShowsADash() {
        // Monobank quotes USD but not CHF; the NBU quotes both.
        let rows = PaneDataForTests.comparisons(["USD", "CHF"], sources: [.monobank, .nbu]) { source in
            PaneDataForTests.quotes(source).filter { $0.ccy != "CHF" || source == .nbu }
        }
        assertBuffer(PaneDataForTests.render(RatesPane(rows: rows, sources: [.monobank, .nbu]), width: 40, height: 6),
                     equals: [
            "┌ Rates · UAH per 1 unit ──────────────┐",
            "│            Monobank    NBU   Sprd    │",
            "│           buy  sale   rate   best    │",
            "│ $  USD  36.40 37.44  41.42   1.04    │",
            "│    CHF      —     —  47.02      —    │",
            "└──────────────────────────────────────┘",
        ])
    }

    func testHeadingsShortenByRule() {
        XCTAssertEqual(RateColumnGroup.source(.privatbank).headings, ["PrivatBank cash", "Privat cash", "Cash"])
        XCTAssertEqual(RateColumnGroup.source(.privatbankCard).headings, ["PrivatBank card", "Privat card", "Card"])
        XCTAssertEqual(RateColumnGroup.source(.monobank).headings, ["Monobank", "Mono"])
        XCTAssertEqual(RateColumnGroup.source(.nbu).headings, ["NBU official", "NBU"])
        XCTAssertEqual(RateColumnGroup.midMarket(PaneDataForTests.erapi).headings, ["open.er-api mid", "Mid-market", "Mid"])
        XCTAssertEqual(RateColumnGroup.source(.monobank).columns.map(\.header), ["buy", "sale"])
        XCTAssertEqual(RateColumnGroup.source(.nbu).columns.map(\.header), ["rate"])
    }
}

extension RatesPaneTests {
    func testASCIILeavesOutSymbolsTheTerminalCannotShow() {
        let rows = PaneDataForTests.comparisons(["USD", "PLN"], sources: [.nbu])
        let pane = RatesPane(rows: rows, sources: [.nbu], theme: PaneTheme(colors: false, ascii: true))
        let lines = PaneDataForTests.render(pane, width: 30, height: 6).lines()
        XCTAssertEqual(lines[3], "│ $  USD        41.42        │")
        XCTAssertEqual(lines[4], "│    PLN        10.72        │", "zł left out")
    }
}
