import TerminalUI
import XCTest

final class TextFitTests: XCTestCase {
    func testTruncateKeepsFittingText() {
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 7), "Bitcoin")
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 10), "Bitcoin")
    }

    func testTruncateAddsEllipsis() {
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 5), "Bitc…")
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 1), "…")
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 0), "")
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 2, ellipsis: "..."), "..")
        XCTAssertEqual(DisplayWidth.truncate("Bitcoin", to: 6, ellipsis: "..."), "Bit...")
    }

    func testTruncateNeverSplitsWideGlyph() {
        XCTAssertEqual(DisplayWidth.truncate("東京タワー", to: 4), "東 …")
        XCTAssertEqual(DisplayWidth.of(DisplayWidth.truncate("東京タワー", to: 4)), 4)
        XCTAssertEqual(DisplayWidth.truncate("東京タワー", to: 5), "東京…")
        XCTAssertEqual(DisplayWidth.truncate("👨‍👩‍👧 family", to: 3), "👨‍👩‍👧…")
    }

    func testTruncateDropsControls() {
        XCTAssertEqual(DisplayWidth.truncate("a\u{1B}b\tc", to: 5), "abc")
    }

    func testClip() {
        XCTAssertEqual(DisplayWidth.clip("東京", to: 3), "東 ")
        XCTAssertEqual(DisplayWidth.clip("東京", to: 1), " ")
        XCTAssertEqual(DisplayWidth.clip("ab", to: 5), "ab")
    }

    func testPadAlignments() {
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5), "ab   ")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5, alignment: .right), "   ab")
        XCTAssertEqual(DisplayWidth.pad("ab", to: 5, alignment: .center), " ab  ")
        XCTAssertEqual(DisplayWidth.pad("東京", to: 5, alignment: .right), " 東京")
        XCTAssertEqual(DisplayWidth.pad("abcdef", to: 3), "abc")
        XCTAssertEqual(DisplayWidth.pad("x", to: 0), "")
    }

    func testFitIsExactWidth() {
        XCTAssertEqual(DisplayWidth.fit("Ethereum", to: 5, alignment: .right), "Ethe…")
        XCTAssertEqual(DisplayWidth.fit("1.5", to: 6, alignment: .right), "   1.5")
        for text in ["東京タワー", "👍🏽x", "e\u{301}tude", "a", ""] {
            for columns in 0...8 {
                XCTAssertEqual(DisplayWidth.of(DisplayWidth.fit(text, to: columns)), columns, "\(text) → \(columns)")
            }
        }
    }

    func testLineTruncationKeepsStyles() {
        let green = Style(foreground: .green)
        let line = Line([Span("BTC "), Span("+0.14%", style: green)])
        let cut = line.truncated(to: 7)
        XCTAssertEqual(cut.plainText, "BTC +0…")
        XCTAssertEqual(cut.spans.map(\.style), [.plain, green, green])
        XCTAssertEqual(line.truncated(to: 20), line)
        XCTAssertEqual(line.width, 10)
    }
}
