import TerminalUI
import TestSupport
import XCTest

final class TableTests: XCTestCase {
    private let columns = [Table.Column("Coin", width: .fill(1)), Table.Column("Price", width: .length(6), alignment: .right)]
    private let rows = [Table.Row(["Bitcoin", "68000"]), Table.Row(["Ethereum", "3500"]), Table.Row(["Solana", "150"])]

    func testHeaderRowsAlignmentAndTruncation() {
        var buffer = filledBuffer(width: 14, height: 5)
        Table(columns: columns, rows: rows).render(area: Rect(x: 0, y: 0, width: 14, height: 4), buffer: &buffer)
        assertBuffer(buffer, equals: [
            "Coin     Price",
            "Bitcoin  68000",
            "Ethere…   3500",
            "Solana     150",
            "xxxxxxxxxxxxxx",
        ])
        XCTAssertEqual(buffer[0, 0]?.style, Style(modifiers: .bold))
        XCTAssertEqual(buffer[0, 1]?.style, .plain)
    }

    func testSelectionIsHighlightedAndScrolledIntoView() {
        var buffer = filledBuffer(width: 14, height: 3)
        Table(columns: columns, rows: rows, selected: 2).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "Coin     Price",
            "Ethere…   3500",
            "Solana     150",
        ])
        for x in 0..<14 { XCTAssertEqual(buffer[x, 2]?.style, Style(modifiers: .reverse), "column \(x)") }
        XCTAssertEqual(buffer[0, 1]?.style, .plain)
    }

    func testCustomHighlightAndCellStyles() {
        let green = Style(foreground: .green)
        let row = Table.Row(cells: [Line("BTC"), Line("+1%", style: green)])
        var buffer = filledBuffer(width: 8, height: 1)
        Table(columns: [Table.Column("", width: .length(4)), Table.Column("", width: .length(3))], rows: [row],
              showHeader: false, selected: 0, highlightStyle: Style(background: .blue))
            .render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["BTC  +1%"])
        XCTAssertEqual(buffer[5, 0]?.style, Style(foreground: .green, background: .blue))
        XCTAssertEqual(buffer[0, 0]?.style, Style(background: .blue))
    }

    func testCJKAndEmojiCellsByDisplayWidth() {
        let table = Table(columns: [Table.Column("Name", width: .length(6)), Table.Column("", width: .length(2))],
                          rows: [Table.Row(["東京タワー", "👍🏽"]), Table.Row(["🇺🇦 UAH", "ok"])], showHeader: false)
        var buffer = filledBuffer(width: 10, height: 2)
        table.render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["東京 … 👍🏽 ", "🇺🇦 UAH ok "])
    }

    func testScrollOffset() {
        XCTAssertEqual(Table.scrollOffset(selected: 5, current: 0, visibleRows: 3), 3)
        XCTAssertEqual(Table.scrollOffset(selected: 1, current: 3, visibleRows: 3), 1)
        XCTAssertEqual(Table.scrollOffset(selected: 4, current: 3, visibleRows: 3), 3)
        XCTAssertEqual(Table.scrollOffset(selected: 0, current: 0, visibleRows: 0), 0)
        XCTAssertEqual(Table.scrollOffset(selected: 2, current: -4, visibleRows: 5), 0)
    }

    func testOffsetIsKeptWithinRows() {
        var buffer = filledBuffer(width: 14, height: 3)
        Table(columns: columns, rows: rows, offset: 10).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["Coin     Price", "Ethere…   3500", "Solana     150"])
    }

    func testZeroSizeAnd1x1() {
        var buffer = filledBuffer(width: 2, height: 2)
        Table(columns: columns, rows: rows).render(area: Rect(x: 0, y: 0, width: 0, height: 2), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx", "xx"])
        Table(columns: columns, rows: rows).render(area: Rect(x: 0, y: 0, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["…x", "xx"])
    }
}
