import TerminalUI
import TestSupport
import XCTest

final class StatGridTests: XCTestCase {
    private let green = Style(foreground: .green)

    private var grid: StatGrid {
        StatGrid(title: "Overview", items: [
            StatGrid.Item("Price", "$68,000"), StatGrid.Item("Rank", "#1"),
            StatGrid.Item("Volume", "$30Bn"), StatGrid.Item("Change", Line("+0.14%", style: green)),
        ])
    }

    func testTwoPairsPerRow() {
        var buffer = filledBuffer(width: 30, height: 4)
        grid.render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "Overviewxxxxxxxxxxxxxxxxxxxxxx",
            "Price  $68,000   Rank       #1",
            "Volume   $30Bn   Change +0.14%",
            "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
        ])
        XCTAssertEqual(grid.height, 3)
        XCTAssertEqual(buffer[0, 0]?.style, Style(modifiers: .bold))
        XCTAssertEqual(buffer[0, 1]?.style, Style(modifiers: .dim))
        XCTAssertEqual(buffer[24, 2]?.style, green)
        XCTAssertEqual(buffer[10, 1]?.style, .plain)
    }

    func testLabelGivesWayToValue() {
        var buffer = filledBuffer(width: 10, height: 1)
        StatGrid(items: [StatGrid.Item("Market Cap", "$1.2Tr")], columns: 1).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["Ma… $1.2Tr"])
    }

    func testALabelTakesItsFirstShorterFormThatFitsBeforeBeingCut() {
        let item = StatGrid.Item("Market Capitalization", "$1.2Tr", shorter: ["Market Cap", "Mkt Cap"])
        for (width, expected) in [(30, "Market Capitalization   $1.2Tr"), (17, "Market Cap $1.2Tr"),
                                  (14, "Mkt Cap $1.2Tr"), (11, "Mkt… $1.2Tr")] {
            var buffer = filledBuffer(width: width, height: 1)
            StatGrid(items: [item], columns: 1).render(area: buffer.area, buffer: &buffer)
            assertBuffer(buffer, equals: [expected])
        }
    }

    func testRowsBeyondAreaAreNotDrawn() {
        var buffer = filledBuffer(width: 30, height: 2)
        grid.render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["Overviewxxxxxxxxxxxxxxxxxxxxxx", "Price  $68,000   Rank       #1"])
    }

    func testZeroSizeAnd1x1() {
        var buffer = filledBuffer(width: 2, height: 1)
        grid.render(area: Rect(x: 0, y: 0, width: 0, height: 0), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx"])
        grid.render(area: Rect(x: 1, y: 0, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["x…"])
    }
}
