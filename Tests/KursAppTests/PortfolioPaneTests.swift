import Foundation
import KursCore
import TerminalUI
import TestSupport
import XCTest
@testable import KursApp

/// The portfolio pane and tile as whole buffers: several holdings, a coin without a price, cash, P/L null without
/// a cost, the value in UAH at PrivatBank's buy rate; the input line and the delete question.
final class PortfolioPaneTests: XCTestCase {
    private static func d(_ text: String) -> Decimal { Decimal(string: text)! }

    /// bitcoin 0.5 bought for 15000 at 60000.5; ethereum 2 without a cost at 3000.25; pepe (no price); 1000 EUR cash
    /// at 1.08 USD (er-api 0.925926 EUR per USD would not be exact, so the rate is given); UAH at buy 41.05.
    static func display(mode: PortfolioPaneState.Mode = .list, problem: String? = nil, selection: Int = 0) -> PortfolioDisplay {
        let portfolio = Portfolio([
            Holding(id: "bitcoin", amount: d("0.5"), cost: 15000), Holding(id: "ethereum", amount: 2),
            Holding(id: "pepe", amount: 1_000_000, cost: 10), Holding(kind: .cash, id: "EUR", amount: 1000, cost: 1050),
        ])
        let valuation = PortfolioValuation.value(
            portfolio, prices: ["bitcoin": d("60000.5"), "ethereum": d("3000.25")], symbols: ["bitcoin": "btc", "ethereum": "eth"],
            cashRates: { $0 == "EUR" ? d("1.08") : nil }, vsCurrency: "usd")
        var pane = PortfolioPaneState()
        pane.portfolio = portfolio
        pane.mode = mode
        pane.problem = problem
        pane.selection = selection
        return PortfolioDisplay(valuation: valuation, valueInUAH: valuation.valueInUAH(atBuy: { $0 == "USD" ? d("41.05") : nil }),
                                pane: pane)
    }

    private func render(_ widget: some Widget, width: Int, height: Int) -> Buffer {
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: height))
        widget.render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    func testValuationIsExact() {
        let valuation = Self.display().valuation
        XCTAssertEqual(valuation.holdings.map(\.value), [Self.d("30000.25"), Self.d("6000.5"), nil, 1080])
        XCTAssertEqual(valuation.totalValue, Self.d("37080.75"))
        XCTAssertEqual(valuation.holdings[1].pnl, nil, "no cost: no P/L")
        XCTAssertEqual(valuation.pnl, Self.d("15030.25"), "bitcoin +15000.25, EUR +30")
        XCTAssertEqual(Self.display().valueInUAH, Self.d("1522164.7875"))
    }

    func testPaneWithHoldingsAt100Columns() {
        assertBuffer(render(PortfolioPane(display: Self.display(), theme: PaneTheme(colors: false)), width: 100, height: 12), equals: [
            "┌ Portfolio · USD ───────────────────────────────────────────────────────────────────── 4 holdings ┐",
            "│ Holding            Amount        Price         Value         Cost          P/L    P/L %   Share  │",
            "│ BTC                   0.5      60000.5     30,000.25    15,000.00   +15,000.25  +100.00  80.91%  │",
            "│ ETH                     2      3000.25      6,000.50            —            —        —  16.18%  │",
            "│ pepe              1000000            —             —        10.00            —        —       —  │",
            "│ EUR                  1000         1.08      1,080.00     1,050.00       +30.00    +2.86   2.91%  │",
            "│ TOTAL                                      37,080.75    16,050.00   +15,030.25   +93.65          │",
            "│                                                                                                  │",
            "│                                                                                                  │",
            "│ ≈ 1,522,164.79 UAH at PrivatBank's buy rate                                                      │",
            "│ no price: pepe (left out of the total)                                                           │",
            "└──────────────────────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testPaneNarrowWithInputLine() {
        let display = Self.display(mode: .adding(text: "solana 3"), problem: "invalid amount 'x': a number more than 0", selection: 1)
        assertBuffer(render(PortfolioPane(display: display, theme: PaneTheme(colors: false)), width: 60, height: 12), equals: [
            "┌ Portfolio · USD ───────────────────────────── 4 holdings ┐",
            "│ Holding            Value          P/L    P/L %   Share   │",
            "│ BTC            30,000.25   +15,000.25  +100.00  80.91%   │",
            "│ ETH             6,000.50            —        —  16.18%   │",
            "│ pepe                   —            —        —       —   │",
            "│ EUR             1,080.00       +30.00    +2.86   2.91%   │",
            "│ TOTAL          37,080.75   +15,030.25   +93.65           │",
            "│ ≈ 1,522,164.79 UAH at PrivatBank's buy rate              │",
            "│ no price: pepe (left out of the total)                   │",
            "│ add ID AMOUNT [COST]: solana 3▏                          │",
            "│ invalid amount 'x': a number more than 0                 │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testEmptyPaneSaysHowToAdd() {
        let empty = PortfolioDisplay(valuation: PortfolioValuation.value(Portfolio(), prices: [:], cashRates: { _ in nil }, vsCurrency: "usd"),
                                     valueInUAH: nil, pane: PortfolioPaneState())
        assertBuffer(render(PortfolioPane(display: empty, theme: PaneTheme(colors: false)), width: 80, height: 4), equals: [
            "┌ Portfolio · USD ───────────────────────────────────────────────── 0 holdings ┐",
            "│ no holdings · a to add: ID AMOUNT [COST], e.g. bitcoin 0.5 30000             │",
            "│                                                                              │",
            "└──────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testTileShowsTotalPnLAndTopHoldings() {
        assertBuffer(render(PortfolioTile(display: Self.display(), theme: PaneTheme(colors: false)), width: 48, height: 8), equals: [
            "┌ Portfolio · USD ────────────────────────── p ┐",
            "│ Total 37,080.75 USD                          │",
            "│ P/L   +15,030.25 (+93.65%) · 2 of 4 costed   │",
            "│ UAH   ≈ 1,522,164.79 at PrivatBank buy       │",
            "│ BTC                         80.91% 30,000.25 │",
            "│ ETH                         16.18%  6,000.50 │",
            "│ no price: pepe                               │",
            "└──────────────────────────────────────────────┘",
        ])  // rows short: the line of the holding left out of the total comes before the smallest holding
        assertBuffer(render(PortfolioTile(display: Self.display(), theme: PaneTheme(colors: false)), width: 48, height: 10), equals: [
            "┌ Portfolio · USD ────────────────────────── p ┐",
            "│ Total 37,080.75 USD                          │",
            "│ P/L   +15,030.25 (+93.65%) · 2 of 4 costed   │",
            "│ UAH   ≈ 1,522,164.79 at PrivatBank buy       │",
            "│ BTC                         80.91% 30,000.25 │",
            "│ ETH                         16.18%  6,000.50 │",
            "│ EUR                          2.91%  1,080.00 │",
            "│ no price: pepe                               │",
            "│                                              │",
            "└──────────────────────────────────────────────┘",
        ])
    }

    func testDashboardAt120x40HasTheTileAbovetheWeather() {
        var state = ReducerFixtures.started(width: 120, height: 40)
        state.portfolio.portfolio = Portfolio([Holding(id: "bitcoin", amount: 1)])
        let model = DashboardModelMapping.model(state, now: ReducerFixtures.t0, colorsEnabled: false, asciiFallback: false)
        let main = Rect(x: 0, y: 0, width: 120, height: 39)
        let areas = DashboardScreen.areas(model: model, main: main)
        XCTAssertNotNil(areas.portfolio)
        XCTAssertLessThan(areas.portfolio!.y, areas.weather?.y ?? Int.max)
        state.screen.size = TerminalSize(width: 119, height: 40)
        let narrow = DashboardModelMapping.model(state, now: ReducerFixtures.t0, colorsEnabled: false, asciiFallback: false)
        XCTAssertNil(DashboardScreen.areas(model: narrow, main: Rect(x: 0, y: 0, width: 119, height: 39)).portfolio)
        state.screen.size = TerminalSize(width: 120, height: 40)
        state.portfolio.portfolio = Portfolio()
        let none = DashboardModelMapping.model(state, now: ReducerFixtures.t0, colorsEnabled: false, asciiFallback: false)
        XCTAssertNil(DashboardScreen.areas(model: none, main: main).portfolio, "no holdings, no tile")
    }
}
