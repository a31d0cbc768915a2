import Foundation
@testable import KursApp
import KursCore
import TerminalUI
import XCTest

/// A coin's huge values are abbreviated by rule when they don't fit their column, never cut mid-number.
final class CoinHugeValueTests: XCTestCase {
    private var huge: Coin {
        var coin = PaneDataForTests.coins[0]
        coin.currentPrice = Decimal(string: "1000000000000")
        coin.high24h = Decimal(string: "1200000000000")
        coin.low24h = Decimal(string: "990000000000")
        return coin
    }

    func testTheListAbbreviatesAPriceWiderThanItsColumn() {
        var coins = PaneDataForTests.coins
        coins[0] = huge
        for width in [80, 120, 200] {
            var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: 6))
            CoinListPane(coins: coins, selected: 1, focused: true, theme: PaneTheme(colors: false))
                .render(area: buffer.area, buffer: &buffer)
            let row = buffer.lines()[2]
            XCTAssertFalse(row.contains("…"), "\(width): \(row)")
            XCTAssertTrue(row.contains(" $1.00Tr "), "\(width): \(row)")
            if width == 200 {
                XCTAssertTrue(row.contains(" $1.20Tr ") && row.contains(" $990.00Bn "), row)
            }
        }
    }

    func testAPriceThatFitsStaysWhole() {
        let format = CoinRowFormat(PaneDataForTests.coins[0], currencySymbol: "$", theme: PaneTheme())
        XCTAssertEqual(format.cell(.price, width: 15), Line(format.price))
        XCTAssertEqual(CoinRowFormat(huge, currencySymbol: "$", theme: PaneTheme()).price(width: 10), "$1.00Tr")
    }

    /// A price that fits neither whole nor abbreviated is "…", never a cut number ("$1.23e-11" cut to "$1.23…" read
    /// as $1.23).
    func testAPriceThatFitsNoFormIsNotCut() {
        var tiny = PaneDataForTests.coins[0]
        tiny.currentPrice = Decimal(string: "0.00000000001234")
        let format = CoinRowFormat(tiny, currencySymbol: "$", theme: PaneTheme())
        XCTAssertEqual(format.price(width: 9), "$1.23e-11")
        XCTAssertEqual(format.price(width: 8), "…")
        XCTAssertEqual(format.cell(.price, width: 6), Line("…"))
    }

    /// A narrow coin list (a tmux split running `kurs pane coins`) never shows a number cut by the pane's edge
    /// ("$1.23…", "$1,26…", "▲ 0.1…"): the price column takes the room left, the 24h change comes whole or not.
    func testANarrowCoinListCutsNoNumber() throws {
        var coins = PaneDataForTests.coins
        coins[0].currentPrice = Decimal(string: "0.00000000001234")
        let cutNumber = try NSRegularExpression(pattern: "[0-9$%.,]…")
        for width in 12...40 {
            var buffer = Buffer(area: Rect(x: 0, y: 0, width: width, height: 6))
            CoinListPane(coins: coins, selected: 0, focused: true, theme: PaneTheme(colors: false))
                .render(area: buffer.area, buffer: &buffer)
            for line in buffer.lines().dropFirst(2) {
                let range = NSRange(line.startIndex..., in: line)
                XCTAssertNil(cutNumber.firstMatch(in: line, range: range), "\(width): \(line)")
            }
            let row = buffer.lines()[2]
            if width >= 22 { XCTAssertTrue(row.contains("$1.23e-11") || row.contains("$0.00000000001234"), "\(width): \(row)") }
        }
    }

    func testTheSingleCoinPaneWithoutASparklineSaysHowToGetAChart() {
        var coin = PaneDataForTests.coins[0]
        coin.sparkline7d = nil
        let lines = PaneDataForTests.render(CoinCompactPane(coin: coin, id: coin.id, theme: PaneTheme(colors: false)),
                                            width: 50, height: 8).lines()
        XCTAssertEqual(lines[3], "│ no 7-day sparkline; keys 1-6 draw a chart      │", lines.joined(separator: "\n"))
    }

    func testTheSingleCoinPaneAbbreviatesToo() {
        let lines = PaneDataForTests.render(CoinCompactPane(coin: huge, id: huge.id, currencySymbol: "$", message: nil,
                                                            theme: PaneTheme(colors: false)), width: 20, height: 6).lines()
        XCTAssertTrue(lines[1].contains("$1.00Tr"), lines.joined(separator: "\n"))
        XCTAssertFalse(lines.joined().contains("…"), lines.joined(separator: "\n"))
    }

    /// `kurs pane coin` in a narrow split: the price and the 24h change come whole or not at all, at every width and
    /// height (a cut "$1.23…" or "▲ 0.1…" would be a wrong number).
    func testTheSingleCoinPaneCutsNoNumber() throws {
        var tiny = PaneDataForTests.coins[0]
        tiny.currentPrice = Decimal(string: "0.00000000001234")
        let cutNumber = try NSRegularExpression(pattern: "[0-9$%.,]…")
        for coin in [tiny, PaneDataForTests.coins[1]] {
            for width in 8...30 {
                for height in 3...6 {
                    let lines = PaneDataForTests.render(CoinCompactPane(coin: coin, id: coin.id, currencySymbol: "$", message: nil,
                                                                        theme: PaneTheme(colors: false)), width: width, height: height).lines()
                    for line in lines {
                        XCTAssertNil(cutNumber.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), "\(width)x\(height): \(line)")
                    }
                }
            }
        }
    }
}
