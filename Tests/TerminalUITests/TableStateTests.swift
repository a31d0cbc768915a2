import TerminalUI
import TestSupport
import XCTest

/// `Table` as a `StatefulWidget`: the first visible row is settled while drawing, from the previous frame's.
final class TableStateTests: XCTestCase {
    private let columns = [Table.Column("#", width: .length(3), alignment: .right)]
    private func table(selected: Int) -> Table {
        Table(columns: columns, rows: (0..<100).map { Table.Row([String($0)]) }, showHeader: false, selected: selected)
    }

    func testTheSelectionIsShownAndMovingUpOneRowDoesNotJump() {
        var state = TableState()
        var buffer = filledBuffer(width: 3, height: 20)
        table(selected: 50).render(area: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(state.offset, 31, "scrolled the least needed: row 50 is the last of 20")
        XCTAssertEqual(buffer.lines().first, " 31")
        XCTAssertEqual(buffer.lines().last, " 50")
        table(selected: 49).render(area: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(state.offset, 31, "the view stays")
        XCTAssertEqual(buffer.lines().last, " 50")
        XCTAssertEqual(buffer[0, 18]?.style, Style(modifiers: .reverse), "row 49 is highlighted in place")
        table(selected: 30).render(area: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(state.offset, 30, "one above the view: the selection becomes the first row")
        XCTAssertEqual(buffer.lines().first, " 30")
    }

    func testAZeroSizeAreaLeavesTheStateAlone() {
        var state = TableState(offset: 7)
        var buffer = filledBuffer(width: 3, height: 2)
        table(selected: 90).render(area: Rect(x: 0, y: 0, width: 0, height: 0), buffer: &buffer, state: &state)
        XCTAssertEqual(state.offset, 7)
        assertBuffer(buffer, equals: ["xxx", "xxx"])
    }

    func testTheOffsetStaysWithinTheRowsWhenTheAreaGrows() {
        var state = TableState(offset: 95)
        var buffer = filledBuffer(width: 3, height: 10)
        table(selected: 99).render(area: buffer.area, buffer: &buffer, state: &state)
        XCTAssertEqual(state.offset, 90, "no blank rows below the last one")
        XCTAssertEqual(buffer.lines().first, " 90")
    }
}
