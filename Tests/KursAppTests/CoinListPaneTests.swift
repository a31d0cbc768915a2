import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the coin list from the embedded CoinGecko sample.
final class CoinListPaneTests: XCTestCase {

    func testListFromEmbeddedSample() {
        assertBuffer(PaneCases.coinList(), equals: [
            "┌ Coins · CoinGecko ────────────────────────────────────────────────────── 1/100 ┐",
            "│  # Coin   Name               Price    24h % Market Cap 24h Volume 7 days       │",
            "│  1 BTC    Bitcoin       $67,291.00  ▼ 0.33%    $1.34Tr   $35.36Bn ▆▄▃▄▁▃▆▇█▇▆▅▅│",
            "│  2 ETH    Ethereum       $1,266.66  ▲ 0.29%  $152.63Bn    $2.74Bn —            │",
            "│  3 USDT   Tether             $1.00  ▲ 0.06%   $66.31Bn   $13.56Bn —            │",
            "│  4 USDC   USD Coin           $1.00  ▲ 0.01%   $43.96Bn    $1.46Bn —            │",
            "│  5 BNB    BNB              $264.91  ▲ 1.55%   $43.25Bn   $376.21M —            │",
            "│  6 XRP    XRP             $0.34123  ▼ 0.83%   $17.24Bn   $454.58M —            │",
            "│  7 BUSD   Binance…           $1.00    0.00%   $16.38Bn    $2.78Bn —            │",
            "│  8 ADA    Cardano        $0.287645  ▲ 4.67%   $10.06Bn   $307.11M —            │",
            "│  9 DOGE   Dogecoin       $0.072038  ▼ 0.08%    $9.91Bn   $235.87M —            │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterLineAndSmallPrice() {
        assertBuffer(PaneCases.coinListSmallPrice(), equals: [
            "┌ Coins · CoinGecko ──────────────────────────────────────────────────────── 1/6 ┐",
            "│/ bit                                                                   6 of 100│",
            "│  # Coin   Name               Price    24h % Market Cap 24h Volume 7 days       │",
            "│  1 BTC    Bitcoin       $67,291.00  ▼ 0.33%    $1.34Tr   $35.36Bn ▆▄▃▄▁▃▆▇█▇▆▅▅│",
            "│ 23 WBTC   Wrapped…      $16,889.66  ▼ 0.22%    $3.09Bn    $21.08M —            │",
            "│ 29 BCH    Bitcoin…         $101.74  ▲ 0.03%    $1.96Bn   $354.34M —            │",
            "│ 45 BSV    Bitcoin…          $42.97  ▼ 0.52%   $829.57M     $9.87M —            │",
            "│ 57 BTT    BitTorr… $0.000000631917  ▼ 0.50%   $605.45M     $5.07M —            │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testNarrowPaneDropsSparklineMarketCapAndName() {
        assertBuffer(PaneCases.coinListNarrow(), equals: [
            "┌ Coins · CoinGecko ──────────── 3/100 ┐",
            "│  # Coin              Price     24h % │",
            "│  1 BTC          $67,291.00   ▼ 0.33% │",
            "│  2 ETH           $1,266.66   ▲ 0.29% │",
            "│  3 USDT              $1.00   ▲ 0.06% │",
            "│  4 USDC              $1.00   ▲ 0.01% │",
            "└──────────────────────────────────────┘",
        ])
    }

    func testSelectionBelowTheViewScrolls() {
        assertBuffer(PaneCases.coinListScrolled(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────── 21/100 ┐",
            "│  # Coin   Name                  Price    24h % Market Cap│",
            "│ 18 TRX    TRON              $0.052672  ▲ 1.63%    $4.84Bn│",
            "│ 19 UNI    Uniswap               $5.45  ▲ 0.52%    $4.11Bn│",
            "│ 20 AVAX   Avalanche            $11.85  ▲ 1.42%    $3.69Bn│",
            "│ 21 LEO    LEO Token             $3.45  ▼ 0.09%    $3.22Bn│",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterWithNoMatch() {
        assertBuffer(PaneCases.coinListNoMatch(), equals: [
            "┌ Coins · CoinGecko ───────────────────────────────────────┐",
            "│/ zzz                                             0 of 100│",
            "│no coins match                                            │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testAbsentValuesShowDashNeverZero() {
        assertBuffer(PaneCases.coinListAbsentValues(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│  # Coin   Name                    Price    24h % Market Cap 24h Volume From ATH│",
            "│  — NIL    Nothing Known               —        —          —          —        —│",
            "│  2 ETH    Ethereum            $1,266.66  ▲ 0.29%  $152.63Bn    $2.74Bn ▼ 74.04%│",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    /// The column (x) where `text` starts on row `y`, by display width.
    private func column(of text: String, row y: Int, in buffer: Buffer) -> Int? {
        let line = buffer.lines()[y]
        guard let range = line.range(of: text) else { return nil }
        return DisplayWidth.of(String(line[..<range.lowerBound]))
    }

    func testChangeCellsAreRedDownGreenUpAndSelectionReversed() throws {
        let buffer = PaneCases.coinList()
        let down = try XCTUnwrap(column(of: "▼ 0.33%", row: 2, in: buffer))
        XCTAssertEqual(buffer[down, 2]?.style.foreground, .red)
        XCTAssertTrue(buffer[down, 2]?.style.modifiers.contains(.reverse) ?? false, "bitcoin row is selected")
        let up = try XCTUnwrap(column(of: "▲ 0.29%", row: 3, in: buffer))
        XCTAssertEqual(buffer[up, 3]?.style.foreground, .green)
        let flat = try XCTUnwrap(column(of: "0.00%", row: 8, in: buffer))
        XCTAssertEqual(buffer[flat, 8]?.style.foreground, .default)
    }

    func testWithoutColoursArrowsCarryTheMeaning() {
        let pane = CoinListPane(coins: PaneDataForTests.coins, selected: 0, focused: true,
                                theme: PaneTheme(colors: false))
        let buffer = PaneDataForTests.render(pane, width: 82, height: 12)
        XCTAssertEqual(buffer.lines(), PaneCases.coinList().lines())
        XCTAssertTrue(buffer.cells.allSatisfy { $0.style.foreground == .default && $0.style.background == .default })
    }

    func testFilterMatchesNameOrSymbolIgnoringCase() {
        let coins = PaneDataForTests.coins
        XCTAssertEqual(CoinFilter.apply(coins, query: "BIT").map(\.id).prefix(2), ["bitcoin", "wrapped-bitcoin"])
        XCTAssertEqual(CoinFilter.apply(coins, query: "eth").first?.id, "ethereum")
        XCTAssertEqual(CoinFilter.apply(coins, query: "  ").count, coins.count)
        XCTAssertTrue(CoinFilter.apply(coins, query: "zzz").isEmpty)
    }

    /// The rule adds name, market cap, 7d %, sparkline, volume, … in that order as the width allows.
    func testColumnLayoutAddsColumnsInRuleOrderAsWidthGrows() {
        func shown(_ width: Int) -> [CoinColumn] { CoinColumnLayout(width: width).columns.map(\.column) }
        XCTAssertEqual(shown(43), [.rank, .symbol, .price, .change24h])
        XCTAssertEqual(shown(53), [.rank, .symbol, .name, .price, .change24h, .change7d], "7d % fits where the cap doesn't")
        XCTAssertEqual(shown(64), [.rank, .symbol, .name, .price, .change24h, .change7d, .marketCap])
        XCTAssertEqual(shown(78), [.rank, .symbol, .name, .price, .change24h, .change7d, .marketCap, .sparkline])
        let at78 = CoinColumnLayout(width: 78)
        XCTAssertEqual(at78.width(of: .name), 8)
        XCTAssertEqual(at78.width(of: .sparkline), 13, "the 5 columns left widen the sparkline (towards 24) first")
        let at142 = CoinColumnLayout(width: 142)
        XCTAssertEqual(at142.columns.map(\.column), [.rank, .symbol, .name, .price, .change24h, .change7d, .marketCap,
                                                    .volume, .high24h, .low24h, .athChange, .sparkline])
        XCTAssertEqual(at142.columns.map(\.width).reduce(0, +) + at142.columns.count - 1, 142, "fills the width")
        XCTAssertTrue(CoinColumnLayout(width: 226).shows(.supply))
    }

    /// A column no coin carries is left out and its room goes to the others; the name takes only what it needs.
    func testColumnLayoutOffersOnlyCarriedColumns() {
        let coins = [Coin(id: "a", symbol: "a", name: "Abc", currentPrice: 1)]
        let layout = CoinListPane.layout(width: 142, coins: coins)
        XCTAssertFalse(layout.shows(.sparkline))
        XCTAssertFalse(layout.shows(.change7d))
        XCTAssertEqual(layout.width(of: .name), 8, "a 3-letter name keeps the minimum 8")
    }

    /// Headers come from label sets: the longest that fits, whole words.
    func testHeadersComeFromLabelSets() {
        XCTAssertEqual(CoinColumn.marketCap.header(width: 10), "Market Cap")
        XCTAssertEqual(CoinColumn.marketCap.header(width: 9), "Mkt Cap")
        XCTAssertEqual(CoinColumn.supply.header(width: 9), "Supply")
        XCTAssertEqual(CoinColumn.supply.header(width: 18), "Circulating Supply")
    }
}
