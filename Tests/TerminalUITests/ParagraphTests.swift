import TerminalUI
import TestSupport
import XCTest

final class ParagraphTests: XCTestCase {
    private func render(_ paragraph: Paragraph, width: Int, height: Int) -> Buffer {
        var buffer = filledBuffer(width: width, height: height)
        paragraph.render(area: buffer.area, buffer: &buffer)
        return buffer
    }

    func testWrapsAtWords() {
        assertBuffer(render(Paragraph("The quick brown fox"), width: 10, height: 3),
                     equals: ["The quickx", "brown foxx", "xxxxxxxxxx"])
    }

    func testBreaksLongWords() {
        assertBuffer(render(Paragraph("a supercalifragilistic"), width: 8, height: 4),
                     equals: ["axxxxxxx", "supercal", "ifragili", "sticxxxx"])
    }

    func testRespectsNewlines() {
        assertBuffer(render(Paragraph("a\nb\n\nc"), width: 3, height: 4), equals: ["axx", "bxx", "xxx", "cxx"])
        assertBuffer(render(Paragraph("a\r\nb"), width: 2, height: 2), equals: ["ax", "bx"])
    }

    func testWrapsCJKByDisplayWidth() {
        assertBuffer(render(Paragraph("東京東京東"), width: 5, height: 3), equals: ["東京x", "東京x", "東xxx"])
    }

    func testWideGlyphInOneColumnBecomesSpace() {
        assertBuffer(render(Paragraph("東a"), width: 1, height: 2), equals: [" ", "a"])
    }

    func testEmojiAndCombiningMarks() {
        assertBuffer(render(Paragraph("👍🏽 e\u{301}a 🇺🇦"), width: 5, height: 2), equals: ["👍🏽 éa", "🇺🇦xxx"])
    }

    func testControlCharactersDropped() {
        assertBuffer(render(Paragraph("a\u{1B}[1mb\u{7}"), width: 6, height: 1), equals: ["a[1mbx"])
    }

    func testAlignment() {
        assertBuffer(render(Paragraph("ab", alignment: .center), width: 6, height: 1), equals: ["xxabxx"])
        assertBuffer(render(Paragraph("ab", alignment: .right), width: 6, height: 1), equals: ["xxxxab"])
        assertBuffer(render(Paragraph("東", alignment: .right), width: 3, height: 1), equals: ["x東"])
    }

    func testScrollAndMaxLines() {
        assertBuffer(render(Paragraph("a\nb\nc", scroll: 1), width: 1, height: 2), equals: ["b", "c"])
        assertBuffer(render(Paragraph("a\nb\nc", scroll: 5), width: 1, height: 2), equals: ["x", "x"])
        assertBuffer(render(Paragraph("a\nb\nc", maxLines: 2), width: 1, height: 3), equals: ["a", "b", "x"])
    }

    func testEllipsizeOverflow() {
        let paragraph = Paragraph("one two three four", maxLines: 1, ellipsizeOverflow: true)
        assertBuffer(render(paragraph, width: 9, height: 2), equals: ["one two…x", "xxxxxxxxx"])
        let fits = Paragraph("one two", maxLines: 1, ellipsizeOverflow: true)
        assertBuffer(render(fits, width: 9, height: 1), equals: ["one twoxx"])
    }

    func testIndentationKeptButNotForcedOntoAWordThatFits() {
        assertBuffer(render(Paragraph("  hi there"), width: 8, height: 2), equals: ["  hixxxx", "therexxx"])
        assertBuffer(render(Paragraph("  indented"), width: 8, height: 2), equals: ["indented", "xxxxxxxx"])
    }

    func testSpanStylesSurviveWrapping() {
        let red = Style(foreground: .red), green = Style(foreground: .green)
        let paragraph = Paragraph([Line([Span("ab", style: red), Span(" cd", style: green)])],
                                  style: Style(modifiers: .bold))
        let buffer = render(paragraph, width: 3, height: 2)
        assertBuffer(buffer, equals: ["abx", "cdx"])
        XCTAssertEqual(buffer[0, 0]?.style, red.with(.bold))
        XCTAssertEqual(buffer[1, 1]?.style, green.with(.bold))
    }

    func testNoWrapClips() {
        assertBuffer(render(Paragraph("hello world", wrap: false), width: 5, height: 2), equals: ["hello", "xxxxx"])
    }

    func testWrappedLineCount() {
        XCTAssertEqual(Paragraph.wrappedLineCount(text: "The quick brown fox", width: 10), 2)
        XCTAssertEqual(Paragraph.wrappedLineCount(text: "a\nb\n\nc", width: 10), 4)
        XCTAssertEqual(Paragraph.wrappedLineCount(text: "", width: 10), 1)
        XCTAssertEqual(Paragraph.wrappedLineCount(text: "abc", width: 0), 0)
        XCTAssertEqual(Paragraph.wrappedLineCount(text: "東京東京東", width: 5), 3)
    }

    func testZeroSizeAnd1x1() {
        assertBuffer(render(Paragraph("abc"), width: 0, height: 0), equals: [])
        var buffer = filledBuffer(width: 2, height: 2)
        Paragraph("abc").render(area: Rect(x: 1, y: 1, width: 0, height: 1), buffer: &buffer)
        assertBuffer(buffer, equals: ["xx", "xx"])
        assertBuffer(render(Paragraph("abc"), width: 1, height: 1), equals: ["a"])
    }
}
