import TerminalUI
import TestSupport
import XCTest

final class BlockTests: XCTestCase {
    func testPlainBorderWithTitle() {
        var buffer = filledBuffer(width: 8, height: 4)
        let block = Block(title: "Hi")
        block.render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "┌ Hi ──┐",
            "│xxxxxx│",
            "│xxxxxx│",
            "└──────┘",
        ])
        XCTAssertEqual(block.inner(buffer.area), Rect(x: 1, y: 1, width: 6, height: 2))
    }

    func testRoundedWithRightTitleAndStyles() {
        var buffer = filledBuffer(width: 16, height: 3)
        let cyan = Style(foreground: .cyan)
        Block(title: "Hi", rightTitle: "12:00", borderType: .rounded, borderStyle: cyan,
              titleStyle: Style(modifiers: .bold)).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "╭ Hi ─── 12:00 ╮",
            "│xxxxxxxxxxxxxx│",
            "╰──────────────╯",
        ])
        XCTAssertEqual(buffer[0, 0]?.style, cyan)
        XCTAssertEqual(buffer[2, 0]?.style, Style(modifiers: .bold))
    }

    func testRightTitleDroppedWhenItDoesNotFit() {
        var buffer = filledBuffer(width: 10, height: 2)
        Block(title: "Coins", rightTitle: "12:00", borders: [.top]).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            " Coins ───",
            "xxxxxxxxxx",
        ])
    }

    func testLongTitleIsTruncated() {
        var buffer = filledBuffer(width: 10, height: 2)
        Block(title: "Ethereum Classic", borders: [.top, .left, .right]).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [
            "┌ Ethere…┐",
            "│xxxxxxxx│",
        ])
    }

    func testTitleWithoutTopBorderTakesARow() {
        var buffer = filledBuffer(width: 6, height: 3)
        let block = Block(title: "Rates", borders: [])
        block.render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: ["Ratesx", "xxxxxx", "xxxxxx"])
        XCTAssertEqual(block.inner(buffer.area), Rect(x: 0, y: 1, width: 6, height: 2))
    }

    func testDrawsOnlyInsideItsArea() {
        var buffer = filledBuffer(width: 6, height: 5)
        Block().render(area: Rect(x: 1, y: 1, width: 4, height: 3), buffer: &buffer)
        assertBuffer(buffer, equals: ["xxxxxx", "x┌──┐x", "x│xx│x", "x└──┘x", "xxxxxx"])
    }

    func testZeroSizeAndTinyAreas() {
        var buffer = filledBuffer(width: 3, height: 2)
        Block(title: "T").render(area: Rect(x: 1, y: 1, width: 0, height: 5), buffer: &buffer)
        Block(title: "T").render(area: Rect(x: 1, y: 1, width: 3, height: 0), buffer: &buffer)
        assertBuffer(buffer, equals: ["xxx", "xxx"])
        Block(title: "T").render(area: Rect(x: 0, y: 0, width: 1, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["┘xx", "xxx"])
        XCTAssertEqual(Block().inner(Rect(x: 0, y: 0, width: 1, height: 1)), Rect(x: 1, y: 1, width: 0, height: 0))
    }

    func testWideTitleGlyphAtEdgeBecomesSpace() {
        var buffer = filledBuffer(width: 5, height: 1)
        Block(title: "東京", borders: [.top]).render(area: buffer.area, buffer: &buffer)
        assertBuffer(buffer, equals: [" 東 …"])
    }
}
