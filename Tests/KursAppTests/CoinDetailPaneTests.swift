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
            "│ $70.79K┤                                       ⢀       ⢠⢣⡀                     │",
            "│        │  ⡀                                    ⡸⡄  ⢠⡀ ⡰⠁ ⢸                     │",
            "│        │ ⢰⢇                                   ⡸⠃⢣⠗⠊⠁⠈⠑⡇   ⡇         ⡇          │",
            "│        │⢀⡇⢸⢄⢀⢦                         ⢰⠔⣄⣀⢄⡀⢀⠇           ⢱⢦ ⢀⡀   ⢀⢰⢣   ⢀⡀     │",
            "│        │⠎⡇ ⠘⠊ ⡇                        ⡇ ⠈  ⠈⠁              ⢇⢸⠈⠱⡜⣄⠜⠉⢸⡀ ⢸⠊⠘⢇⢀⡀  │",
            "│ $68.08K┤      ⡇            ⡰⡸⡀         ⡇                     ⠁  ⠁    ⣇⣀⡎   ⠋⠸⣀ │",
            "│        │      ⠸⡀  ⢀  ⡼⡄⡔⡄ ⢰⠁⠁⡇        ⢀⠇                             ⠏       ⠁ │",
            "│        │       ⢣⣤⢠⠺⡀⢸ ⠱⠁⠸⠢⠺  ⡇      ⢀⡰⠜                                        │",
            "│        │       ⠈⠈⠎ ⡇⡇        ⢇   ⢀⢆⢀⢸                                          │",
            "│        │           ⠸⠁        ⢸ ⢀⠟⡜⠈⠊⠃                                          │",
            "│ $65.37K┤                     ⠘⡤⢻                                               │",
            "│         10 Feb                                                          17 Feb │",
            "│                                                                                │",
            "│ Overview                                 Additional Details                    │",
            "│ Current Price      $67,291.00 ▼ 0.33%    24h High                   $69,088.00 │",
            "│ Market Capitalization $1.34Tr ▼ 0.49%    24h Low                    $66,725.00 │",
            "│ Rank                               #1    24h Price Change     -$222.07 ▼ 0.33% │",
            "│ Volume                       $35.36Bn    24h Market Cap Chan… -$6.68Bn ▼ 0.49% │",
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
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testBitcoinDetailSmall() {
        assertBuffer(PaneCases.detailBitcoin(width: 60, height: 14), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ $70.79K┤⣠⠴⢄⡠⣀        ⢀⡀      ⢠⠤⣠⢤⣠⠖⠱⠒⠒⠒⠲⠚⠙⠦⢤⣀⢄⣀⣀⣄⣆ ⣀⣠⣀⣀  │",
            "│ $65.37K┤    ⠈⠓⠲⠳⠔⠉⠋⠑⠒⠉⠑⣤⡤⠴⠤⠔⠒⠃                    ⠉⠁   ⠉ │",
            "│         10 Feb                                    17 Feb │",
            "│ Overview                      Additional Details         │",
            "│ Curren… $67,291.00 ▼ 0.33%    24h High        $69,088.00 │",
            "│ Market Ca… $1.34Tr ▼ 0.49%    24h Low         $66,725.00 │",
            "│ Rank                    #1    24h Pric… -$222.07 ▼ 0.33% │",
            "│ Volume            $35.36Bn    24h Mark… -$6.68Bn ▼ 0.49% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│ Bitcoin is the first successful internet money based on  │",
            "│ Read more… (d)                                           │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testExpandedDescriptionScrolls() {
        assertBuffer(PaneCases.detailBitcoin(expanded: true, offset: 4, width: 60, height: 30), equals: [
            "┌ Bitcoin (BTC) ───────────────────────────────── Esc back ┐",
            "│ $70.79K┤                           ⡀    ⢸⣄               │",
            "│        │ ⢀                        ⢀⢧ ⢠⡀⢀⠇ ⡇              │",
            "│        │ ⣾                        ⡟⢸⠗⠉⠈⢺  ⡇      ⡇       │",
            "│        │⢀⣿⢄⣰                 ⢰⢦⣀⣄⢀⠇       ⢱⢤⢀⡀  ⣰⡇  ⣀    │",
            "│        │⢾ ⠘⠃⢇                ⢸ ⠁ ⠉         ⠸⣸⠈⣾⣤⠋⣇ ⡜⠛⢇⣀  │",
            "│ $68.08K┤    ⢸        ⣰⡇      ⡜              ⠁ ⠁  ⠸⣀⡇  ⠛⣄ │",
            "│        │    ⠸⡀ ⡀ ⣼⡔⡄ ⡏⢇      ⡇                    ⠇    ⠁ │",
            "│        │     ⣧⣠⢇⢸⠈⠇⠸⠶⠁⢸    ⢀⡦⠃                           │",
            "│        │     ⠁⠹⢸⡇     ⠸⡀ ⢰⡄⣸                             │",
            "│        │        ⠇      ⡇⡸⡟⠑⠃                             │",
            "│ $65.37K┤               ⡿⡇                                │",
            "│         10 Feb                                    17 Feb │",
            "│                                                          │",
            "│ Overview                      Additional Details         │",
            "│ Curren… $67,291.00 ▼ 0.33%    24h High        $69,088.00 │",
            "│ Market Ca… $1.34Tr ▼ 0.49%    24h Low         $66,725.00 │",
            "│ Rank                    #1    24h Pric… -$222.07 ▼ 0.33% │",
            "│ Volume            $35.36Bn    24h Mark… -$6.68Bn ▼ 0.49% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│                                                          │",
            "│ Description                                              │",
            "│ individual/group under the name, Satoshi Nakamoto. The   │",
            "│ source code is available publicly as an open source      │",
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
            "│ $70.79K┤                           ⡀    ⢸⣄               │",
            "│        │ ⢀                        ⢀⢧ ⢠⡀⢀⠇ ⡇              │",
            "│        │ ⣾                        ⡟⢸⠗⠉⠈⢺  ⡇      ⡇       │",
            "│        │⢀⣿⢄⣰                 ⢰⢦⣀⣄⢀⠇       ⢱⢤⢀⡀  ⣰⡇  ⣀    │",
            "│        │⢾ ⠘⠃⢇                ⢸ ⠁ ⠉         ⠸⣸⠈⣾⣤⠋⣇ ⡜⠛⢇⣀  │",
            "│ $68.08K┤    ⢸        ⣰⡇      ⡜              ⠁ ⠁  ⠸⣀⡇  ⠛⣄ │",
            "│        │    ⠸⡀ ⡀ ⣼⡔⡄ ⡏⢇      ⡇                    ⠇    ⠁ │",
            "│        │     ⣧⣠⢇⢸⠈⠇⠸⠶⠁⢸    ⢀⡦⠃                           │",
            "│        │     ⠁⠹⢸⡇     ⠸⡀ ⢰⡄⣸                             │",
            "│        │        ⠇      ⡇⡸⡟⠑⠃                             │",
            "│ $65.37K┤               ⡿⡇                                │",
            "│         10 Feb                                    17 Feb │",
            "│                                                          │",
            "│ Overview                      Additional Details         │",
            "│ Curren… $67,291.00 ▼ 0.33%    24h High        $69,088.00 │",
            "│ Market Ca… $1.34Tr ▼ 0.49%    24h Low         $66,725.00 │",
            "│ Rank                    #1    24h Pric… -$222.07 ▼ 0.33% │",
            "│ Volume            $35.36Bn    24h Mark… -$6.68Bn ▼ 0.49% │",
            "│                               Block Time          10 min │",
            "│                               Hashing Algorithm  SHA-256 │",
            "│                                                          │",
            "│ Description                                              │",
            "│ 比特币是第一个成功的互联网货币 🚀 based on peer-to-peer  │",
            "│ technology; 没有中央银行 🏦 参与交易。 Emoji 👍🏽 and 👨‍👩‍👧   │",
            "│ stay whole.                                              │",
            "│ Less (d)                                                 │",
            "│                                                          │",
            "│ Website  https://bitcoin.org                             │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testEveryOptionalValueAbsent() {
        assertBuffer(PaneCases.detailAbsent(), equals: [
            "┌ Nothing Known (NIL) ───────────────────────────────────────────────── Esc back ┐",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                                                                │",
            "│                                 no chart data                                  │",
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
            "│                                                                                │",
            "└────────────────────────────────────────────────────────────────────────────────┘",
        ])
    }

    func testDetailErrorShowsInPlaceOfDescription() {
        assertBuffer(PaneCases.detailError(), equals: [
            "┌ Ethereum (ETH) ──────────────────────────────── Esc back ┐",
            "│                                                          │",
            "│                      no chart data                       │",
            "│                                                          │",
            "│ Overview                      Additional Details         │",
            "│ Current… $1,266.66 ▲ 0.29%    24h High         $1,273.05 │",
            "│ Market … $152.63Bn ▲ 0.26%    24h Low          $1,260.71 │",
            "│ Rank                    #2    24h Price C… $3.63 ▲ 0.29% │",
            "│ Volume             $2.74Bn    24h Mark… $397.27M ▲ 0.26% │",
            "│                               Block Time               — │",
            "│                               Hashing Algorithm        — │",
            "│ rate limited · retry in 1:59                             │",
            "│                                                          │",
            "└──────────────────────────────────────────────────────────┘",
        ])
    }

    func testChartIsRedWhenTheWeekWentDown() {
        // The embedded bitcoin sparkline starts at 68543.23 and ends at 67833.15.
        let buffer = PaneCases.detailBitcoin()
        let plotted = (1...11).flatMap { y in (10..<81).compactMap { buffer[$0, y] } }
            .filter { $0.symbol.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false }
        XCTAssertFalse(plotted.isEmpty)
        XCTAssertTrue(plotted.allSatisfy { $0.style.foreground == .red })
    }

    func testChartIsGreenWhenTheWeekWentUp() throws {
        var coin = PaneDataForTests.bitcoin
        coin.sparkline7d = [1, 2, 3, 2, 4]
        let chart = try XCTUnwrap(CoinChart.lineChart(for: coin, fetchedAt: nil, currencySymbol: "$",
                                                      theme: PaneTheme()))
        XCTAssertEqual(chart.lineStyle.foreground, .green)
        XCTAssertEqual([chart.maxLabel, chart.midLabel, chart.minLabel], ["$4.00", "$2.50", "$1.00"])
        XCTAssertEqual(chart.endLabel, "17 Feb")
        XCTAssertEqual(chart.startLabel, "10 Feb")
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
        XCTAssertEqual(buffer.lines()[23].trimmingCharacters(in: .whitespaces), "│ loading details…                                                               │"
            .trimmingCharacters(in: .whitespaces))
    }
}
