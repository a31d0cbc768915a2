import TerminalUI
import TestSupport
import XCTest

final class BufferTests: XCTestCase {
    func testCJKTakesTwoCells() {
        var buffer = filledBuffer(width: 6, height: 1)
        XCTAssertEqual(buffer.setString(x: 0, y: 0, "東京", style: .plain), 4)
        assertBuffer(buffer, equals: ["東京xx"])
        XCTAssertEqual(buffer[0, 0]?.width, 2)
        XCTAssertEqual(buffer[1, 0]?.isContinuation, true)
    }

    func testEmojiClustersAreOneCellEach() {
        var buffer = filledBuffer(width: 8, height: 1)
        XCTAssertEqual(buffer.setString(x: 0, y: 0, "👍🏽👨‍👩‍👧🇺🇦", style: .plain), 6)
        assertBuffer(buffer, equals: ["👍🏽👨‍👩‍👧🇺🇦xx"])
        XCTAssertEqual(buffer[2, 0]?.symbol, "👨‍👩‍👧")
    }

    func testCombiningMarkStaysWithItsBase() {
        var buffer = filledBuffer(width: 6, height: 1)
        buffer.setString(x: 0, y: 0, "e\u{301}tude", style: .plain)
        assertBuffer(buffer, equals: ["e\u{301}tudex"])
        XCTAssertEqual(buffer[0, 0]?.symbol.unicodeScalars.count, 2)
    }

    func testControlCharactersAreDropped() {
        var buffer = filledBuffer(width: 5, height: 1)
        XCTAssertEqual(buffer.setString(x: 0, y: 0, "a\t\u{1B}b\u{7F}c\u{200B}", style: .plain), 3)
        assertBuffer(buffer, equals: ["abcxx"])
    }

    func testWideGlyphAtLastColumnBecomesSpace() {
        var buffer = filledBuffer(width: 3, height: 1)
        XCTAssertEqual(buffer.setString(x: 0, y: 0, "ab東", style: .plain), 3)
        assertBuffer(buffer, equals: ["ab "])

        var direct = filledBuffer(width: 3, height: 1)
        direct.set(x: 2, y: 0, cell: Cell(symbol: "京", width: 2))
        assertBuffer(direct, equals: ["xx "])
    }

    func testWideGlyphAtMaxWidthLimitBecomesSpace() {
        var buffer = filledBuffer(width: 6, height: 1)
        XCTAssertEqual(buffer.setString(x: 0, y: 0, "a東京", style: .plain, maxWidth: 4), 4)
        assertBuffer(buffer, equals: ["a東 xx"])
    }

    func testOverwritingHalfOfWideGlyphBlanksTheOtherHalf() {
        var right = Buffer(lines: ["東京"])
        right.set(x: 1, y: 0, cell: Cell(symbol: "a"))
        assertBuffer(right, equals: [" a京"])

        var left = Buffer(lines: ["東京"])
        left.set(x: 2, y: 0, cell: Cell(symbol: "b"))
        assertBuffer(left, equals: ["東b "])

        var straddle = Buffer(lines: ["東京"])
        straddle.set(x: 1, y: 0, cell: Cell(symbol: "日", width: 2))
        assertBuffer(straddle, equals: [" 日 "])
    }

    func testWritesOutsideAreaAreIgnored() {
        var buffer = Buffer(area: Rect(x: 2, y: 2, width: 3, height: 1), fill: Cell(symbol: "x"))
        buffer.setString(x: 0, y: 2, "abcd", style: .plain)
        assertBuffer(buffer, equals: ["cdx"])
        buffer.setString(x: 1, y: 2, "東", style: .plain)
        assertBuffer(buffer, equals: [" dx"])
        buffer.setString(x: 0, y: 5, "zzz", style: .plain)
        buffer.set(x: 9, y: 9, cell: Cell(symbol: "q"))
        assertBuffer(buffer, equals: [" dx"])
    }

    func testLinesRoundTrip() {
        XCTAssertEqual(Buffer(lines: ["東京", "ab"]).lines(), ["東京", "ab  "])
        XCTAssertEqual(Buffer(lines: []).area, .zero)
    }

    func testSetLineKeepsSpanStyles() {
        var buffer = filledBuffer(width: 6, height: 1)
        let red = Style(foreground: .red)
        let written = buffer.setLine(x: 0, y: 0, Line([Span("ab"), Span("cd", style: red)]), maxWidth: 3)
        XCTAssertEqual(written, 3)
        assertBuffer(buffer, equals: ["abcxxx"])
        XCTAssertEqual(buffer[2, 0]?.style, red)
        XCTAssertEqual(buffer[1, 0]?.style, .plain)
    }

    func testSetStyleKeepsSymbols() {
        var buffer = Buffer(lines: ["abc"])
        buffer.setStyle(Rect(x: 1, y: 0, width: 5, height: 1), style: Style(modifiers: .bold))
        assertBuffer(buffer, equals: ["abc"])
        XCTAssertEqual(buffer[0, 0]?.style, .plain)
        XCTAssertEqual(buffer[2, 0]?.style.modifiers, .bold)
    }

    func testDiffOfIdenticalBuffersIsEmpty() {
        let a = Buffer(lines: ["東京 ab", "👍🏽 x"])
        XCTAssertEqual(a.diff(from: a), [])
    }

    func testDiffListsOnlyChangedCells() {
        let old = Buffer(lines: ["abc", "def"])
        var new = old
        new.set(x: 1, y: 1, cell: Cell(symbol: "E"))
        new.set(x: 2, y: 0, cell: Cell(symbol: "c", style: Style(foreground: .red)))
        XCTAssertEqual(new.diff(from: old), [
            Buffer.Change(x: 2, y: 0, cell: Cell(symbol: "c", style: Style(foreground: .red))),
            Buffer.Change(x: 1, y: 1, cell: Cell(symbol: "E")),
        ])
    }

    func testDiffOfWideGlyphListsItsLeftCell() {
        let old = Buffer(lines: ["東京"])
        var replaced = old
        replaced.set(x: 2, y: 0, cell: Cell(symbol: "日", width: 2))
        XCTAssertEqual(replaced.diff(from: old), [Buffer.Change(x: 2, y: 0, cell: Cell(symbol: "日", width: 2))])

        let narrow = Buffer(lines: ["abcd"])
        var widened = narrow
        widened.set(x: 1, y: 0, cell: Cell(symbol: "東", width: 2))
        XCTAssertEqual(widened.diff(from: narrow), [Buffer.Change(x: 1, y: 0, cell: Cell(symbol: "東", width: 2))])

        var restyled = old
        restyled.setStyle(Rect(x: 1, y: 0, width: 1, height: 1), style: Style(modifiers: .bold))
        XCTAssertEqual(restyled.diff(from: old).map(\.x), [0], "a changed continuation redraws its glyph")
    }

    func testDiffAfterResizeListsEveryCell() {
        let old = Buffer(lines: ["ab"])
        let new = Buffer(lines: ["東", "c"])
        XCTAssertEqual(new.diff(from: old).map { [$0.x, $0.y] }, [[0, 0], [0, 1], [1, 1]])
    }

    /// Against no previous frame, the changes are the cells that are not blank, as against a blank buffer of the
    /// same area (a wide glyph once, a styled blank included); with one, they are `diff(from:)`'s, in its order.
    func testForEachChangeListsWhatDiffListsAndAgainstNothingTheCellsThatAreNotBlank() {
        var frame = Buffer(lines: ["東京 ab", "   x ", "👍🏽  "])
        frame.setStyle(Rect(x: 4, y: 1, width: 1, height: 1), style: Style(modifiers: .reverse))
        func changes(_ buffer: Buffer, from previous: Buffer?) -> [Buffer.Change] {
            var list: [Buffer.Change] = []
            let count = buffer.forEachChange(from: previous) { list.append(Buffer.Change(x: $0, y: $1, cell: $2)) }
            XCTAssertEqual(count, list.count)
            return list
        }
        XCTAssertEqual(changes(frame, from: nil), frame.diff(from: Buffer(area: frame.area)))
        XCTAssertEqual(changes(frame, from: nil).map { [$0.x, $0.y] }, [[0, 0], [2, 0], [5, 0], [6, 0], [3, 1], [4, 1], [0, 2]])
        var next = frame
        next.set(x: 3, y: 1, cell: Cell(symbol: "y"))
        next.set(x: 2, y: 0, cell: Cell(symbol: "日", width: 2))
        XCTAssertEqual(changes(next, from: frame), next.diff(from: frame))
        XCTAssertEqual(changes(next, from: frame).map { [$0.x, $0.y] }, [[2, 0], [3, 1]])
        XCTAssertEqual(changes(frame, from: Buffer(lines: ["ab"])).count, frame.diff(from: Buffer(lines: ["ab"])).count)
        XCTAssertEqual(changes(frame, from: frame), [])
    }
}
