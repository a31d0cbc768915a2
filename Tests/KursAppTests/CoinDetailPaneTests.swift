import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// Whole-buffer snapshots of the coin detail pane: bitcoin from the embedded sample, CJK and emoji text, absent values, errors.
final class CoinDetailPaneTests: XCTestCase {

    func testBitcoinDetailCollapsed() {
        assertBuffer(PaneCases.detailBitcoin(), equals: [
            "┌ Bitcoin (BTC) ─────────────────────────────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max             high $87,158.43 · low $80,231.02 · ▲ 2.83% │",
            "│ $87.16K┤                     ⡰⡀⡀          ⢠⢣▲ $87,158.43                       │",
            "│        │                    ⡀⡇⠑⢣  ⢠⢄⣰⠔⠊⠧⠤⠜⠁⠈⢇                                  │",
            "│        │                  ⢠⠋⠈  ⠸⠒⣄⡎⠈        ⠈⠉⢺                                │",
            "│        │                  ⡜                   ⠈⡆                 ⢀             │",
            "│        │                ⢀⠟                     ⢇⡠⠦⠊⢢⢆⡀⣇ ⢀⢰⢢⠦⠤⠊⠦⠤⡰⠁⢱   ⢀⣀  ⡠⣀⣀⢀ │",
            "│ $83.69K┤                ⢸                      ⠘⠁   ⠈⠈⠸⣀⡸⠇        ⠈⠑⠒⠉⠊⠈⠉⠉⠁⠁⠈⠁ │",
            "│        │                ⢸                              ⠁                       │",
            "│        │                ⡇                                                      │",
            "│        │⢢            ⢀ ⢀⠇                                                      │",
            "│        │ ⠱⠔⢲     ⢠⠓⠦⡰⠺⠋⠁                                                       │",
            "│ $80.23K┤   ⠈⡦⠤⣀⢄⠴⠁▼ $80,231.02                                                 │",
            "│         19 Sep                                                          26 Sep │",
            "│                                                                                │",
            "│ Overview                                 Additional Details                    │",
            "│ Current Price      $84,093.00 ▲ 0.28%    24h High                   $84,296.00 │",
            "│ Market Capitalization $1.69Tr ▲ 0.29%    24h Low                    $83,627.00 │",
            "│ Rank                               #1    24h Price Change      $244.31 ▲ 0.28% │",
            "│ Volume                       $18.73Bn    24h Market Cap Change $4.93Bn ▲ 0.29% │",
            "│                                          Block Time                     10 min │",
            "│                                          Hashing Algorithm             SHA-256 │",
            "│                                                                                │",
            "│ Description                                                                    │",
            "│ Bitcoin is the first successful internet money based on peer-to-peer           │",
            "│ technology; whereby no central bank or authority is involved in the            │",
            "│ transaction and production of the Bitcoin currency. It was created by an       │",
            "│ Read more… (d)                                                                 │",
            "│                                                                                │",
            "│ Website  http://www.bitcoin.org                                                │",
            "│ Reddit   https://www.reddit.com/r/Bitcoin/                                     │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testBitcoinDetailSmall() {
        assertBuffer(PaneCases.detailBitcoin(width: 60, height: 14), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                          ▲ 2.83% │",
            "│ $87.16K┤           ⢀⡤⠖⠒⠓⠖⠤⠖⠒⠒⠒⠒⠚⠓▲⢴⣀⣀⣀⣀⣀ ⢀⣀⣀⣀⣀⣀⣠⣀⣀⣀⣀⣀⣀⣀⣀ │",
            "│ $80.23K┤⠢⠤⠤⣀⣀▼⣠⠤⠤⠤⠤⠎                    ⠉⠉               │",
            "│         19 Sep                                    26 Sep │",
            "│ Overview                      Additional Details         │",
            "│ Price   $84,093.00 ▲ 0.28%    24h High        $84,296.00 │",
            "│ Market Cap $1.69Tr ▲ 0.29%    24h Low         $83,627.00 │",
            "│ Rank                    #1    24h Change $244.31 ▲ 0.28% │",
            "│ Volume            $18.73Bn    Mkt Cap 2… $4.93Bn ▲ 0.29% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│ Bitcoin is the first successful internet money based on  │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testExpandedDescriptionScrolls() {
        assertBuffer(PaneCases.detailBitcoin(expanded: true, offset: 4, width: 60, height: 30), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                          ▲ 2.83% │",
            "│ $87.16K┤              ⢀⣆       ⢠⡇▲ $87,158.43            │",
            "│        │             ⢀⡜⠙⡄ ⡤⣰⠖⠱⠤⠋⠹⡀                       │",
            "│        │             ⡏⠁ ⠗⣆⡇⠁     ⠉⢾                      │",
            "│        │            ⡜             ⢸            ⢀         │",
            "│        │           ⢸⠃             ⠸⣠⠶⠱⣆⢸⡀⢀⣶⠢⠎⠦⣴⠉⡆ ⢀⣀ ⡠⣀⢀ │",
            "│ $83.69K┤           ⢸               ⠋  ⠈⠁⣇⠾      ⠙⠊⠙⠁⠉⠁⠁⠁ │",
            "│        │           ⢸                    ⠁                │",
            "│        │           ⡇                                     │",
            "│        │⢢        ⡀⢀⠇                                     │",
            "│        │⠈⠷⢲   ⢠⠳⡴⠻⠁                                      │",
            "│ $80.23K┤  ⠈⡦⣀⡤⠊▼ $80,231.02                              │",
            "│         19 Sep                                    26 Sep │",
            "│                                                          │",
            "│ Overview                      Additional Details         │",
            "│ Price   $84,093.00 ▲ 0.28%    24h High        $84,296.00 │",
            "│ Market Cap $1.69Tr ▲ 0.29%    24h Low         $83,627.00 │",
            "│ Rank                    #1    24h Change $244.31 ▲ 0.28% │",
            "│ Volume            $18.73Bn    Mkt Cap 2… $4.93Bn ▲ 0.29% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│                                                          │",
            "│ Description                                              │",
            "│ individual/group under the name, Satoshi Nakamoto. The   │",
            "│ Less (d)                                                 │",
            "│                                                          │",
            "│ Website  http://www.bitcoin.org                          │",
            "│ Reddit   https://www.reddit.com/r/Bitcoin/               │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testCJKAndEmojiDescriptionKeepsColumns() {
        assertBuffer(PaneCases.detailCJK(), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                          ▲ 2.83% │",
            "│ $87.16K┤              ⢀⣆       ⢠⡇▲ $87,158.43            │",
            "│        │             ⢀⡜⠙⡄ ⡤⣰⠖⠱⠤⠋⠹⡀                       │",
            "│        │             ⡏⠁ ⠗⣆⡇⠁     ⠉⢾                      │",
            "│        │            ⡜             ⢸            ⢀         │",
            "│        │           ⢸⠃             ⠸⣠⠶⠱⣆⢸⡀⢀⣶⠢⠎⠦⣴⠉⡆ ⢀⣀ ⡠⣀⢀ │",
            "│ $83.69K┤           ⢸               ⠋  ⠈⠁⣇⠾      ⠙⠊⠙⠁⠉⠁⠁⠁ │",
            "│        │           ⢸                    ⠁                │",
            "│        │           ⡇                                     │",
            "│        │⢢        ⡀⢀⠇                                     │",
            "│        │⠈⠷⢲   ⢠⠳⡴⠻⠁                                      │",
            "│ $80.23K┤  ⠈⡦⣀⡤⠊▼ $80,231.02                              │",
            "│         19 Sep                                    26 Sep │",
            "│                                                          │",
            "│ Overview                      Additional Details         │",
            "│ Price   $84,093.00 ▲ 0.28%    24h High        $84,296.00 │",
            "│ Market Cap $1.69Tr ▲ 0.29%    24h Low         $83,627.00 │",
            "│ Rank                    #1    24h Change $244.31 ▲ 0.28% │",
            "│ Volume            $18.73Bn    Mkt Cap 2… $4.93Bn ▲ 0.29% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│                                                          │",
            "│ Description                                              │",
            "│ 比特币是第一个成功的互联网货币 🚀 based on peer-to-peer  │",
            "│ technology; 没有中央银行 🏦 参与交易。 Emoji 👍🏽 and 👨‍👩‍👧   │",
            "│ Less (d)                                                 │",
            "│                                                          │",
            "│ Website  https://bitcoin.org                             │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testEveryOptionalValueAbsent() {
        assertBuffer(PaneCases.detailAbsent(), equals: [
            "┌ Nothing Known (NIL) ───────────────────────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                                                        │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                         no data for 7d: no chart data                          │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│ Overview                                 Additional Details                    │",
            "│ Current Price                       —    24h High                            — │",
            "│ Market Capitalization               —    24h Low                             — │",
            "│ Rank                                —    24h Price Change                    — │",
            "│ Volume                              —    24h Market Cap Change               — │",
            "│                                          Block Time                        n/a │",
            "│                                          Hashing Algorithm                 n/a │",
            "│                                                                                │",
            "│ Description                                                                    │",
            "│ No description.                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testDetailErrorShowsInPlaceOfDescription() {
        assertBuffer(PaneCases.detailError(), equals: [
            "┌ Ethereum (ETH) ──────────────────────────────── Esc back ┐",
            "│ 24h [7d] 30d 90d 1y max                          ▲ 1.62% │",
            "│ $2.78K┤         ⢀ ⢀⠤⠴⠒⠋▲⠢⠴⠒⠒⠒⠒⠒⠛⠲⠦⢄ ⣀⡀⣀⡀ ⢀⣀⣀⣀⣀⢀⡤⣀⣀⣀⣀⣀⣀⣀⣀ │",
            "│ $2.57K┤⠑⠒⠒⣄⣀⣀▼⠒⠒⠊⠉⠉               ⠈⠉⠁⠈⠁⠈⠛⠉⠁  ⠁⠁          │",
            "│        19 Sep                                     26 Sep │",
            "│ Overview                      Additional Details         │",
            "│ Price    $2,689.66 ▲ 0.06%    24h High         $2,697.72 │",
            "│ Mkt Cap  $328.38Bn ▲ 0.08%    24h Low          $2,677.27 │",
            "│ Rank                    #2    24h Change   $1.97 ▲ 0.06% │",
            "│ Volume             $6.32Bn    Mkt Cap … $272.03M ▲ 0.08% │",
            "│                               Block Time               — │",
            "│                               Hashing Algorithm        — │",
            "│ rate limited · retry in 1:59                             │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testChartIsGreenWhenTheWeekWentUpAndRedWhenDown() throws {
        // The embedded bitcoin sparkline starts at 81817.26 and ends at 84134.64.
        let buffer = PaneCases.detailBitcoin()
        let plotted = (2...12).flatMap { y in (10..<81).compactMap { buffer[$0, y] } }
            .filter { $0.symbol.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false }
        XCTAssertFalse(plotted.isEmpty)
        // All but the high's and the low's cells, which are marked in the accent colour.
        XCTAssertEqual(plotted.filter { $0.style.foreground != .green }.map(\.style),
                       [Style(foreground: .cyan, modifiers: .bold), Style(foreground: .cyan, modifiers: .bold)])
        // TRON's goes from 0.33917 to 0.33660.
        let tron = try XCTUnwrap(PaneDataForTests.coins.first { $0.id == "tron" })
        let chart = try XCTUnwrap(CoinChart.lineChart(for: tron, fetchedAt: nil, currencySymbol: "$", theme: PaneTheme()))
        XCTAssertEqual(chart.lineStyle.foreground, .red)
    }

    func testChartLabelsComeFromTheSeriesAndTheCoinsDate() throws {
        var coin = PaneDataForTests.bitcoin
        coin.sparkline7d = [1, 2, 3, 2, 4]
        let chart = try XCTUnwrap(CoinChart.lineChart(for: coin, fetchedAt: nil, currencySymbol: "$",
                                                      theme: PaneTheme()))
        XCTAssertEqual(chart.lineStyle.foreground, .green)
        XCTAssertEqual([chart.maxLabel, chart.midLabel, chart.minLabel], ["$4.00", "$2.50", "$1.00"])
        XCTAssertEqual(chart.endLabel, "26 Sep")
        XCTAssertEqual(chart.startLabel, "19 Sep")
    }

    func testEmptySparklineHasNoChart() {
        var coin = PaneDataForTests.bitcoin
        coin.sparkline7d = []
        XCTAssertNil(CoinChart.lineChart(for: coin, fetchedAt: nil, currencySymbol: "$", theme: PaneTheme()))
        coin.sparkline7d = nil
        XCTAssertNil(CoinChart.lineChart(for: coin, fetchedAt: nil, currencySymbol: "$", theme: PaneTheme()))
    }

    func testAxisLabelsForSmallPrices() {
        XCTAssertEqual(CoinChart.axisLabel(6.31917e-7, currencySymbol: "$"), "$0.000000631917")
        XCTAssertEqual(CoinChart.axisLabel(69088, currencySymbol: "$"), "$69.09K")
    }

    func testLinksOnlyHttp() {
        XCTAssertEqual(WebLink.displayable("https://bitcoin.org"), "https://bitcoin.org")
        XCTAssertEqual(WebLink.displayable("http://x.org/\u{1B}[31mred"), "http://x.org/red")
        XCTAssertNil(WebLink.displayable("javascript:alert(1)"))
        XCTAssertNil(WebLink.displayable("ftp://example.com"))
        XCTAssertNil(WebLink.displayable(""))
    }

    func testLoadingDetailsMessage() {
        let pane = CoinDetailPane(coin: PaneDataForTests.bitcoin, detail: nil)
        let buffer = PaneDataForTests.render(pane, width: 82, height: 39)
        XCTAssertEqual(buffer.lines()[24].trimmingCharacters(in: .whitespaces), "│ loading details…                                                               │"
            .trimmingCharacters(in: .whitespaces))
    }
}
