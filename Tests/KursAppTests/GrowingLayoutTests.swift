import XCTest
import KursCore
import TerminalUI
import TestSupport
@testable import KursApp

/// The dashboard's layouts grow with the terminal — whole frames at several sizes.
final class GrowingLayoutTests: XCTestCase {
    private func frame(_ width: Int, _ height: Int) -> [String] {
        PaneCases.dashboard(width: width, height: height).lines()
    }

    /// The coin list adds volume, 24h high/low and ATH distance at 200 columns, and circulating supply at 300.
    func testCoinListAddsColumnsAsWidthGrows() {
        XCTAssertFalse(frame(120, 40)[1].contains("24h Volume"))
        let wide = frame(200, 50)[1]
        for header in ["Market Cap", "24h Volume", "24h High", "24h Low", "From ATH"] {
            XCTAssertTrue(wide.contains(header), "\(header) at 200 columns: \(wide)")
        }
        XCTAssertTrue(frame(300, 80)[1].contains("Supply"))
    }

    /// A coin without a sparkline shows "—" in the 7-day column, never a blank.
    func testAbsentSparklineShowsDash() {
        var coins = PaneDataForTests.coins
        coins[1].sparkline7d = nil  // the embedded sample has a sparkline for every coin
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 90, height: 6))
        CoinListPane(coins: coins, selected: 0, focused: true).render(area: buffer.area, buffer: &buffer)
        let lines = buffer.lines()
        XCTAssertTrue(lines[1].contains("7 days"), lines[1])
        let eth = lines.first { $0.contains(" ETH ") } ?? ""
        XCTAssertTrue(eth.contains(" —  "), eth)
        XCTAssertFalse(eth.contains("▁") || eth.contains("█"), eth)
    }

    /// The selected row's position among the coins sits in the list's border.
    func testRowPositionInBorder() {
        XCTAssertTrue(frame(120, 40)[0].contains(" 1/50 "), frame(120, 40)[0])
        let pane = CoinListPane(coins: PaneDataForTests.coins, selected: 11, focused: true)
        var buffer = Buffer(area: Rect(x: 0, y: 0, width: 80, height: 10))
        pane.render(area: buffer.area, buffer: &buffer)
        XCTAssertTrue(buffer.lines()[0].contains(" 12/\(PaneDataForTests.coins.count) "), buffer.lines()[0])
    }

    /// The rate line breaks between its parts, never inside one; names shorten by rule, never cut.
    func testConverterTextIsBrokenOrShortenedByRule() {
        let line = "1 USD = 41.25 UAH · PrivatBank buy · 14:00"
        XCTAssertEqual(ConverterLineBreak.rateRows(line, width: 36), ["1 USD = 41.25 UAH · PrivatBank buy", "· 14:00"])
        XCTAssertEqual(ConverterLineBreak.rateRows(line, width: 44), [line])
        XCTAssertEqual(ConverterLineBreak.currencyName("Ukrainian Hryvnia", room: 16), "Hryvnia")
        XCTAssertEqual(ConverterLineBreak.currencyName("Ukrainian Hryvnia", room: 17), "Ukrainian Hryvnia")
        XCTAssertEqual(ConverterLineBreak.currencyName("Ukrainian Hryvnia", room: 5), "")
    }

    /// Online, every rates band that holds the spread heads it ("Spread" or its short "Sprd" over "best").
    func testTheSpreadGroupHasAHeadingOnline() {
        for (width, height) in [(120, 40), (200, 50), (80, 24)] {
            let lines = PaneCases.dashboardComparison(width: width, height: height).lines()
            let header = lines.firstIndex { $0.contains(" best") }
            guard let header else { XCTFail("no spread at \(width)x\(height)\n" + lines.joined(separator: "\n")); continue }
            let heading = lines[header - 1]
            let best = lines[header].range(of: " best")!.lowerBound
            let column = lines[header].distance(from: lines[header].startIndex, to: best)
            let above = String(heading.dropFirst(max(0, column - 2)).prefix(8))
            XCTAssertTrue(above.contains("Sprd") || above.contains("Spread"),
                          "\(width)x\(height): \(above)\n" + lines.joined(separator: "\n"))
        }
    }
}
