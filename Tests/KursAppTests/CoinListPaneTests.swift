import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the coin list from the embedded CoinGecko sample.
final class CoinListPaneTests: XCTestCase {

    func testListFromEmbeddedSample() {
        assertBuffer(PaneCases.coinList(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────── 1/50 ┐",
            "│  # Coin   Name               Price    24h %     7d % Market Cap 7 days         │",
            "│  1 BTC    Bitcoin       $84,093.00  ▲ 0.28%  ▲ 3.04%    $1.69Tr ▂▁▂▃█▇██▆▅▅▆▅▅▅│",
            "│  2 ETH    Ethereum       $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn ▃▁▃▅█▇██▆▅▄▅▆▅▅│",
            "│  3 USDT   Tether             $1.00    0.00%  ▲ 0.02%  $183.79Bn ▂▁▄▄▇▅██▇█▅▅▇▇█│",
            "│  4 BNB    BNB              $773.77  ▲ 0.04%  ▲ 0.92%  $103.03Bn ▃▁▃▅█▆▆▇▄▄▄▅▅▅▄│",
            "│  5 XRP    XRP                $1.54  ▼ 1.77%  ▲ 8.07%   $96.99Bn ▂▁▂▃▅▅▇█▆▅▅▆▇▇▆│",
            "│  6 USDC   USDC               $1.00    0.00%  ▲ 0.01%   $75.32Bn ▂▁▃▃▇▆█▇▆▇▅▅███│",
            "│  7 SOL    Solana           $121.34  ▲ 0.04%  ▲ 8.89%   $71.33Bn ▂▁▂▄▆▆▆▆▅▄▄▆▇██│",
            "│  8 TRX    TRON           $0.336471  ▼ 0.12%  ▼ 0.49%   $31.95Bn ▃▄▅▅▆█▅▅▄▅▃▃▁▁▁│",
            "│  9 ZEC    Zcash          $1,569.48  ▲ 1.29%  ▲ 3.05%   $26.63Bn ▂▁▂▄▃▃▅█▇▄▄▅▇▅▅│",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterLineAndSmallPrice() {
        assertBuffer(PaneCases.coinListSmallPrice(), equals: [
            "┌ Coins · CoinGecko ──────────────────────────────────────────────────────── 1/3 ┐",
            "│/ sh                                                                     3 of 50│",
            "│  # Coin   Name               Price    24h %     7d % Market Cap 7 days         │",
            "│  9 ZEC    Zcash          $1,569.48  ▲ 1.29%  ▲ 3.05%   $26.63Bn ▂▁▂▄▃▃▅█▇▄▄▅▇▅▅│",
            "│ 21 BCH    Bitcoin…         $335.98  ▼ 0.68% ▲ 32.28%    $6.75Bn ▁▁▁▂▂▂▆██▇▇▇▇▇▇│",
            "│ 34 SHIB   Shiba I…     $0.00000603  ▲ 3.06% ▲ 10.44%    $3.56Bn ▂▁▂▃▆▇▇█▅▄▄▅▅▆▆│",
            "│                                                                                │",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testNarrowPaneDropsSparklineMarketCapAndName() {
        assertBuffer(PaneCases.coinListNarrow(), equals: [
            "┌ Coins · CoinGecko ───────────── 3/50 ┐",
            "│  # Coin              Price     24h % │",
            "│  1 BTC          $84,093.00   ▲ 0.28% │",
            "│  2 ETH           $2,689.66   ▲ 0.06% │",
            "│  3 USDT              $1.00     0.00% │",
            "│  4 BNB             $773.77   ▲ 0.04% │",
            "└──────────────────────────────────────┘",
        ])
    }

    func testSelectionBelowTheViewScrolls() {
        assertBuffer(PaneCases.coinListScrolled(), equals: [
            "┌ Coins · CoinGecko ──────────────────────────────── 21/50 ┐",
            "│  # Coin   Name                  Price    24h % Market Cap│",
            "│ 18 RAIN   Rain             $0.0129924  ▲ 9.62%    $9.21Bn│",
            "│ 19 LEO    LEO Token             $8.98  ▲ 1.62%    $8.26Bn│",
            "│ 20 XLM    Stellar           $0.219817  ▲ 1.31%    $7.69Bn│",
            "│ 21 BCH    Bitcoin Ca…         $335.98  ▼ 0.68%    $6.75Bn│",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testFilterWithNoMatch() {
        assertBuffer(PaneCases.coinListNoMatch(), equals: [
            "┌ Coins · CoinGecko ───────────────────────────────────────┐",
            "│/ zzz                                              0 of 50│",
            "│no coins match · Enter searches CoinGecko                 │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testAbsentValuesShowDashNeverZero() {
        assertBuffer(PaneCases.coinListAbsentValues(), equals: [
            "┌ Coins · CoinGecko ─────────────────────────────────────────────────────────────┐",
            "│  # Coin   Name               Price    24h %     7d % Market Cap 7 days         │",
            "│  — NIL    Nothing…               —        —        —          — —              │",
            "│  2 ETH    Ethereum       $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn ▃▁▃▅█▇██▆▅▄▅▆▅▅│",
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
