import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the coin list from the embedded CoinGecko sample.
final class CoinListPaneTests: XCTestCase {

    func testListFromEmbeddedSample() {
        assertBuffer(PaneCases.coinList(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│  # Coin   Name                           Price      24h   Mkt Cap 7d           │",
            "│  1 BTC    Bitcoin                   $67,291.00  ▼ 0.33%   $1.34Tr ▆▄▃▄▁▃▆▇█▇▆▅▅│",
            "│  2 ETH    Ethereum                   $1,266.66  ▲ 0.29% $152.63Bn              │",
            "│  3 USDT   Tether                         $1.00  ▲ 0.06%  $66.31Bn              │",
            "│  4 USDC   USD Coin                       $1.00  ▲ 0.01%  $43.96Bn              │",
            "│  5 BNB    BNB                          $264.91  ▲ 1.55%  $43.25Bn              │",
            "│  6 XRP    XRP                         $0.34123  ▼ 0.83%  $17.24Bn              │",
            "│  7 BUSD   Binance USD                    $1.00    0.00%  $16.38Bn              │",
            "│  8 ADA    Cardano                    $0.287645  ▲ 4.67%  $10.06Bn              │",
            "│  9 DOGE   Dogecoin                   $0.072038  ▼ 0.08%   $9.91Bn              │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterLineAndSmallPrice() {
        assertBuffer(PaneCases.coinListSmallPrice(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│/ bit                                                                   6 of 100│",
            "│  # Coin   Name                           Price      24h   Mkt Cap 7d           │",
            "│  1 BTC    Bitcoin                   $67,291.00  ▼ 0.33%   $1.34Tr ▆▄▃▄▁▃▆▇█▇▆▅▅│",
            "│ 23 WBTC   Wrapped Bitcoin           $16,889.66  ▼ 0.22%   $3.09Bn              │",
            "│ 29 BCH    Bitcoin Cash                 $101.74  ▲ 0.03%   $1.96Bn              │",
            "│ 45 BSV    Bitcoin SV                    $42.97  ▼ 0.52%  $829.57M              │",
            "│ 57 BTT    BitTorrent           $0.000000631917  ▼ 0.50%  $605.45M              │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testNarrowPaneDropsSparklineMarketCapAndName() {
        assertBuffer(PaneCases.coinListNarrow(), equals: [
            "┌ Coins · CoinGecko ───────────────────┐",
            "│  # Coin             Price      24h   │",
            "│  1 BTC         $67,291.00  ▼ 0.33%   │",
            "│  2 ETH          $1,266.66  ▲ 0.29%   │",
            "│  3 USDT             $1.00  ▲ 0.06%   │",
            "│  4 USDC             $1.00  ▲ 0.01%   │",
            "└──────────────────────────────────────┘",
        ])
    }

    func testSelectionBelowTheViewScrolls() {
        assertBuffer(PaneCases.coinListScrolled(), equals: [
            "┌ Coins · CoinGecko ───────────────────────────────────────┐",
            "│  # Coin   Name                   Price      24h   Mkt Cap│",
            "│ 18 TRX    TRON               $0.052672  ▲ 1.63%   $4.84Bn│",
            "│ 19 UNI    Uniswap                $5.45  ▲ 0.52%   $4.11Bn│",
            "│ 20 AVAX   Avalanche             $11.85  ▲ 1.42%   $3.69Bn│",
            "│ 21 LEO    LEO Token              $3.45  ▼ 0.09%   $3.22Bn│",
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
            "│  # Coin   Name                           Price      24h   Mkt Cap 7d           │",
            "│  — NIL    Nothing Known                      —        —         —              │",
            "│  2 ETH    Ethereum                   $1,266.66  ▲ 0.29% $152.63Bn              │",
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

    func testColumnSetDropsSparklineThenMarketCapThenName() {
        let wide = CoinListPane.ColumnSet(width: 80)
        XCTAssertEqual([wide.name, wide.marketCap], [true, true])
        XCTAssertEqual(wide.sparkline, 13)
        XCTAssertEqual(CoinListPane.ColumnSet(width: 62).sparkline, 0)
        XCTAssertEqual(CoinListPane.ColumnSet(width: 62).marketCap, true)
        XCTAssertEqual(CoinListPane.ColumnSet(width: 53).marketCap, false)
        XCTAssertEqual(CoinListPane.ColumnSet(width: 53).name, true)
        XCTAssertEqual(CoinListPane.ColumnSet(width: 43).name, false)
    }
}
