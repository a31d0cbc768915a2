import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The coin list's sort (every column, nulls last both ways), its header arrow and the ★ of favourites as whole
/// buffers; the coin detail's range selector and its "no data for 1y: …" line.
final class CoinSortPaneTests: XCTestCase {
    private typealias D = PaneDataForTests

    func testEverySortableColumnPutsCoinsWithoutAValueLastInBothDirections() {
        var coins = Array(D.coins.prefix(4))
        let bare = Coin(id: "bare", symbol: "bare", name: "Bare")  // every optional value absent
        coins.insert(bare, at: 0)
        for column in CoinSort.columns where ![.symbol, .name].contains(column) {
            for ascending in [true, false] {
                let sorted = CoinSort(column: column, ascending: ascending).apply(coins)
                XCTAssertEqual(sorted.last?.id, "bare", "\(column) \(ascending ? "▲" : "▼"): absent values last")
                let keys = sorted.dropLast().compactMap { CoinSort.key($0, column) }
                XCTAssertEqual(keys, ascending ? keys.sorted() : keys.sorted().reversed(), "\(column)")
            }
        }
        XCTAssertEqual(CoinSort(column: .name, ascending: true).apply(coins).map(\.name),
                       ["Bare", "Bitcoin", "BNB", "Ethereum", "Tether"])
    }

    func testSortHeaderAndFavouriteStars() {
        let rows = CoinListRows(favourites: ["ethereum", "tron"], sort: CoinSort(column: .price, ascending: true))
        assertBuffer(D.render(CoinListPane(coins: Array(D.coins.prefix(8)), selected: 0, focused: true, rows: rows),
                              width: 82, height: 12), equals: [
            "┌ Coins · CoinGecko ──────────────────────────────────────────────────────── 1/8 ┐",
            "│  # Coin   Name             Price ▲    24h %     7d % Market Cap 7 days         │",
            "│  8 ★ TRX  TRON           $0.336471  ▼ 0.12%  ▼ 0.49%   $31.95Bn ▃▄▅▅▆█▅▅▄▅▃▃▁▁▁│",
            "│  3 USDT   Tether             $1.00    0.00%  ▲ 0.02%  $183.79Bn ▂▁▄▄▇▅██▇█▅▅▇▇█│",
            "│  6 USDC   USDC               $1.00    0.00%  ▲ 0.01%   $75.32Bn ▂▁▃▃▇▆█▇▆▇▅▅███│",
            "│  5 XRP    XRP                $1.54  ▼ 1.77%  ▲ 8.07%   $96.99Bn ▂▁▂▃▅▅▇█▆▅▅▆▇▇▆│",
            "│  7 SOL    Solana           $121.34  ▲ 0.04%  ▲ 8.89%   $71.33Bn ▂▁▂▄▆▆▆▆▅▄▄▆▇██│",
            "│  4 BNB    BNB              $773.77  ▲ 0.04%  ▲ 0.92%  $103.03Bn ▃▁▃▅█▆▆▇▄▄▄▅▅▅▄│",
            "│  2 ★ ETH  Ethereum       $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn ▃▁▃▅█▇██▆▅▄▅▆▅▅│",
            "│  1 BTC    Bitcoin       $84,093.00  ▲ 0.28%  ▲ 3.04%    $1.69Tr ▂▁▂▃█▇██▆▅▅▆▅▅▅│",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testFavouritesOnlyView() {
        let rows = CoinListRows(favourites: ["ethereum", "tron"], favouritesOnly: true)
        assertBuffer(D.render(CoinListPane(coins: Array(D.coins.prefix(8)), selected: 1, focused: true, rows: rows),
                              width: 82, height: 7), equals: [
            "┌ Coins · CoinGecko ──────────────────────────────────────────────────────── 2/2 ┐",
            "│★ favourites                                                              2 of 8│",
            "│  # Coin   Name               Price    24h %     7d % Market Cap 7 days         │",
            "│  2 ★ ETH  Ethereum       $2,689.66  ▲ 0.06%  ▲ 1.88%  $328.38Bn ▃▁▃▅█▇██▆▅▄▅▆▅▅│",
            "│  8 ★ TRX  TRON           $0.336471  ▼ 0.12%  ▼ 0.49%   $31.95Bn ▃▄▅▅▆█▅▅▄▅▃▃▁▁▁│",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testChartThatCannotBeDrawnSaysWhy() {
        let pane = CoinDetailPane(coin: D.bitcoin, range: .year,
                                  chart: .unavailable(reason: "rate limited, retry 14:05"))
        let lines = D.render(pane, width: 82, height: 16).lines()
        assertBuffer(D.render(pane, width: 82, height: 16), equals: [
            "┌ Bitcoin (BTC) ─────────────────────────────────────────────────────── Esc back ┐",
            "│ 24h 7d 30d 90d [1y] max                                                        │",
            "│                                                                                │",
            "│                   no data for 1y: rate limited, retry 14:05                    │",
            "│                                                                                │",
            "│                                                                                │",
            "│ Overview                                 Additional Details                    │",
            "│ Current Price      $84,093.00 ▲ 0.28%    24h High                   $84,296.00 │",
            "│ Market Capitalization $1.69Tr ▲ 0.29%    24h Low                    $83,627.00 │",
            "│ Rank                               #1    24h Price Change      $244.31 ▲ 0.28% │",
            "│ Volume                       $18.73Bn    24h Market Cap Change $4.93Bn ▲ 0.29% │",
            "│                                          Block Time                          — │",
            "│                                          Hashing Algorithm                   — │",
            "│ loading details…                                                               │",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
        XCTAssertFalse(lines.joined().contains("⠁"), "no sparkline drawn for a year")
    }
}
