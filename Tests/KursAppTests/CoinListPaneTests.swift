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
            "│  1 BTC    Bitcoin                   $84,093.00  ▲ 0.28%   $1.69Tr ▂▁▂▆███▆▅▅▆▅▅│",
            "│  2 ETH    Ethereum                   $2,689.66  ▲ 0.06% $328.38Bn ▃▁▄▇███▅▅▅▅▅▅│",
            "│  3 USDT   Tether                         $1.00    0.00% $183.79Bn ▂▁▄▆▆▇█▇▇▄▆▇█│",
            "│  4 BNB    BNB                          $773.77  ▲ 0.04% $103.03Bn ▂▁▄▇█▇▇▄▄▅▅▅▅│",
            "│  5 XRP    XRP                            $1.54  ▼ 1.77%  $96.99Bn ▂▁▂▄▆▇█▆▅▆▆▇▆│",
            "│  6 USDC   USDC                           $1.00    0.00%  $75.32Bn ▂▁▂▅▆▇▇▆▆▅▇██│",
            "│  7 SOL    Solana                       $121.34  ▲ 0.04%  $71.33Bn ▂▁▂▅▆▆▆▅▄▅▆██│",
            "│  8 TRX    TRON                       $0.336471  ▼ 0.12%  $31.95Bn ▃▅▅▆█▆▆▄▅▃▂▁▁│",
            "│  9 ZEC    Zcash                      $1,569.48  ▲ 1.29%  $26.63Bn ▂▁▄▄▂▄█▆▄▅▆▅▅│",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterLineAndSmallPrice() {
        assertBuffer(PaneCases.coinListSmallPrice(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│/ sh                                                                     3 of 50│",
            "│  # Coin   Name                           Price      24h   Mkt Cap 7d           │",
            "│  9 ZEC    Zcash                      $1,569.48  ▲ 1.29%  $26.63Bn ▂▁▄▄▂▄█▆▄▅▆▅▅│",
            "│ 21 BCH    Bitcoin Cash                 $335.98  ▼ 0.68%   $6.75Bn ▁▁▁▂▂▅██▇▇▇█▇│",
            "│ 34 SHIB   Shiba Inu                $0.00000603  ▲ 3.06%   $3.56Bn ▂▁▂▅▇▇█▄▄▅▅▆▆│",
            "│                                                                                │",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testNarrowPaneDropsSparklineMarketCapAndName() {
        assertBuffer(PaneCases.coinListNarrow(), equals: [
            "┌ Coins · CoinGecko ───────────────────┐",
            "│  # Coin             Price      24h   │",
            "│  1 BTC         $84,093.00  ▲ 0.28%   │",
            "│  2 ETH          $2,689.66  ▲ 0.06%   │",
            "│  3 USDT             $1.00    0.00%   │",
            "│  4 BNB            $773.77  ▲ 0.04%   │",
            "└──────────────────────────────────────┘",
        ])
    }

    func testSelectionBelowTheViewScrolls() {
        assertBuffer(PaneCases.coinListScrolled(), equals: [
            "┌ Coins · CoinGecko ───────────────────────────────────────┐",
            "│  # Coin   Name                   Price      24h   Mkt Cap│",
            "│ 18 RAIN   Rain              $0.0129924  ▲ 9.62%   $9.21Bn│",
            "│ 19 LEO    LEO Token              $8.98  ▲ 1.62%   $8.26Bn│",
            "│ 20 XLM    Stellar            $0.219817  ▲ 1.31%   $7.69Bn│",
            "│ 21 BCH    Bitcoin Cash         $335.98  ▼ 0.68%   $6.75Bn│",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterWithNoMatch() {
        assertBuffer(PaneCases.coinListNoMatch(), equals: [
            "┌ Coins · CoinGecko ───────────────────────────────────────┐",
            "│/ zzz                                              0 of 50│",
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
            "│  2 ETH    Ethereum                   $2,689.66  ▲ 0.06% $328.38Bn ▃▁▄▇███▅▅▅▅▅▅│",
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
        let up = try XCTUnwrap(column(of: "▲ 0.28%", row: 2, in: buffer))
        XCTAssertEqual(buffer[up, 2]?.style.foreground, .green)
        XCTAssertTrue(buffer[up, 2]?.style.modifiers.contains(.reverse) ?? false, "bitcoin row is selected")
        let down = try XCTUnwrap(column(of: "▼ 1.77%", row: 6, in: buffer))
        XCTAssertEqual(buffer[down, 6]?.style.foreground, .red)
        let flat = try XCTUnwrap(column(of: "0.00%", row: 4, in: buffer), "Tether's +0.00077 %")
        XCTAssertEqual(buffer[flat, 4]?.style.foreground, .default)
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
        XCTAssertEqual(CoinFilter.apply(coins, query: "BIT").map(\.id).prefix(2), ["bitcoin", "whitebit"])
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
